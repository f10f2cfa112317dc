import { useId, useState } from 'react';
import { FormikProvider, useFormik } from 'formik';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import type { CallableResponse } from '@rehab/model/callables';
import type { ClinicMember } from '@rehab/model/clinics';
import { formatDayKey } from '../../../lib/dateFormat';
import type { WithId } from '../../../lib/firebase/withId';
import { errorMessage } from '../../../lib/store/errors';
import { SubmitButton } from '../../../lib/ui/SubmitButton';
import { toast } from '../../../lib/ui/toastStore';
import { useTransferClinicPatientMutation } from '../api/clinicsApi';
import { EMPTY_TRANSFER, transferRequest, transferSchema, transferTargets, type TransferValues } from '../logic/transfer';
import { useRoleName } from './RoleLabel';

export interface TransferPatientDialogProps {
  patientId: string;
  patientName: string;
  /** the patient's primary clinician now (uid) */
  primary: string;
  /** the clinic's members (the owners and clinicians other than the primary are offered) */
  members: readonly WithId<ClinicMember>[];
  onClose: () => void;
  /** after the transfer, told to whom (the dialog has closed and a toast said so) */
  onTransferred?: (result: CallableResponse<'transferClinicPatient'>) => void;
}

/**
 * "Transfer to another clinician" (issue 51): the clinic's owner or the patient's primary names another owner or
 * clinician of the clinic, and whether the future appointments move with the patient; the function records it, tells
 * the patient by e-mail, and moves the billing from the next 30-day period. A refusal keeps the choices, with its reason.
 */
export function TransferPatientDialog({ patientId, patientName, primary, members, onClose, onTransferred }: TransferPatientDialogProps) {
  const { t, i18n } = useTranslation('clinics');
  const roleName = useRoleName();
  const id = useId();
  const [transfer] = useTransferClinicPatientMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const targets = transferTargets(members, primary);
  const nameOf = (uid: string) => members.find((member) => member.docId === uid)?.name ?? t('members.formerMember');

  const formik = useFormik<TransferValues>({
    initialValues: EMPTY_TRANSFER,
    validationSchema: transferSchema,
    onSubmit: async (values) => {
      setFailure(null);
      try {
        const result = await transfer(transferRequest(patientId, values)).unwrap();
        const to = nameOf(result.to);
        const billing = result.billingFromPeriod
          ? t('transfer.billingFrom', { to, date: formatDayKey(result.billingFromPeriod, i18n.language) })
          : t('transfer.noEpisode');
        toast.success(`${t('transfer.done', { patient: patientName, to })} ${billing}`);
        onClose();
        onTransferred?.(result);
      } catch (error) {
        setFailure(errorMessage(error));
      }
    },
  });
  const toError = formik.touched.to && formik.errors.to ? t(formik.errors.to) : undefined;

  return (
    <Modal show onHide={onClose} centered aria-labelledby={`${id}-title`}>
      <FormikProvider value={formik}>
        <Form noValidate onSubmit={formik.handleSubmit}>
          <Modal.Header closeButton closeLabel={t('cancel')}>
            <Modal.Title id={`${id}-title`} className="h5">
              {t('transfer.title', { patient: patientName })}
            </Modal.Title>
          </Modal.Header>
          <Modal.Body>
            {failure && <Alert variant="danger">{failure}</Alert>}
            <p>{t('transfer.current', { primary: nameOf(primary) })}</p>
            {targets.length === 0 ? (
              <p className="text-body-secondary mb-0" data-testid="no-transfer-target">
                {t('transfer.noTarget')}
              </p>
            ) : (
              <>
                <Form.Group className="mb-3" controlId={`${id}-to`}>
                  <Form.Label>{t('transfer.to')}</Form.Label>
                  <Form.Select {...formik.getFieldProps('to')} isInvalid={Boolean(toError)}>
                    <option value="">{t('transfer.chooseClinician')}</option>
                    {targets.map((member) => (
                      <option key={member.docId} value={member.docId}>
                        {`${member.name} (${roleName(member.role)})`}
                      </option>
                    ))}
                  </Form.Select>
                  <Form.Control.Feedback type="invalid">{toError}</Form.Control.Feedback>
                </Form.Group>
                <Form.Check
                  type="checkbox"
                  id={`${id}-move`}
                  className="mb-3"
                  label={t('transfer.moveAppointments')}
                  {...formik.getFieldProps({ name: 'moveAppointments', type: 'checkbox' })}
                />
                <ul className="small text-body-secondary mb-0">
                  <li>{t('transfer.billingNote')}</li>
                  <li>{t('transfer.emailNote', { patient: patientName })}</li>
                </ul>
              </>
            )}
          </Modal.Body>
          <Modal.Footer>
            <Button variant="outline-secondary" onClick={onClose}>
              {t('cancel')}
            </Button>
            {targets.length > 0 && <SubmitButton busy={formik.isSubmitting}>{t('transfer.confirm')}</SubmitButton>}
          </Modal.Footer>
        </Form>
      </FormikProvider>
    </Modal>
  );
}
