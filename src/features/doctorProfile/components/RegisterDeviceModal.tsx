import { FormikProvider, useFormik } from 'formik';
import { Button, Form, Modal } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/store/errors';
import { SubmitButton } from '../../../lib/ui/SubmitButton';
import { TextField } from '../../../lib/ui/TextField';
import { deviceExists } from '../../devices';
import { useRegisterDoctorDeviceMutation } from '../api/doctorProfileApi';
import { registrationProblem, type RegistrationProblem } from '../logic/profileRules';

export interface RegisterDeviceModalProps {
  show: boolean;
  doctorUid: string;
  registered: readonly string[];
  onClose: () => void;
}

const PROBLEM_MESSAGES: Record<RegistrationProblem, 'noDeviceId' | 'deviceAlreadyRegistered'> = {
  noId: 'noDeviceId',
  alreadyRegistered: 'deviceAlreadyRegistered',
};

/** Registers a device id to the doctor: it must be given, new to them, and an existing device. */
export function RegisterDeviceModal({ show, doctorUid, registered, onClose }: RegisterDeviceModalProps) {
  const { t } = useTranslation('doctorProfile');
  const [registerDevice] = useRegisterDoctorDeviceMutation();
  const formik = useFormik({
    initialValues: { deviceId: '' },
    validateOnBlur: false,
    validate: ({ deviceId }) => {
      const problem = registrationProblem(deviceId, registered);
      return problem ? { deviceId: t(PROBLEM_MESSAGES[problem]) } : {};
    },
    onSubmit: async ({ deviceId }, { setFieldError, resetForm }) => {
      const id = deviceId.trim();
      try {
        if (!(await deviceExists(id))) {
          setFieldError('deviceId', t('deviceDoesNotExist'));
          return;
        }
        await registerDevice({ uid: doctorUid, deviceId: id }).unwrap();
        resetForm();
        onClose();
      } catch (error) {
        setFieldError('deviceId', errorMessage(error));
      }
    },
  });

  function close() {
    formik.resetForm();
    onClose();
  }

  return (
    <Modal show={show} onHide={close} centered aria-labelledby="register-device-title">
      <FormikProvider value={formik}>
        <Form noValidate onSubmit={formik.handleSubmit}>
          <Modal.Header closeButton closeLabel={t('close')}>
            <Modal.Title id="register-device-title" className="h5">
              {t('registerDevice')}
            </Modal.Title>
          </Modal.Header>
          <Modal.Body>
            <TextField name="deviceId" label={t('deviceId')} groupClassName="" autoComplete="off" autoFocus />
          </Modal.Body>
          <Modal.Footer>
            <Button variant="outline-secondary" onClick={close}>
              {t('cancel')}
            </Button>
            <SubmitButton busy={formik.isSubmitting}>{formik.isSubmitting ? t('registering') : t('register')}</SubmitButton>
          </Modal.Footer>
        </Form>
      </FormikProvider>
    </Modal>
  );
}
