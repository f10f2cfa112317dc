import { useMemo, useRef, useState } from 'react';
import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin from '@fullcalendar/interaction';
import type { EventClickArg, EventMountArg } from '@fullcalendar/core';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import ListGroup from 'react-bootstrap/ListGroup';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { formatDateTime } from '../../../lib/dateFormat';
import { sharedCalendarProps } from '../../../lib/ui/calendarLocale';
import { PageLoader } from '../../../lib/ui/PageLoader';
import { useCalendarResize } from '../../../lib/ui/useCalendarResize';
import { queryErrorMessage } from '../../../lib/store/errors';
import { useAppSelector } from '../../../lib/store/hooks';
import { selectUid } from '../../auth';
import { CalendarLegend, SCHEDULE_COLOURS, scheduleColours } from '../../appointments';
import { useClinicMembers, useMyClinic, usePatientContacts } from '../../clinics';
import { useClinicAppointmentsQuery } from '../api/frontDeskApi';
import { ClinicAppointmentDialog } from '../components/ClinicAppointmentDialog';
import { ClinicBookingForm } from '../components/ClinicBookingForm';

/**
 * clinic.calendar (issue 51): the front desk's calendar of any clinician of the clinic: his appointments with the
 * patients who approved the clinic (a month calendar and the list of those to come), each opened to move or cancel
 * it, and the booking form with its clinician picker. Names and contacts only: nothing clinical, no link to a record.
 */
export default function FrontDeskCalendarPage() {
  const { t, i18n } = useTranslation('frontDesk');
  const language = i18n.language;
  const uid = useAppSelector(selectUid);
  const { clinic, loading, error: clinicError } = useMyClinic(uid);
  const clinicId = clinic?.docId ?? null;
  const { clinicians, error: membersError } = useClinicMembers(clinicId);
  const { contacts, error: contactsError } = usePatientContacts(clinicId);
  const appointments = useClinicAppointmentsQuery(clinicId ?? '', { skip: !clinicId });
  const [search, setSearch] = useSearchParams();
  const [openedId, setOpenedId] = useState<string | null>(null);
  const [now] = useState(() => Date.now());
  const calendarRef = useRef<FullCalendar>(null);
  const calendarBox = useRef<HTMLDivElement>(null);
  useCalendarResize(calendarRef, calendarBox, Boolean(clinic));

  // The clinician whose calendar shows: the one asked for in the address, else the first.
  const asked = search.get('clinician');
  const doctor = clinicians?.find((member) => member.docId === asked) ?? clinicians?.[0];
  const doctorId = doctor?.docId ?? '';
  const own = useMemo(
    () => (appointments.currentData ?? []).filter((appointment) => appointment.doctorID === doctorId).sort((a, b) => a.datetime.toMillis() - b.datetime.toMillis()),
    [appointments.currentData, doctorId],
  );
  const upcoming = own.filter((appointment) => appointment.datetime.toMillis() >= now);
  const contactOf = (patientId: string) => contacts?.find((contact) => contact.patientId === patientId);
  const nameOf = (patientId: string) => contactOf(patientId)?.name ?? t('formerPatient');
  const opened = own.find((appointment) => appointment.docId === openedId) ?? null;

  if (loading) return <PageLoader />;
  if (clinicError || !clinic) return <Alert variant="danger">{clinicError ?? t('noClinic')}</Alert>;

  const error = queryErrorMessage(appointments.error) ?? membersError ?? contactsError;
  const events = own.map((appointment) => ({
    id: appointment.docId,
    title: nameOf(appointment.userID),
    start: appointment.datetime.toDate(),
    ...scheduleColours(appointment),
  }));
  const chooseDoctor = (id: string) => setSearch(id ? { clinician: id } : {});
  const onEventClick = ({ event }: EventClickArg) => setOpenedId(event.id);
  // FullCalendar makes the events focusable (Enter or Space opens them); they are announced as buttons too.
  const announceOpenable = ({ el }: EventMountArg) => el.setAttribute('role', 'button');

  return (
    <>
      <h1 className="h4 mb-1">{t('title')}</h1>
      <p className="text-body-secondary">{t('intro', { clinic: clinic.name })}</p>
      {error && <Alert variant="danger">{error}</Alert>}
      {clinicians?.length === 0 && <Alert variant="info">{t('noClinicians')}</Alert>}
      <Row className="g-3">
        <Col lg={8}>
          <Card className="mb-3">
            <Card.Header as="h2" className="h5">
              {doctor ? t('calendarOf', { name: doctor.name }) : t('calendar')}
            </Card.Header>
            <Card.Body ref={calendarBox}>
              <CalendarLegend
                label={t('legend')}
                entries={[
                  { colour: SCHEDULE_COLOURS.online, text: t('online') },
                  { colour: SCHEDULE_COLOURS.inPerson, text: t('inPerson') },
                ]}
              />
              <FullCalendar
                ref={calendarRef}
                plugins={[dayGridPlugin, interactionPlugin]}
                initialView="dayGridMonth"
                headerToolbar={{ start: 'title', center: '', end: 'today prev,next dayGridMonth,dayGridWeek,dayGridDay' }}
                height="auto"
                eventDisplay="block"
                events={events}
                eventClick={onEventClick}
                eventDidMount={announceOpenable}
                {...sharedCalendarProps(language)}
              />
            </Card.Body>
          </Card>
          <Card>
            <Card.Header as="h2" className="h5">
              {t('upcoming')}
            </Card.Header>
            {appointments.currentData === undefined && !appointments.isError ? (
              <Card.Body>
                <PageLoader />
              </Card.Body>
            ) : upcoming.length === 0 ? (
              <Card.Body>
                <p className="text-body-secondary mb-0" data-testid="no-upcoming">
                  {t('noUpcoming')}
                </p>
              </Card.Body>
            ) : (
              <ListGroup variant="flush">
                {upcoming.map((appointment) => {
                  const when = formatDateTime(appointment.datetime.toDate(), language);
                  const name = nameOf(appointment.userID);
                  return (
                    <ListGroup.Item key={appointment.docId} className="d-flex flex-wrap align-items-center justify-content-between gap-2" data-testid="clinic-appointment">
                      <span>
                        <span className="fw-semibold">{when}</span> · {name} · {appointment.isOnline ? t('online') : t('inPerson')}
                      </span>
                      <Button size="sm" variant="outline-primary" onClick={() => setOpenedId(appointment.docId)} aria-label={t('openAppointment', { patient: name, when })}>
                        {t('moveOrCancel')}
                      </Button>
                    </ListGroup.Item>
                  );
                })}
              </ListGroup>
            )}
          </Card>
        </Col>
        <Col lg={4}>
          <Card>
            <Card.Header as="h2" className="h5">
              {t('booking.title')}
            </Card.Header>
            <Card.Body>
              <ClinicBookingForm clinicians={clinicians ?? []} doctorId={doctorId} onDoctorChange={chooseDoctor} contacts={contacts ?? []} clinicAddress={clinic.address} />
            </Card.Body>
          </Card>
        </Col>
      </Row>
      {opened && <ClinicAppointmentDialog key={opened.docId} appointment={opened} contact={contactOf(opened.userID)} clinicians={clinicians ?? []} onClose={() => setOpenedId(null)} />}
    </>
  );
}
