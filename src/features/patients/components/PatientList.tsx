import { useCallback, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { routePath } from '../../../lib/routes';
import { PaginationBar } from '../../../lib/ui/PaginationBar';
import { SuccessBanner } from '../../../lib/ui/SuccessBanner';
import { errorMessage } from '../../../lib/store/errors';
import { useListView } from '../hooks/useListView';
import { LIST_DEFAULT_PAGE_SIZE, LIST_PAGE_SIZES, searchPatients, type PatientListItem } from '../logic/patientList';
import { ListControls } from './ListControls';

export interface PatientListProps {
  patients: readonly PatientListItem[];
  /** 'add': each row offers ADD PATIENT (the add-patient search results) */
  mode?: 'view' | 'add';
  /** uids already in the doctor's patients (add mode shows them as such) */
  ownPatientUids?: readonly string[];
  onAdd?: (uid: string) => Promise<unknown>;
}

/** On a phone the phone number goes under the e-mail address instead of in a column of its own. */
const PHONE_COLUMN = 'd-none d-sm-table-cell';

/**
 * An e-mail address that wraps after its '@' rather than anywhere (Bootstrap's
 * text-break would let the table squeeze the column to one letter).
 */
function EmailAddress({ email }: { email: string }) {
  const at = email.indexOf('@');
  if (at < 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}

/**
 * The doctor's patient table: search (name or e-mail), page size, pagination;
 * a row opens the patient's dashboard. In add mode each row can be added to
 * the doctor's patients.
 */
export function PatientList({ patients, mode = 'view', ownPatientUids = [], onAdd }: PatientListProps) {
  const { t } = useTranslation('patients');
  const navigate = useNavigate();
  const list = useListView(patients, searchPatients, LIST_DEFAULT_PAGE_SIZE);
  /** the patient being added, while the write is under way */
  const [addingUid, setAddingUid] = useState<string | null>(null);
  const [addError, setAddError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const clearSuccess = useCallback(() => setSuccess(null), []);
  const showPhone = list.matching.some((p) => p.phoneNumber);

  async function add(uid: string) {
    if (!onAdd) return;
    setAddingUid(uid);
    setAddError(null);
    try {
      await onAdd(uid);
      setSuccess(t('patientAdded'));
    } catch (error) {
      setAddError(errorMessage(error));
    } finally {
      setAddingUid(null);
    }
  }

  return (
    <div>
      <SuccessBanner message={success} onClose={clearSuccess} />
      {addError && (
        <Alert variant="danger" dismissible onClose={() => setAddError(null)}>
          {addError}
        </Alert>
      )}
      {mode === 'view' && (
        <ListControls idPrefix="patient-list" searchPlaceholder={t('searchByNameOrEmail')} pageSizes={LIST_PAGE_SIZES} {...list.controls} />
      )}

      {list.matching.length === 0 ? (
        <p className="text-body-secondary text-center py-3 mb-0">{t('noPatients')}</p>
      ) : (
        <Table hover responsive className="align-middle mb-2">
          <thead>
            <tr>
              <th scope="col">{t('patientName')}</th>
              <th scope="col">{t('email')}</th>
              {showPhone && (
                <th scope="col" className={PHONE_COLUMN}>
                  {t('phoneNumber')}
                </th>
              )}
              {mode === 'add' && (
                <th scope="col">
                  <span className="visually-hidden">{t('actions')}</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {list.rows.map((patient) => {
              const dashboard = routePath('patients.patientDashboard', { uid: patient.uid });
              const isOwn = ownPatientUids.includes(patient.uid);
              return (
                <tr key={patient.uid} style={{ cursor: 'pointer' }} onClick={() => navigate(dashboard)}>
                  <td>
                    <Link to={dashboard} className="text-reset" onClick={(e) => e.stopPropagation()}>
                      {patient.name}
                    </Link>
                  </td>
                  <td>
                    <EmailAddress email={patient.email} />
                    {patient.phoneNumber && (
                      <div className="d-sm-none small text-body-secondary text-nowrap">
                        <bdi dir="ltr">{patient.phoneNumber}</bdi>
                      </div>
                    )}
                  </td>
                  {showPhone && (
                    <td className={`text-nowrap ${PHONE_COLUMN}`}>
                      <bdi dir="ltr">{patient.phoneNumber ?? ''}</bdi>
                    </td>
                  )}
                  {mode === 'add' && (
                    <td className="text-end" onClick={(e) => e.stopPropagation()}>
                      {isOwn ? (
                        <span className="text-body-secondary small">{t('alreadyYourPatient')}</span>
                      ) : (
                        <Button size="sm" disabled={addingUid !== null} onClick={() => void add(patient.uid)}>
                          {addingUid === patient.uid ? t('addingPatientCaps') : t('addPatientCaps')}
                        </Button>
                      )}
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </Table>
      )}
      <PaginationBar
        page={list.page}
        pages={list.pages}
        onPageChange={list.setPage}
        labels={{ navigation: t('pagesOfPatients'), previous: t('previousPage'), next: t('nextPage') }}
      />
    </div>
  );
}
