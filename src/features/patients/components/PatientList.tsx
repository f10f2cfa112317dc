import { useCallback, useState } from 'react';
import { Alert, Button, Form, Table } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { routePath } from '../../../app/routes';
import { ALL, clampPage, pageCount, pageOf, type PageSize } from '../../../lib/pagination';
import { PaginationBar } from '../../../lib/ui/PaginationBar';
import { SuccessBanner } from '../../../lib/ui/SuccessBanner';
import { LIST_DEFAULT_PAGE_SIZE, LIST_PAGE_SIZES, searchPatients, type PatientListItem } from '../patientList';

export interface PatientListProps {
  patients: readonly PatientListItem[];
  /** 'add': each row offers ADD PATIENT (the add-patient search results) */
  mode?: 'view' | 'add';
  /** uids already in the doctor's patients (add mode shows them as such) */
  ownPatientUids?: readonly string[];
  onAdd?: (uid: string) => Promise<void>;
}

/**
 * The doctor's patient table: search (name or e-mail), page size, pagination;
 * a row opens the patient's dashboard. In add mode each row can be added to
 * the doctor's patients.
 */
export function PatientList({ patients, mode = 'view', ownPatientUids = [], onAdd }: PatientListProps) {
  const { t } = useTranslation('patients');
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [pageSize, setPageSize] = useState<PageSize>(LIST_DEFAULT_PAGE_SIZE);
  const [requestedPage, setPage] = useState(1);
  const [addingUid, setAddingUid] = useState<string | null>(null);
  const [addError, setAddError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const clearSuccess = useCallback(() => setSuccess(null), []);

  const matching = searchPatients(patients, search);
  const pages = pageCount(matching.length, pageSize);
  const page = clampPage(requestedPage, pages);
  const rows = pageOf(matching, page, pageSize);
  const showPhone = matching.some((p) => p.phoneNumber);

  async function add(uid: string) {
    if (!onAdd) return;
    setAddingUid(uid);
    setAddError(null);
    try {
      await onAdd(uid);
      setSuccess(t('patientAdded'));
    } catch (error) {
      setAddError(error instanceof Error ? error.message : String(error));
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
        <div className="d-flex flex-wrap gap-2 mb-3 align-items-end">
          <Form.Group controlId="patient-list-search" className="flex-grow-1">
            <Form.Label className="small mb-1">{t('search')}</Form.Label>
            <Form.Control
              type="search"
              value={search}
              placeholder={t('searchByNameOrEmail')}
              onChange={(e) => {
                setSearch(e.target.value);
                setPage(1);
              }}
            />
          </Form.Group>
          <Form.Group controlId="patient-list-page-size">
            <Form.Label className="small mb-1">{t('perPage')}</Form.Label>
            <Form.Select
              value={String(pageSize)}
              onChange={(e) => {
                setPageSize(e.target.value === ALL ? ALL : Number(e.target.value));
                setPage(1);
              }}
            >
              {LIST_PAGE_SIZES.map((size) => (
                <option key={size} value={String(size)}>
                  {size === ALL ? t('all') : size}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        </div>
      )}

      {matching.length === 0 ? (
        <p className="text-body-secondary text-center py-3 mb-0">{t('noPatients')}</p>
      ) : (
        <Table hover responsive className="align-middle mb-2">
          <thead>
            <tr>
              <th scope="col">{t('patientName')}</th>
              <th scope="col">{t('email')}</th>
              {showPhone && <th scope="col">{t('phoneNumber')}</th>}
              {mode === 'add' && (
                <th scope="col">
                  <span className="visually-hidden">{t('actions')}</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {rows.map((patient) => {
              const dashboard = routePath('patients.patientDashboard', { uid: patient.uid });
              const isOwn = ownPatientUids.includes(patient.uid);
              return (
                <tr key={patient.uid} style={{ cursor: 'pointer' }} onClick={() => navigate(dashboard)}>
                  <td>
                    <Link to={dashboard} className="text-reset" onClick={(e) => e.stopPropagation()}>
                      {patient.name}
                    </Link>
                  </td>
                  <td className="text-break">{patient.email}</td>
                  {showPhone && <td className="text-nowrap">{patient.phoneNumber ?? ''}</td>}
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
        page={page}
        pages={pages}
        onPageChange={setPage}
        labels={{ navigation: t('pagesOfPatients'), previous: t('previousPage'), next: t('nextPage') }}
      />
    </div>
  );
}
