import { Suspense } from 'react';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../lib/ui/PageLoader';
import { PatientMonitoringPanel } from '../../monitoring';
import { PatientSessionCharts } from '../../sessions';

export interface DoctorSidePanelProps {
  patientUid: string;
  patientName: string;
  deviceIds: string[];
  doctorUid: string;
}

/**
 * Beside the call, for the doctor: who the patient is (its visible heading, which also names the panel and, on a
 * phone, the drawer that holds it: `headingId`), his latest session charts and his monitoring summary.
 */
export function DoctorSidePanel({ patientUid, patientName, deviceIds, doctorUid, headingId }: DoctorSidePanelProps & { headingId: string }) {
  const { t } = useTranslation('videoVisits');
  return (
    <section aria-labelledby={headingId} className="visit-side">
      <h2 id={headingId} className="h5 mb-3">
        {t('sidePanel', { name: patientName })}
      </h2>
      <Tabs defaultActiveKey="charts" mountOnEnter className="mb-3">
        <Tab eventKey="charts" title={t('chartsTab')}>
          <Suspense fallback={<PageLoader />}>
            <PatientSessionCharts patientUid={patientUid} />
          </Suspense>
        </Tab>
        <Tab eventKey="monitoring" title={t('monitoringTab')}>
          <Suspense fallback={<PageLoader />}>
            <PatientMonitoringPanel patientUid={patientUid} patientName={patientName} deviceIds={deviceIds} doctorUid={doctorUid} />
          </Suspense>
        </Tab>
      </Tabs>
    </section>
  );
}
