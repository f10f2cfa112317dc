import { usePatientAppointmentsQuery } from '../api/appointmentsApi';
import { useCareTeamProfiles } from '../../care';
import { useTranslation } from 'react-i18next';
import { VideoVisitsNow } from './VideoVisitsNow';

/** The patient home's 'Join video visit' for his online appointments within their windows. */
export function PatientVideoVisits({ patientUid }: { patientUid: string }) {
  const { t } = useTranslation('appointments');
  const appointments = usePatientAppointmentsQuery(patientUid);
  const { doctors } = useCareTeamProfiles(patientUid);
  const nameOf = (doctorUid: string) => {
    const doctor = doctors?.find((d) => d.docId === doctorUid);
    return doctor ? t('doctorName', { name: doctor.lastName || doctor.firstName }) : t('yourDoctor');
  };
  return <VideoVisitsNow appointments={appointments.currentData ?? []} role="patient" nameOf={(a) => nameOf(a.doctorID)} />;
}
