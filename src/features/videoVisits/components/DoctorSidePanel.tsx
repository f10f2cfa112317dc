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

/** Beside the call, for the doctor: the patient's latest session charts and his monitoring summary. */
export function DoctorSidePanel({ patientUid, patientName, deviceIds, doctorUid }: DoctorSidePanelProps) {
  const { t } = useTranslation('videoVisits');
  return (
    <section aria-label={t('sidePanel', { name: patientName })} className="visit-side">
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
