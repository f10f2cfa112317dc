import { FormikProvider, useFormik } from 'formik';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import type { DeviceRegistration } from '@rehab/model/care';
import { errorMessage, toApiError } from '../../../lib/store/errors';
import { SubmitButton } from '../../../lib/ui/SubmitButton';
import { TextField } from '../../../lib/ui/TextField';
import { toast } from '../../../lib/ui/toastStore';
import { useRegisterDeviceMutation } from '../../care';
import { registrationProblem, type RegistrationProblem } from '../logic/profileRules';

export interface RegisterDeviceModalProps {
  show: boolean;
  registered: readonly string[];
  onClose: () => void;
}

const PROBLEM_MESSAGES: Record<RegistrationProblem, 'noDeviceId' | 'deviceAlreadyRegistered'> = {
  noId: 'noDeviceId',
  alreadyRegistered: 'deviceAlreadyRegistered',
};

/** The spec's message for each refusal the registerDevice function answers. */
const OUTCOME_MESSAGES: Record<Exclude<DeviceRegistration['outcome'], 'registered'>, 'noDeviceId' | 'deviceAlreadyRegistered' | 'deviceDoesNotExist'> = {
  noDeviceId: 'noDeviceId',
  alreadyRegistered: 'deviceAlreadyRegistered',
  doesNotExist: 'deviceDoesNotExist',
};

/**
 * Registers a device id to the doctor: it must be given, new to them, and an
 * existing device. The registerDevice function looks it up (server-side, a
 * limited number of times an hour) and asks the device's patient for access
 * when the doctor does not have it yet.
 */
export function RegisterDeviceModal({ show, registered, onClose }: RegisterDeviceModalProps) {
  const { t } = useTranslation('doctorProfile');
  const { t: tCare } = useTranslation('care');
  const [registerDevice] = useRegisterDeviceMutation();
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
        const answer = await registerDevice(id).unwrap();
        if (answer.outcome !== 'registered') {
          setFieldError('deviceId', t(OUTCOME_MESSAGES[answer.outcome]));
          return;
        }
        if (answer.access === 'pending') toast.success(tCare('registeredPending'));
        resetForm();
        onClose();
      } catch (error) {
        setFieldError('deviceId', toApiError(error).code === 'functions/resource-exhausted' ? tCare('tooManyLookups') : errorMessage(error));
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
