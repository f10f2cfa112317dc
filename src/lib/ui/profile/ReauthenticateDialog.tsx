import { useState } from 'react';
import { FormikProvider, useFormik } from 'formik';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { isWrongPassword } from '../../profile/signInErrors';
import { errorMessage } from '../../store/errors';
import { SubmitButton } from '../SubmitButton';
import { TextField } from '../TextField';

export interface ReauthenticateDialogProps {
  show: boolean;
  onCancel: () => void;
  /** signs in again with the password and makes the waiting change; rejects with Auth's error or the message to show */
  onConfirm: (password: string) => Promise<void>;
}

/**
 * Asks for the current password when a password or e-mail change wants a recent sign-in (Auth's own rule for a
 * patient's change, updateAuthDoctor's for a doctor's); both profiles show it.
 */
export function ReauthenticateDialog({ show, onCancel, onConfirm }: ReauthenticateDialogProps) {
  const { t } = useTranslation('common');
  const [error, setError] = useState<string | null>(null);
  const formik = useFormik({
    initialValues: { currentPassword: '' },
    validationSchema: yup.object({ currentPassword: yup.string().required(t('profile.fieldRequired')) }),
    onSubmit: async ({ currentPassword }, helpers) => {
      setError(null);
      try {
        await onConfirm(currentPassword);
        helpers.resetForm();
      } catch (failure) {
        setError(isWrongPassword(failure) ? t('profile.wrongPassword') : errorMessage(failure));
      }
    },
  });

  const close = () => {
    formik.resetForm();
    setError(null);
    onCancel();
  };

  return (
    <Modal show={show} onHide={close} centered aria-labelledby="reauthenticate-title">
      <FormikProvider value={formik}>
        <Form noValidate onSubmit={formik.handleSubmit}>
          <Modal.Header closeButton closeLabel={t('close')}>
            <Modal.Title id="reauthenticate-title" className="h5">
              {t('profile.confirmIdentity')}
            </Modal.Title>
          </Modal.Header>
          <Modal.Body>
            <p>{t('profile.confirmIdentityText')}</p>
            {error && (
              <Alert variant="danger" role="alert">
                {error}
              </Alert>
            )}
            <TextField name="currentPassword" type="password" label={t('profile.currentPassword')} autoComplete="current-password" autoFocus groupClassName="" />
          </Modal.Body>
          <Modal.Footer>
            <Button variant="outline-secondary" onClick={close}>
              {t('cancel')}
            </Button>
            <SubmitButton busy={formik.isSubmitting}>{t('profile.confirm')}</SubmitButton>
          </Modal.Footer>
        </Form>
      </FormikProvider>
    </Modal>
  );
}
