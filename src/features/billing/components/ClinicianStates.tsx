import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import type { ClinicianMonth } from '@rehab/model/callables';
import { formatDateTime } from '../../../lib/dateFormat';
import { useClosedBy } from '../hooks/useClosedBy';

interface ClinicianStatesProps {
  clinicians: readonly ClinicianMonth[];
  viewerId: string;
  nameOf: (uid: string) => string | undefined;
}

/** The clinic's month per clinician (issue 51): his lines, and whether his month is open or closed, when and by whom. */
export function ClinicianStates({ clinicians, viewerId, nameOf }: ClinicianStatesProps) {
  const { t, i18n } = useTranslation('billing');
  const closedBy = useClosedBy(viewerId, nameOf);
  if (clinicians.length === 0) return <p className="text-body-secondary mb-0">{t('clinic.noClinicians')}</p>;
  return (
    <div className="table-responsive">
      <Table size="sm" className="align-middle mb-0" data-testid="clinician-states">
        <thead>
          <tr>
            <th scope="col">{t('columns.clinician')}</th>
            <th scope="col">{t('clinic.lines')}</th>
            <th scope="col">{t('state.title')}</th>
          </tr>
        </thead>
        <tbody>
          {clinicians.map((clinician) => (
            <tr key={clinician.doctorId} data-testid="clinician-state">
              <th scope="row" className="fw-normal">
                {clinician.name}
              </th>
              <td>{clinician.lines.length}</td>
              <td>
                {clinician.closed ? (
                  <>
                    <span className="badge text-bg-secondary me-2">{t('state.closed')}</span>
                    {t('clinic.closedOn', { date: formatDateTime(Date.parse(clinician.closed.closedAt), i18n.language), by: closedBy(clinician.closed.closedBy) })}
                  </>
                ) : (
                  <span className="badge text-bg-success">{t('state.open')}</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
