import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { FormikProvider, useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../../lib/ui/SubmitButton';
import { TextField } from '../../../lib/ui/TextField';
import { KeystoreProgress } from '../components/KeystoreProgress';
import { WalletFormCard } from '../components/WalletFormCard';
import { useStoreNewWallet } from '../hooks/useStoreNewWallet';
import { useWallet } from '../hooks/useWallet';
import { createWalletSchema } from '../logic/walletForms';

/** patient.createWallet: a new key, encrypted in the browser with the password (and its confirmation). */
export default function CreateWalletPage() {
  const { t } = useTranslation('wallet');
  const { wallet } = useWallet();
  const { store, progress, error } = useStoreNewWallet();
  const form = useFormik({
    initialValues: { password: '', confirmPassword: '' },
    validationSchema: createWalletSchema,
    onSubmit: ({ password }) => store({ kind: 'create', password }),
  });
  const translateError = (key: string) => t(key);
  return (
    <WalletFormCard title={t('create.title')} back={t('backToShop')}>
      <p className="text-body-secondary">{t('create.intro')}</p>
      {wallet && (
        <Alert variant="warning" data-testid="replace-warning">
          {t('replaceWarning')}
        </Alert>
      )}
      <FormikProvider value={form}>
        <Form noValidate onSubmit={form.handleSubmit}>
          <TextField name="password" type="password" label={t('fields.password')} autoComplete="new-password" translateError={translateError} />
          <TextField name="confirmPassword" type="password" label={t('fields.confirmPassword')} autoComplete="new-password" translateError={translateError} />
          <KeystoreProgress progress={progress} label={t('encrypting')} />
          {error && (
            <Alert variant="danger" role="alert">
              {error}
            </Alert>
          )}
          <SubmitButton busy={form.isSubmitting}>{t('create.submit')}</SubmitButton>
        </Form>
      </FormikProvider>
    </WalletFormCard>
  );
}
