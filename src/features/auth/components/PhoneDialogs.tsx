import { useState } from 'react';
import { Alert, Button, Form, InputGroup, Modal, Spinner } from 'react-bootstrap';
import { Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { errorCode } from '../accessApi';
import { codeSchema, PHONE_PREFIX, phoneSchema } from '../schemas';

/**
 * 'Enter Phone Number': the number (checked on blur, +1 prepended) and
 * 'Send Verification Code'. A failure to send shows 'There was an error. Try
 * again later.' in the dialog.
 */
export function PhoneNumberDialog({
  show,
  onHide,
  onSend,
}: {
  show: boolean;
  onHide: () => void;
  onSend: (phone: string) => Promise<void>;
}) {
  const { t } = useTranslation('auth');
  const [failed, setFailed] = useState(false);
  return (
    <Modal show={show} onHide={onHide} onExited={() => setFailed(false)} centered aria-labelledby="phone-dialog-title">
      <Formik
        initialValues={{ phone: '' }}
        validationSchema={phoneSchema}
        validateOnChange={false}
        onSubmit={async ({ phone }) => {
          setFailed(false);
          try {
            await onSend(phone);
          } catch (error) {
            console.error('Sending the verification code failed', error);
            setFailed(true);
          }
        }}
      >
        {({ handleSubmit, handleChange, handleBlur, values, errors, touched, isSubmitting }) => (
          <Form noValidate onSubmit={handleSubmit}>
            <Modal.Header closeButton closeLabel={t('common:close')}>
              <Modal.Title id="phone-dialog-title" className="h5">
                {t('phone.enterTitle')}
              </Modal.Title>
            </Modal.Header>
            <Modal.Body>
              <Form.Group controlId="phone-number">
                <Form.Label>{t('phone.number')}</Form.Label>
                <InputGroup hasValidation dir="ltr">
                  <InputGroup.Text>{PHONE_PREFIX}</InputGroup.Text>
                  <Form.Control
                    type="tel"
                    name="phone"
                    autoComplete="tel-national"
                    inputMode="tel"
                    autoFocus
                    value={values.phone}
                    onChange={handleChange}
                    onBlur={handleBlur}
                    isInvalid={touched.phone && !!errors.phone}
                  />
                  <Form.Control.Feedback type="invalid">{errors.phone && t(errors.phone)}</Form.Control.Feedback>
                </InputGroup>
              </Form.Group>
              {failed && (
                <Alert variant="danger" className="mt-3 mb-0">
                  {t('errors.tryLater')}
                </Alert>
              )}
            </Modal.Body>
            <Modal.Footer>
              <Button type="submit" disabled={isSubmitting}>
                {isSubmitting && <Spinner size="sm" className="me-2" aria-hidden />}
                {t('phone.send')}
              </Button>
            </Modal.Footer>
          </Form>
        )}
      </Formik>
    </Modal>
  );
}

const WRONG_CODE = new Set(['auth/invalid-verification-code', 'auth/code-expired', 'auth/missing-verification-code']);

/**
 * 'Validate Phone Number': the code texted and 'Validate'. A wrong code is a
 * field error; any other failure the general error.
 */
export function CodeDialog({
  show,
  onHide,
  onValidate,
}: {
  show: boolean;
  onHide: () => void;
  onValidate: (code: string) => Promise<void>;
}) {
  const { t } = useTranslation('auth');
  const [failed, setFailed] = useState(false);
  return (
    <Modal show={show} onHide={onHide} onExited={() => setFailed(false)} centered aria-labelledby="code-dialog-title">
      <Formik
        initialValues={{ code: '' }}
        validationSchema={codeSchema}
        validateOnChange={false}
        onSubmit={async ({ code }, { setFieldError }) => {
          setFailed(false);
          try {
            await onValidate(code);
          } catch (error) {
            if (WRONG_CODE.has(errorCode(error))) setFieldError('code', 'validation.codeInvalid');
            else {
              console.error('Validating the code failed', error);
              setFailed(true);
            }
          }
        }}
      >
        {({ handleSubmit, handleChange, handleBlur, values, errors, touched, isSubmitting }) => (
          <Form noValidate onSubmit={handleSubmit}>
            <Modal.Header closeButton closeLabel={t('common:close')}>
              <Modal.Title id="code-dialog-title" className="h5">
                {t('phone.validateTitle')}
              </Modal.Title>
            </Modal.Header>
            <Modal.Body>
              <Form.Group controlId="phone-code">
                <Form.Label>{t('phone.code')}</Form.Label>
                <Form.Control
                  name="code"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  autoFocus
                  dir="ltr"
                  value={values.code}
                  onChange={handleChange}
                  onBlur={handleBlur}
                  isInvalid={touched.code && !!errors.code}
                />
                <Form.Control.Feedback type="invalid">{errors.code && t(errors.code)}</Form.Control.Feedback>
              </Form.Group>
              {failed && (
                <Alert variant="danger" className="mt-3 mb-0">
                  {t('errors.tryLater')}
                </Alert>
              )}
            </Modal.Body>
            <Modal.Footer>
              <Button type="submit" disabled={isSubmitting}>
                {isSubmitting && <Spinner size="sm" className="me-2" aria-hidden />}
                {t('phone.validate')}
              </Button>
            </Modal.Footer>
          </Form>
        )}
      </Formik>
    </Modal>
  );
}
