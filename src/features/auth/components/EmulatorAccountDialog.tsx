import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { Formik } from 'formik';
import * as yup from 'yup';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../../lib/ui/SubmitButton';
import { TextField } from '../../../lib/ui/TextField';
import type { EmulatorIdentity, SocialProvider } from '../api/signInFlows';

const identitySchema = yup.object({
  email: yup.string().trim().required('validation.emailRequired').email('validation.emailInvalid'),
  displayName: yup.string().trim(),
});

/**
 * The local stand-in for a provider's pop-up (the pop-ups need Google's
 * scripts from the internet): any e-mail signs in to that provider's account
 * in the Auth emulator, created on first use.
 */
export function EmulatorAccountDialog({
  provider,
  onHide,
  onSignIn,
}: {
  provider: SocialProvider | null;
  onHide: () => void;
  onSignIn: (provider: SocialProvider, identity: EmulatorIdentity) => void;
}) {
  const { t } = useTranslation('auth');
  const providerName = provider ? t(`social.${provider}`) : '';
  return (
    <Modal show={provider !== null} onHide={onHide} centered aria-labelledby="emulator-account-title">
      <Formik
        initialValues={{ email: '', displayName: '' }}
        validationSchema={identitySchema}
        onSubmit={(identity) => {
          if (provider) onSignIn(provider, identity);
        }}
      >
        {({ handleSubmit }) => (
          <Form noValidate onSubmit={handleSubmit}>
            <Modal.Header closeButton closeLabel={t('common:close')}>
              <Modal.Title id="emulator-account-title" className="h5">
                {t('social.emulatorTitle', { provider: providerName })}
              </Modal.Title>
            </Modal.Header>
            <Modal.Body>
              <p className="text-body-secondary small">{t('social.emulatorHint', { provider: providerName })}</p>
              <TextField name="email" label={t('fields.email')} type="email" autoFocus translateError={t} />
              <TextField name="displayName" label={t('social.displayName')} groupClassName="" />
            </Modal.Body>
            <Modal.Footer>
              <Button variant="secondary" onClick={onHide}>
                {t('common:cancel')}
              </Button>
              <SubmitButton>{t('social.emulatorSignIn')}</SubmitButton>
            </Modal.Footer>
          </Form>
        )}
      </Formik>
    </Modal>
  );
}
