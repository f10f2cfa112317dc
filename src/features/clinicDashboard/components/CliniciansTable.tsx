import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import type { DashboardClinician, DashboardCounts } from '@rehab/model/clinicDashboard';
import { useFigureTexts } from '../hooks/useFigureTexts';
import { waitingAlerts } from '../logic/dashboardFigures';

interface CliniciansTableProps {
  clinicians: readonly DashboardClinician[];
  clinic: DashboardCounts;
  /** the clinician the filter shows, marked in the table; null for the whole clinic */
  chosen: string | null;
  viewerUid: string;
}

/** Each clinician's figures side by side, the whole clinic's below. Scrolls sideways on a phone, by keyboard too. */
export function CliniciansTable({ clinicians, clinic, chosen, viewerUid }: CliniciansTableProps) {
  const { t } = useTranslation('clinicDashboard');
  const { share, clinicianName } = useFigureTexts();
  const cells = (counts: DashboardCounts) => (
    <>
      <td className="text-end">{counts.patients}</td>
      <td className="text-end">{counts.inMonitoring}</td>
      <td className="text-end">{share(counts.onTrack, counts.inMonitoring)}</td>
      <td className="text-end">{waitingAlerts(counts)}</td>
      <td className="text-end">{share(counts.outcomesImproved, counts.outcomesMeasured)}</td>
    </>
  );
  return (
    <div className="table-responsive" tabIndex={0} role="region" aria-label={t('clinicians.tableLabel')}>
      <Table hover className="align-middle mb-0" data-testid="clinicians-table">
        <thead>
          <tr>
            <th scope="col">{t('clinicians.columns.clinician')}</th>
            <th scope="col" className="text-end">
              {t('clinicians.columns.patients')}
            </th>
            <th scope="col" className="text-end">
              {t('clinicians.columns.inMonitoring')}
            </th>
            <th scope="col" className="text-end">
              {t('clinicians.columns.onTrack')}
            </th>
            <th scope="col" className="text-end">
              {t('clinicians.columns.alerts')}
            </th>
            <th scope="col" className="text-end">
              {t('clinicians.columns.improved')}
            </th>
          </tr>
        </thead>
        <tbody>
          {clinicians.length === 0 ? (
            <tr>
              <td colSpan={6} className="text-center text-body-secondary py-4">
                {t('clinicians.empty')}
              </td>
            </tr>
          ) : (
            clinicians.map((clinician) => (
              <tr key={clinician.uid} className={clinician.uid === chosen ? 'table-active' : undefined} data-testid={`clinician-row-${clinician.uid}`}>
                <th scope="row" className="fw-normal text-nowrap">
                  {clinicianName(clinician, viewerUid)}
                </th>
                {cells(clinician)}
              </tr>
            ))
          )}
        </tbody>
        <tfoot>
          <tr className="fw-semibold" data-testid="clinician-row-clinic">
            <th scope="row" className="text-nowrap">
              {t('clinicians.wholeClinic')}
            </th>
            {cells(clinic)}
          </tr>
        </tfoot>
      </Table>
    </div>
  );
}
