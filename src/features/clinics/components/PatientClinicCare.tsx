import { useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { primaryOf } from '@rehab/model/clinics';
import { routePath } from '../../../lib/routes';
import { useAppSelector } from '../../../lib/store/hooks';
import { selectUid } from '../../auth';
import { useActiveClinicConsentsQuery } from '../api/clinicsApi';
import { useClinicPatients } from '../hooks/useClinicPatients';
import { useClinicMembers } from '../hooks/useClinicPeople';
import { useMyClinic } from '../hooks/useMyClinic';
import { patientDataSeenBy } from '../logic/roleAccess';
import { mayTransfer } from '../logic/transfer';
import { CoveringBadge } from './CoveringBadge';
import { TransferPatientDialog } from './TransferPatientDialog';

/**
 * On the doctor's dashboard of a patient who approves his clinic (issue 51): the patient's primary clinician there,
 * "Covering for …" when the doctor sees him as an away colleague's cover, and, for the clinic's owner or the primary,
 * "Transfer to another clinician…". Nothing for a patient outside the clinic. The approvals are the live ones the
 * patient list already reads, so the new primary shows at once; a doctor who hands his patient over goes back to his
 * patients, whose records he no longer sees.
 */
export function PatientClinicCare({ patientId, patientName }: { patientId: string; patientName: string }) {
  const { t } = useTranslation('clinics');
  const navigate = useNavigate();
  const uid = useAppSelector(selectUid);
  const { membership, clinic } = useMyClinic(uid);
  const seesPatients = membership !== null && patientDataSeenBy(membership.role).includes('clinical');
  const consents = useActiveClinicConsentsQuery(seesPatients ? membership.clinicId : skipToken);
  const { members } = useClinicMembers(seesPatients ? membership.clinicId : null);
  const { coveringFor } = useClinicPatients(uid);
  const [transferring, setTransferring] = useState(false);
  const consent = consents.currentData?.find((approval) => approval.patient === patientId);
  if (!consent || !membership || !clinic || !uid) return null;

  const primary = primaryOf(consent);
  const primaryName = primary === uid ? t('transfer.you') : (members?.find((member) => member.docId === primary)?.name ?? t('members.formerMember'));
  return (
    <div className="w-100 border-top pt-2 mt-1" data-testid="clinic-primary">
      <p className="small mb-2">{t('transfer.primaryIn', { clinic: clinic.name, primary: primaryName })}</p>
      <CoveringBadge awayName={coveringFor.get(patientId)} className="mb-2" />
      {mayTransfer(membership.role, uid, primary) && members && (
        <div>
          <Button size="sm" variant="outline-primary" onClick={() => setTransferring(true)}>
            {t('transfer.open')}
          </Button>
        </div>
      )}
      {transferring && members && (
        <TransferPatientDialog
          patientId={patientId}
          patientName={patientName}
          primary={primary}
          members={members}
          onClose={() => setTransferring(false)}
          onTransferred={(result) => result.to !== uid && navigate(routePath('patients.list'))}
        />
      )}
    </div>
  );
}
