import { Suspense } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { formatDateTime } from '../../lib/dateFormat';
import type { WithId } from '../../lib/firebase/withId';
import { routePath } from '../../lib/routes';
import { queryErrorMessage } from '../../lib/store/errors';
import { useAppSelector } from '../../lib/store/hooks';
import { useUserRecordQuery } from '../../lib/store/userRecordApi';
import { LinkButton } from '../../lib/ui/LinkButton';
import { PageLoader } from '../../lib/ui/PageLoader';
import { videoVisitWindow } from '@rehab/model/videoVisits';
import type { Appointment } from '@rehab/model/collections';
import { useDoctorAppointmentsQuery, usePatientAppointmentsQuery } from '../../features/appointments';
import { selectAuth } from '../../features/auth';
import { useCareTeamProfiles, usePatientCareRelationshipsQuery } from '../../features/care';
import { doctorNameForPatient, patientNameForDoctor, useVisitPhase, VisitRoom } from '../../features/videoVisits';

/**
 * visit.call (composed here: the appointment and the names come from other features): the video visit of one online appointment, for its doctor and its patient, within its window (from 15
 * minutes before the appointment to an hour after). Anyone else, or at another time, finds nothing to join.
 */
export default function VideoVisitPage() {
  const { t, i18n } = useTranslation('videoVisits');
  const { appointmentId = '' } = useParams();
  const { user, role } = useAppSelector(selectAuth);
  const uid = user?.uid ?? null;
  const isDoctor = role === 'doctor';
  const doctorList = useDoctorAppointmentsQuery(isDoctor && uid ? uid : skipToken);
  const patientList = usePatientAppointmentsQuery(!isDoctor && uid ? uid : skipToken);
  const list = isDoctor ? doctorList : patientList;
  const appointment = list.currentData?.find((a) => a.docId === appointmentId) ?? null;
  const phase = useVisitPhase(appointment?.isOnline ? appointment.datetime.toMillis() : null);
  const home = (
    <LinkButton to={routePath(isDoctor ? 'dashboard.home-4' : 'patient.home')}>
      {t('back')}
    </LinkButton>
  );

  if (!uid || (list.currentData === undefined && !list.isError)) return <PageLoader />;
  if (list.isError) return <Alert variant="danger">{queryErrorMessage(list.error)}</Alert>;
  if (!appointment || !appointment.isOnline || !phase) {
    return (
      <Alert variant="secondary">
        <h1 className="h4">{t('title')}</h1>
        <p>{t('nothingToJoin')}</p>
        {home}
      </Alert>
    );
  }
  if (phase === 'notYet') {
    const opens = videoVisitWindow(appointment.datetime.toMillis()).opens;
    return (
      <Alert variant="info">
        <h1 className="h4">{t('title')}</h1>
        <p data-testid="visit-not-yet">{t('opensAt', { time: formatDateTime(opens, i18n.language) })}</p>
        {home}
      </Alert>
    );
  }
  return (
    <section>
      <Suspense fallback={<PageLoader />}>
        {isDoctor ? (
          <DoctorVisit appointment={appointment} doctorUid={uid} phase={phase} done={home} />
        ) : (
          <PatientVisit appointment={appointment} patientUid={uid} phase={phase} done={home} />
        )}
      </Suspense>
    </section>
  );
}

interface SideProps {
  appointment: WithId<Appointment>;
  phase: NonNullable<ReturnType<typeof useVisitPhase>>;
  done: React.ReactNode;
}

function DoctorVisit({ appointment, doctorUid, phase, done }: SideProps & { doctorUid: string }) {
  const { t } = useTranslation('videoVisits');
  const patient = useUserRecordQuery(appointment.userID);
  if (patient.currentData === undefined && !patient.isError) return <PageLoader />;
  const record = patient.currentData;
  const name = patientNameForDoctor(record) ?? t('yourPatient');
  return (
    <VisitRoom
      appointmentId={appointment.docId}
      appointmentMillis={appointment.datetime.toMillis()}
      phase={phase}
      role="doctor"
      myUid={doctorUid}
      otherUid={appointment.userID}
      otherName={name}
      panel={record ? { patientUid: appointment.userID, patientName: name, deviceIds: Object.keys(record.devices), doctorUid } : null}
      done={done}
    />
  );
}

function PatientVisit({ appointment, patientUid, phase, done }: SideProps & { patientUid: string }) {
  const { t } = useTranslation('videoVisits');
  const { doctors } = useCareTeamProfiles(patientUid);
  // The list the care team is read from: known once the profiles are.
  const relationships = usePatientCareRelationshipsQuery(patientUid);
  if (doctors === undefined) return <PageLoader />;
  const doctorName = doctorNameForPatient(
    doctors.find((d) => d.docId === appointment.doctorID),
    relationships.currentData?.find((r) => r.doctor === appointment.doctorID),
  );
  const name = doctorName ? t('doctorName', { name: doctorName }) : t('yourDoctor');
  return (
    <VisitRoom
      appointmentId={appointment.docId}
      appointmentMillis={appointment.datetime.toMillis()}
      phase={phase}
      role="patient"
      myUid={patientUid}
      otherUid={appointment.doctorID}
      otherName={name}
      panel={null}
      done={done}
    />
  );
}
