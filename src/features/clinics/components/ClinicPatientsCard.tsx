import { useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import ListGroup from 'react-bootstrap/ListGroup';
import { useTranslation } from 'react-i18next';
import { primaryOf, type ClinicMember } from '@rehab/model/clinics';
import type { WithId } from '../../../lib/firebase/withId';
import { clampPage, pageCount, pageOf } from '../../../lib/pagination';
import { queryErrorMessage } from '../../../lib/store/errors';
import { PaginationBar } from '../../../lib/ui/PaginationBar';
import { useActiveClinicConsentsQuery } from '../api/clinicsApi';
import { usePatientContacts } from '../hooks/useClinicPeople';
import { ClinicListCard } from './ClinicListCard';
import { TransferPatientDialog } from './TransferPatientDialog';

const PER_PAGE = 20;

interface PatientOfClinic {
  patientId: string;
  name: string;
  primary: string;
}

/**
 * The owner's list of the clinic's patients (issue 51): each one who approves the clinic, by name (the patients'
 * contacts), with his primary clinician, and "Transfer…" to another owner or clinician; the owner transfers a
 * colleague's patient he does not see himself. Live: a transfer shows its new primary at once.
 */
export function ClinicPatientsCard({ clinicId, members }: { clinicId: string; members: readonly WithId<ClinicMember>[] }) {
  const { t } = useTranslation('clinics');
  const consents = useActiveClinicConsentsQuery(clinicId);
  const { contacts, error: contactsError } = usePatientContacts(clinicId);
  const [requestedPage, setPage] = useState(1);
  const [transferring, setTransferring] = useState<PatientOfClinic | null>(null);
  const data = consents.currentData;
  const patients = useMemo<PatientOfClinic[]>(() => {
    const nameOf = new Map((contacts ?? []).map((contact) => [contact.patientId, contact.name]));
    return (data ?? [])
      .map((consent) => ({ patientId: consent.patient, name: nameOf.get(consent.patient) || t('transfer.unnamedPatient'), primary: primaryOf(consent) }))
      .sort((a, b) => a.name.localeCompare(b.name) || a.patientId.localeCompare(b.patientId));
  }, [data, contacts, t]);
  const pages = pageCount(patients.length, PER_PAGE);
  const page = clampPage(requestedPage, pages);
  const nameOf = (uid: string) => members.find((member) => member.docId === uid)?.name ?? t('members.formerMember');

  return (
    <>
      <ClinicListCard
        id="clinic-patients"
        title={t('transfer.patientsTitle')}
        error={queryErrorMessage(consents.error) ?? contactsError}
        isLoading={data === undefined && !consents.isError}
        isEmpty={patients.length === 0}
        emptyText={t('transfer.noPatients')}
      >
        {pageOf(patients, page, PER_PAGE).map((patient) => (
          <ListGroup.Item key={patient.patientId} className="d-flex flex-wrap justify-content-between align-items-center gap-2" data-testid="clinic-patient">
            <div className="text-break">
              <div className="fw-semibold">{patient.name}</div>
              <div className="small text-body-secondary" data-testid="clinic-patient-primary">
                {t('transfer.primary', { primary: nameOf(patient.primary) })}
              </div>
            </div>
            {/* The visible text is part of the button's name (WCAG 2.5.3), which names the patient. */}
            <Button size="sm" variant="outline-primary" onClick={() => setTransferring(patient)} aria-label={t('transfer.openFor', { patient: patient.name })}>
              {t('transfer.openShort')}
            </Button>
          </ListGroup.Item>
        ))}
      </ClinicListCard>
      <div className="mb-3">
        <PaginationBar page={page} pages={pages} onPageChange={setPage} labels={{ navigation: t('transfer.pages'), previous: t('transfer.previousPage'), next: t('transfer.nextPage') }} />
      </div>
      {transferring && (
        <TransferPatientDialog
          patientId={transferring.patientId}
          patientName={transferring.name}
          primary={transferring.primary}
          members={members}
          onClose={() => setTransferring(null)}
        />
      )}
    </>
  );
}
