import { useId, useState, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { Formik, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import type { AnyObjectSchema } from 'yup';
import { SubmitButton } from '../../../lib/ui/SubmitButton';
import { TextField } from '../../../lib/ui/TextField';
import { PHONE_PREFIX } from '@rehab/model/accountRules';
import { isWrongCode } from '../logic/authErrors';
import { codeSchema, phoneSchema } from '../logic/schemas';

/**
 * A dialog asking for one value (checked when the field is left and when
 * sent). A failure of `onSubmit` shows 'There was an error. Try again later.'
 * unless `onFailure` turns it into a message of the field (a translation key).
 */
function OneFieldDialog({
  show,
  title,
  name,
  schema,
  submitLabel,
  onHide,
  onSubmit,
  onFailure,
  children,
}: {
  show: boolean;
  title: string;
  name: string;
  schema: AnyObjectSchema;
  submitLabel: string;
  onHide: () => void;
  onSubmit: (value: string) => Promise<void>;
  onFailure?: (error: unknown) => string | null;
  children: ReactNode;
}) {
  const { t } = useTranslation('auth');
  const titleId = useId();
  const [failed, setFailed] = useState(false);
  const submit = async (values: Record<string, string>, { setFieldError }: FormikHelpers<Record<string, string>>) => {
    setFailed(false);
    try {
      await onSubmit(values[name]);
    } catch (error) {
      const fieldMessage = onFailure?.(error) ?? null;
      if (fieldMessage) setFieldError(name, fieldMessage);
      else {
        console.error('A phone verification step failed', error);
        setFailed(true);
      }
    }
  };
  return (
    <Modal show={show} onHide={onHide} onExited={() => setFailed(false)} centered aria-labelledby={titleId}>
      <Formik initialValues={{ [name]: '' }} validationSchema={schema} validateOnChange={false} onSubmit={submit}>
        {({ handleSubmit, isSubmitting }) => (
          <Form noValidate onSubmit={handleSubmit}>
            <Modal.Header closeButton closeLabel={t('common:close')}>
              <Modal.Title id={titleId} className="h5">
                {title}
              </Modal.Title>
            </Modal.Header>
            <Modal.Body>
              {children}
              {failed && (
                <Alert variant="danger" className="mt-3 mb-0">
                  {t('errors.tryLater')}
                </Alert>
              )}
            </Modal.Body>
            <Modal.Footer>
              <SubmitButton busy={isSubmitting}>{submitLabel}</SubmitButton>
            </Modal.Footer>
          </Form>
        )}
      </Formik>
    </Modal>
  );
}

/** 'Enter Phone Number': the number (checked on blur, +1 prepended) and 'Send Verification Code'. */
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
  return (
    <OneFieldDialog
      show={show}
      title={t('phone.enterTitle')}
      name="phone"
      schema={phoneSchema}
      submitLabel={t('phone.send')}
      onHide={onHide}
      onSubmit={onSend}
    >
      <TextField
        name="phone"
        label={t('phone.number')}
        type="tel"
        autoComplete="tel-national"
        inputMode="tel"
        autoFocus
        prepend={PHONE_PREFIX}
        dir="ltr"
        groupClassName=""
        translateError={t}
      />
    </OneFieldDialog>
  );
}

/** 'Validate Phone Number': the code texted and 'Validate'. A wrong code is a field error. */
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
  return (
    <OneFieldDialog
      show={show}
      title={t('phone.validateTitle')}
      name="code"
      schema={codeSchema}
      submitLabel={t('phone.validate')}
      onHide={onHide}
      onSubmit={onValidate}
      onFailure={(error) => (isWrongCode(error) ? 'validation.codeInvalid' : null)}
    >
      <TextField
        name="code"
        label={t('phone.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        autoFocus
        dir="ltr"
        groupClassName=""
        translateError={t}
      />
    </OneFieldDialog>
  );
}
