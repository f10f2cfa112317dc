import { Button, Form, Modal } from 'react-bootstrap';
import { Formik } from 'formik';
import * as yup from 'yup';
import { useTranslation } from 'react-i18next';
import type { EmulatorIdentity, SocialProvider } from '../accessApi';

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
        {({ handleSubmit, handleChange, handleBlur, values, errors, touched }) => (
          <Form noValidate onSubmit={handleSubmit}>
            <Modal.Header closeButton closeLabel={t('common:close')}>
              <Modal.Title id="emulator-account-title" className="h5">
                {t('social.emulatorTitle', { provider: providerName })}
              </Modal.Title>
            </Modal.Header>
            <Modal.Body>
              <p className="text-body-secondary small">{t('social.emulatorHint', { provider: providerName })}</p>
              <Form.Group className="mb-3" controlId="emulator-account-email">
                <Form.Label>{t('fields.email')}</Form.Label>
                <Form.Control
                  type="email"
                  name="email"
                  autoFocus
                  value={values.email}
                  onChange={handleChange}
                  onBlur={handleBlur}
                  isInvalid={touched.email && !!errors.email}
                />
                <Form.Control.Feedback type="invalid">{errors.email && t(errors.email)}</Form.Control.Feedback>
              </Form.Group>
              <Form.Group controlId="emulator-account-name">
                <Form.Label>{t('social.displayName')}</Form.Label>
                <Form.Control name="displayName" value={values.displayName} onChange={handleChange} onBlur={handleBlur} />
              </Form.Group>
            </Modal.Body>
            <Modal.Footer>
              <Button variant="secondary" onClick={onHide}>
                {t('common:cancel')}
              </Button>
              <Button type="submit">{t('social.emulatorSignIn')}</Button>
            </Modal.Footer>
          </Form>
        )}
      </Formik>
    </Modal>
  );
}
