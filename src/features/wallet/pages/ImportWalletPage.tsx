import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { FormikProvider, useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../../lib/ui/SubmitButton';
import { TextField } from '../../../lib/ui/TextField';
import { KeystoreProgress } from '../components/KeystoreProgress';
import { WalletFormCard } from '../components/WalletFormCard';
import { useStoreNewWallet } from '../hooks/useStoreNewWallet';
import { importWalletSchema } from '../logic/walletForms';

/** patient.importWallet: an existing private key, encrypted in the browser with the password; it replaces the current wallet. */
export default function ImportWalletPage() {
  const { t } = useTranslation('wallet');
  const { store, progress, error } = useStoreNewWallet();
  const form = useFormik({
    initialValues: { privateKey: '', password: '' },
    validationSchema: importWalletSchema,
    onSubmit: ({ privateKey, password }) => store({ kind: 'import', privateKey, password }),
  });
  const translateError = (key: string) => t(key);
  return (
    <WalletFormCard title={t('import.title')} back={t('backToShop')}>
      <Alert variant="warning" data-testid="replace-warning">
        {t('replaceWarning')}
      </Alert>
      <FormikProvider value={form}>
        <Form noValidate onSubmit={form.handleSubmit}>
          <TextField
            name="privateKey"
            type="password"
            label={t('fields.privateKey')}
            autoComplete="off"
            spellCheck={false}
            dir="ltr"
            translateError={translateError}
          />
          <TextField name="password" type="password" label={t('fields.password')} autoComplete="new-password" translateError={translateError} />
          <KeystoreProgress progress={progress} label={t('encrypting')} />
          {error && (
            <Alert variant="danger" role="alert">
              {error}
            </Alert>
          )}
          <SubmitButton busy={form.isSubmitting}>{t('import.submit')}</SubmitButton>
        </Form>
      </FormikProvider>
    </WalletFormCard>
  );
}
