import { Suspense } from 'react';
import { DEFAULT_TIME_ZONE } from '@rehab/model/monitoring';
import Alert from 'react-bootstrap/Alert';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query';
import type { Doctor, User } from '@rehab/model/collections';
import { DASHBOARD_OUTCOMES_SECTION } from '../../lib/routes';
import { queryErrorMessage } from '../../lib/store/errors';
import { useUserRecordQuery } from '../../lib/store/userRecordApi';
import { PageLoader } from '../../lib/ui/PageLoader';
import { useScrollToHash } from '../../lib/ui/useScrollToHash';
import { DoctorVideoVisits } from '../../features/appointments';
import { AccessLostNotice } from '../../features/care';
import { PatientClinicCare } from '../../features/clinics';
import { PatientHistory } from '../../features/history';
import { PatientWorkouts } from '../../features/plans';
import { StatisticsPanel } from '../../features/statistics';
import { PatientMonitoringPanel, useManagementTimer } from '../../features/monitoring';
import { PatientOutcomesPanel } from '../../features/outcomes';
import { PatientProfileCard, usePatientMembership, usePatients } from '../../features/patients';
import { ExportRecordButton } from '../../features/recordExport';
import { ReminderStatusSummary } from '../../features/reminders';
import { AlertThresholdsPanel } from '../../features/triage';

/**
 * patients.patientDashboard: the doctor's view of one patient, its profile
 * card with Add Patient or Delete From My Patients. The statistics, workout
 * plans and workout schedule of document 2 join it in a wider column beside it;
 * the History tab lists every recorded change to the patient's clinical data. For a patient of the doctor's clinic,
 * his primary clinician there and his transfer (issue 51).
 */
export default function PatientDashboardPage() {
  const { t } = useTranslation('patients');
  const { uid: patientUid = '' } = useParams();
  const { uid: doctorUid, doctor, doctorLoading, doctorError, grantedBy } = usePatients();
  const patient = useUserRecordQuery(patientUid || skipToken);
  // A patient the doctor may not see (never granted, or removed him) is told in words, the same as one that does
  // not exist. The doctor's own relationships are live: a removal shows at once on an open dashboard, whose
  // listeners the server does not cancel (the rules refuse their next read).
  const revoked = grantedBy !== undefined && !grantedBy.includes(patientUid);
  // The doctor's time on this dashboard is management time (remote monitoring), while he may see the patient.
  useManagementTimer(revoked ? null : patientUid, 'dashboard');

  // The record of this patient (not the one shown before another patient was opened).
  const record = patient.currentData;
  const patientError = patient.isError ? patient.error : undefined;
  if (revoked) return <AccessLostNotice />;
  if ((patientUid && record === undefined && !patientError) || doctorLoading) return <PageLoader />;
  const hidden = patientError && 'code' in patientError && patientError.code === 'permission-denied';
  const readError = hidden ? (doctorError?.message ?? null) : (queryErrorMessage(patientError) ?? doctorError?.message ?? null);
  if (readError) return <Alert variant="danger">{readError}</Alert>;
  if (hidden) return <AccessLostNotice />;
  if (!record || !doctor || !doctorUid) return <Alert variant="warning">{t('patientNotFound')}</Alert>;

  return <PatientDashboard patientUid={patientUid} record={record} doctor={doctor} doctorUid={doctorUid} />;
}

interface PatientDashboardProps {
  patientUid: string;
  record: User;
  doctor: Doctor;
  doctorUid: string;
}

function PatientDashboard({ patientUid, record, doctor, doctorUid }: PatientDashboardProps) {
  const { t } = useTranslation('patients');
  const membership = usePatientMembership(patientUid, record, doctor, doctorUid);
  useScrollToHash();
  return (
    <section>
      {membership.error && (
        <Alert variant="danger" dismissible onClose={membership.dismissError}>
          {membership.error}
        </Alert>
      )}
      <DoctorVideoVisits doctorUid={doctorUid} patientUid={patientUid} nameOf={() => `${record.firstName} ${record.lastName}`.trim()} />
      <Row className="g-3">
        <Col lg={4}>
          <PatientProfileCard
            patient={record}
            isOwn={membership.isOwn}
            canAdd={membership.canAdd}
            pending={membership.pending}
            onAdd={membership.add}
            onRemove={membership.remove}
            actions={
              <>
                <PatientClinicCare patientId={patientUid} patientName={`${record.firstName} ${record.lastName}`.trim()} />
                <ReminderStatusSummary patientUid={patientUid} />
                <ExportRecordButton patientId={patientUid} patientName={`${record.firstName} ${record.lastName}`.trim()} audience="doctor" />
              </>
            }
          />
        </Col>
        <Col lg={8}>
          <Suspense fallback={<PageLoader />}>
            <PatientMonitoringPanel
              patientUid={patientUid}
              patientName={`${record.firstName} ${record.lastName}`.trim()}
              deviceIds={Object.keys(record.devices)}
              doctorUid={doctorUid}
            />
          </Suspense>
        </Col>
        <Col xs={12} id={DASHBOARD_OUTCOMES_SECTION}>
          <Suspense fallback={<PageLoader />}>
            <PatientOutcomesPanel patientUid={patientUid} doctorUid={doctorUid} timeZone={record.timeZone || DEFAULT_TIME_ZONE} />
          </Suspense>
        </Col>
        <Col xs={12}>
          <Tabs defaultActiveKey="overview" mountOnEnter className="mb-3">
            <Tab eventKey="overview" title={t('overviewTab')}>
              <Row className="g-3">
                <Col xs={12}>
                  <StatisticsPanel patientUid={patientUid} deviceIds={Object.keys(record.devices)} />
                </Col>
                <Col xs={12}>
                  <PatientWorkouts
                    patientUid={patientUid}
                    scheduler={{ role: 'doctor', uid: doctorUid, patientUids: doctor.patients }}
                    editable={membership.isOwn}
                    canAddPublic
                  />
                </Col>
              </Row>
            </Tab>
            <Tab eventKey="history" title={t('historyTab')}>
              <PatientHistory patientUid={patientUid} />
            </Tab>
            <Tab eventKey="alerts" title={t('alertsTab')}>
              <AlertThresholdsPanel patientUid={patientUid} />
            </Tab>
          </Tabs>
        </Col>
      </Row>
    </section>
  );
}
