import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import Placeholder from 'react-bootstrap/Placeholder';
import { FormikProvider, useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { errorMessage } from '../../../lib/store/errors';
import { SubmitButton } from '../../../lib/ui/SubmitButton';
import { TextField } from '../../../lib/ui/TextField';
import { KeystoreProgress } from '../components/KeystoreProgress';
import { WalletFormCard } from '../components/WalletFormCard';
import { useKeystoreJob } from '../hooks/useKeystoreJob';
import { useWallet } from '../hooks/useWallet';
import { exportWalletSchema } from '../logic/walletForms';

/**
 * patient.exportWallet: the wallet's private key, opened in the browser with
 * the password and copied to the clipboard ('Privated key copied to
 * clipboard.'). A failure (a wrong password) shows the error itself.
 */
export default function ExportWalletPage() {
  const { t } = useTranslation('wallet');
  const { walletAddress = '' } = useParams();
  const { wallet, isLoading, error: loadError } = useWallet();
  const keystore = useKeystoreJob();
  const [outcome, setOutcome] = useState<{ copied: true } | { error: string } | null>(null);
  const form = useFormik({
    initialValues: { password: '' },
    validationSchema: exportWalletSchema,
    onSubmit: async ({ password }) => {
      if (!wallet) return;
      setOutcome(null);
      try {
        const result = await keystore.run({ kind: 'decrypt', keystore: wallet.data, password });
        if (result.type !== 'decrypted') throw new Error('The key could not be opened.');
        await navigator.clipboard.writeText(result.privateKey);
        setOutcome({ copied: true });
        form.resetForm();
      } catch (failure) {
        setOutcome({ error: errorMessage(failure) });
      }
    },
  });

  const ownWallet = wallet !== null && wallet.address.toLowerCase() === walletAddress.toLowerCase();
  return (
    <WalletFormCard title={t('export.title')} back={t('backToShop')}>
      {loadError ? (
        <Alert variant="danger">{t('loadFailed', { message: loadError })}</Alert>
      ) : isLoading ? (
        <Placeholder as="p" animation="glow" data-testid="wallet-loading">
          <Placeholder xs={12} />
        </Placeholder>
      ) : !ownWallet ? (
        <Alert variant="warning" data-testid="export-not-found">
          {t('export.notFound')}
        </Alert>
      ) : (
        <FormikProvider value={form}>
          <p className="text-body-secondary">
            {t('export.intro')}{' '}
            <span className="font-monospace text-break" dir="ltr">
              {wallet.address}
            </span>
          </p>
          <Form noValidate onSubmit={form.handleSubmit}>
            <TextField name="password" type="password" label={t('fields.password')} autoComplete="current-password" translateError={(key) => t(key)} />
            <KeystoreProgress progress={keystore.progress} label={t('decrypting')} />
            {outcome && 'copied' in outcome && (
              <Alert variant="success" data-testid="export-copied">
                {t('export.copied')}
              </Alert>
            )}
            {outcome && 'error' in outcome && (
              <Alert variant="danger" role="alert" data-testid="export-failed">
                {outcome.error}
              </Alert>
            )}
            <SubmitButton busy={form.isSubmitting}>{t('export.submit')}</SubmitButton>
          </Form>
        </FormikProvider>
      )}
    </WalletFormCard>
  );
}
