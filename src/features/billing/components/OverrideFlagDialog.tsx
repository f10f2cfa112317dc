import { useId, useMemo } from 'react';
import { FormikProvider, useFormik } from 'formik';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import type { ClaimFlag, GuardedClaimLine } from '@rehab/model/claimGuards';
import { LIMITS } from '@rehab/model/limits';
import { errorMessage } from '../../../lib/store/errors';
import { SubmitButton } from '../../../lib/ui/SubmitButton';
import { TextField } from '../../../lib/ui/TextField';
import { toast } from '../../../lib/ui/toastStore';
import { useOverrideClaimFlagMutation } from '../api/billingApi';
import { overrideRequest, overrideSchema, type OverrideValues } from '../logic/overrideForm';
import { FlagReason } from './FlagReason';

/** A flag of a line that someone chose to override. */
export interface FlagToOverride {
  line: GuardedClaimLine;
  flag: ClaimFlag;
}

interface OverrideFlagDialogProps extends FlagToOverride {
  month: string;
  onClose: () => void;
}

/**
 * Bills a flagged line anyway (overrideClaimFlag): the flag and the line it is on, and the clinician's reason, which
 * the function audits and the CSV carries.
 */
export function OverrideFlagDialog({ line, flag, month, onClose }: OverrideFlagDialogProps) {
  const { t } = useTranslation('billing');
  const id = useId();
  const [override] = useOverrideClaimFlagMutation();
  const schema = useMemo(() => overrideSchema(), []);
  const formik = useFormik<OverrideValues>({
    initialValues: { reason: '' },
    validationSchema: schema,
    onSubmit: async (values, { setStatus }) => {
      setStatus(undefined);
      try {
        await override(overrideRequest(line, flag.kind, month, values)).unwrap();
        toast.success(t('override.done'));
        onClose();
      } catch (error) {
        setStatus(errorMessage(error));
      }
    },
  });
  const translateError = (key: string) => t(key, { max: LIMITS.rtm.overrideReason });

  return (
    <Modal show onHide={onClose} centered aria-labelledby={`${id}-title`}>
      <FormikProvider value={formik}>
        <Form noValidate onSubmit={formik.handleSubmit}>
          <Modal.Header closeButton closeLabel={t('cancel')}>
            <Modal.Title id={`${id}-title`} as="h2" className="h5">
              {t('override.title')}
            </Modal.Title>
          </Modal.Header>
          <Modal.Body>
            {formik.status && <Alert variant="danger">{formik.status}</Alert>}
            <p className="mb-1">{t('override.line', { patient: line.patientName, code: line.code })}</p>
            <p data-testid="override-flag">
              <FlagReason flag={flag} />
            </p>
            <TextField
              name="reason"
              as="textarea"
              rows={3}
              maxLength={LIMITS.rtm.overrideReason}
              label={t('override.reason')}
              help={t('override.reasonHelp')}
              groupClassName=""
              translateError={translateError}
            />
          </Modal.Body>
          <Modal.Footer>
            <Button variant="outline-secondary" onClick={onClose}>
              {t('cancel')}
            </Button>
            <SubmitButton busy={formik.isSubmitting}>{formik.isSubmitting ? t('override.saving') : t('override.save')}</SubmitButton>
          </Modal.Footer>
        </Form>
      </FormikProvider>
    </Modal>
  );
}
