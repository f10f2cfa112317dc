import Card from 'react-bootstrap/Card';
import { useTranslation } from 'react-i18next';
import type { Appointment } from '@rehab/model/collections';
import type { VisitRole } from '@rehab/model/videoVisits';
import { formatTime } from '../../../lib/dateFormat';
import type { WithId } from '../../../lib/firebase/withId';
import { useAnyVisitOpen, VideoVisitButton } from '../../videoVisits';

export interface VideoVisitsNowProps {
  appointments: readonly WithId<Appointment>[];
  role: VisitRole;
  /** the other participant's name in words */
  nameOf: (appointment: WithId<Appointment>) => string;
}

/**
 * The online appointments whose video visit may be joined now (from 15 minutes before until an hour after), each with
 * 'Start video visit' (the doctor) or 'Join video visit' (the patient) and its video link as an alternative. Nothing
 * shows outside their windows.
 */
export function VideoVisitsNow({ appointments, role, nameOf }: VideoVisitsNowProps) {
  const { t, i18n } = useTranslation('appointments');
  const online = appointments.filter((a) => a.isOnline);
  const open = useAnyVisitOpen(online.map((a) => a.datetime.toMillis()));
  const joinable = online.filter((_, index) => open[index]).sort((a, b) => a.datetime.toMillis() - b.datetime.toMillis());
  if (joinable.length === 0) return null;
  return (
    <Card className="mb-3 border-success" data-testid="video-visits-now">
      <Card.Header>
        <h2 className="h5 mb-0">{t('videoVisitsNow')}</h2>
      </Card.Header>
      <Card.Body className="d-flex flex-column gap-3">
        {joinable.map((appointment) => (
          <div key={appointment.docId} className="d-flex flex-wrap align-items-center gap-2">
            <span className="me-auto">
              {t('videoVisitWith', { name: nameOf(appointment), time: formatTime(appointment.datetime.toDate(), i18n.language) })}
            </span>
            <VideoVisitButton appointmentId={appointment.docId} role={role} />
            {appointment.location && (
              <a href={appointment.location} target="_blank" rel="noreferrer" className="small">
                {t('videoLinkAlternative')}
              </a>
            )}
          </div>
        ))}
      </Card.Body>
    </Card>
  );
}
