import { useRef, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin from '@fullcalendar/interaction';
import type { EventClickArg, EventMountArg } from '@fullcalendar/core';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import type { WithId } from '../../../lib/firebase/withId';
import type { Appointment } from '@rehab/model/collections';
import { sharedCalendarProps } from '../../../lib/ui/calendarLocale';
import { useCalendarResize } from '../../../lib/ui/useCalendarResize';
import { queryErrorMessage } from '../../../lib/store/errors';
import { PageLoader } from '../../../lib/ui/PageLoader';
import { usePatients } from '../../patients';
import { useDoctorAppointmentsQuery, usePatientAppointmentsQuery } from '../api/appointmentsApi';
import { AppointmentDialog } from '../components/AppointmentDialog';
import { BookAppointmentForm } from '../components/BookAppointmentForm';
import { CalendarLegend } from '../components/CalendarLegend';
import { VideoVisitsNow } from '../components/VideoVisitsNow';
import { BOOKING_COLOURS, bookingColours, mergeById } from '../logic/appointmentRules';

/**
 * app.calendar: the month calendar of appointments ('Appt') with the legend,
 * and the 'Book Appointment' form. Selecting a patient highlights their
 * appointments; clicking one of the doctor's own opens it for cancelling.
 */
export default function CalendarPage() {
  const { t, i18n } = useTranslation('appointments');
  const { uid, doctor, doctorLoading, doctorError, patients, patientsError } = usePatients();
  const [selectedPatient, setSelectedPatient] = useState<string | null>(null);
  const [opened, setOpened] = useState<WithId<Appointment> | null>(null);
  const own = useDoctorAppointmentsQuery(uid ?? skipToken);
  const selected = usePatientAppointmentsQuery(selectedPatient ?? skipToken);
  const calendarRef = useRef<FullCalendar>(null);
  const calendarBox = useRef<HTMLDivElement>(null);
  useCalendarResize(calendarRef, calendarBox, Boolean(uid && doctor));

  if (doctorLoading) return <PageLoader />;
  if (!uid || !doctor) return <Alert variant="danger">{doctorError?.message ?? t('noDoctorRecord')}</Alert>;

  // The selected patient's appointments only (not the previous patient's while the new ones load).
  const appointments = mergeById(own.currentData ?? [], selected.currentData ?? []);
  const events = appointments.flatMap((appointment) => {
    const colours = bookingColours(appointment, uid, selectedPatient);
    if (!colours) return [];
    // Only the doctor's own appointments open (for cancelling); another doctor's is not a control.
    const interactive = appointment.doctorID === uid;
    return [{ id: appointment.docId, title: t('appt'), start: appointment.datetime.toDate(), interactive, ...colours }];
  });
  const error = queryErrorMessage(own.error) ?? queryErrorMessage(selected.error) ?? patientsError;

  function onEventClick({ event }: EventClickArg) {
    const appointment = appointments.find((a) => a.docId === event.id);
    if (appointment && appointment.doctorID === uid) setOpened(appointment);
  }

  /** FullCalendar makes the openable events focusable (Enter or Space opens them); they are announced as buttons too. */
  function announceOpenable({ el, event }: EventMountArg) {
    if (appointments.find((a) => a.docId === event.id)?.doctorID === uid) el.setAttribute('role', 'button');
  }

  const patientName = (patientUid: string) => patients.find((p) => p.uid === patientUid)?.name ?? patientUid;

  return (
    <>
      <h1 className="h4 mb-3">{t('calendarTitle')}</h1>
      <VideoVisitsNow appointments={own.currentData ?? []} role="doctor" nameOf={(a) => patientName(a.userID)} />
      <Row className="g-3">
        <Col lg={8}>
          <Card>
            <Card.Body ref={calendarBox}>
              {error && <Alert variant="danger">{error}</Alert>}
              <CalendarLegend
                label={t('legend')}
                entries={[
                  { colour: BOOKING_COLOURS.own, text: t('legendOwn') },
                  { colour: BOOKING_COLOURS.ownWithSelectedPatient, text: t('legendOwnWithSelected') },
                  { colour: BOOKING_COLOURS.selectedPatientWithOtherDoctor, text: t('legendSelectedWithOther') },
                ]}
              />
              <FullCalendar
                ref={calendarRef}
                plugins={[dayGridPlugin, interactionPlugin]}
                initialView="dayGridMonth"
                headerToolbar={{ start: 'title', center: '', end: 'today prev,next' }}
                height="auto"
                eventDisplay="block"
                events={events}
                eventClick={onEventClick}
                eventDidMount={announceOpenable}
                {...sharedCalendarProps(i18n.language)}
              />
            </Card.Body>
          </Card>
        </Col>
        <Col lg={4}>
          <Card>
            <Card.Header as="h2" className="h5">
              {t('bookAppointment')}
            </Card.Header>
            <Card.Body>
              <BookAppointmentForm
                doctorUid={uid}
                profileAddress={doctor.address}
                patients={patients}
                onPatientChange={(patientUid) => setSelectedPatient(patientUid || null)}
              />
            </Card.Body>
          </Card>
        </Col>
        <AppointmentDialog
          appointment={opened}
          patientName={opened ? patientName(opened.userID) : ''}
          doctorName={`${doctor.firstName} ${doctor.lastName}`}
          onClose={() => setOpened(null)}
        />
      </Row>
    </>
  );
}
