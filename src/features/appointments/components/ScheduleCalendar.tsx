import { useRef } from 'react';
import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/daygrid';
import Card from 'react-bootstrap/Card';
import { useTranslation } from 'react-i18next';
import { routePath } from '../../../lib/routes';
import { sharedCalendarProps } from '../../../lib/ui/calendarLocale';
import { LinkButton } from '../../../lib/ui/LinkButton';
import { useCalendarResize } from '../../../lib/ui/useCalendarResize';
import { queryErrorMessage } from '../../../lib/store/errors';
import { usePatients } from '../../patients';
import { useDoctorAppointmentsQuery } from '../api/appointmentsApi';
import { SCHEDULE_COLOURS, scheduleColours } from '../logic/appointmentRules';
import { CalendarLegend } from './CalendarLegend';
import { VideoVisitsNow } from './VideoVisitsNow';

/** Height of the dashboard calendar. */
const SCHEDULE_HEIGHT = '700px';

/**
 * The dashboard's 'Your Schedule': the doctor's appointments by month, week or day, online green and in-person blue,
 * with 'Start video visit' above it for the online ones whose window is open.
 */
export function ScheduleCalendar({ doctorUid }: { doctorUid: string }) {
  const { t, i18n } = useTranslation('appointments');
  const appointments = useDoctorAppointmentsQuery(doctorUid);
  const { patients } = usePatients();
  const error = queryErrorMessage(appointments.error);
  const calendarRef = useRef<FullCalendar>(null);
  const calendarBox = useRef<HTMLDivElement>(null);
  useCalendarResize(calendarRef, calendarBox);
  const events = (appointments.currentData ?? []).map((a) => ({
    id: a.docId,
    title: a.isOnline ? t('online') : t('inPerson'),
    start: a.datetime.toDate(),
    ...scheduleColours(a),
  }));

  return (
    <>
      <VideoVisitsNow appointments={appointments.currentData ?? []} role="doctor" nameOf={(a) => patients.find((p) => p.uid === a.userID)?.name ?? t('patient')} />
      <Card>
        <Card.Header className="d-flex flex-wrap justify-content-between align-items-center gap-2">
          <h2 className="h5 mb-0">{t('yourSchedule')}</h2>
          <LinkButton to={routePath('app.calendar')}>{t('bookAppointmentCaps')}</LinkButton>
        </Card.Header>
        <Card.Body ref={calendarBox}>
          {error && <p className="text-danger">{error}</p>}
          <CalendarLegend
            label={t('legend')}
            entries={[
              { colour: SCHEDULE_COLOURS.online, text: t('online') },
              { colour: SCHEDULE_COLOURS.inPerson, text: t('inPerson') },
            ]}
          />
          <FullCalendar
            ref={calendarRef}
            plugins={[dayGridPlugin]}
            initialView="dayGridMonth"
            headerToolbar={{ start: 'title', center: '', end: 'today prev,next dayGridMonth,dayGridWeek,dayGridDay' }}
            height={SCHEDULE_HEIGHT}
            eventDisplay="block"
            events={events}
            {...sharedCalendarProps(i18n.language)}
          />
        </Card.Body>
      </Card>
    </>
  );
}
