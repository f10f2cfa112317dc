import { lazy } from 'react';

/**
 * What other features use of the appointments area. The doctor's schedule, its code (with FullCalendar) loaded when it
 * first renders: render it under a Suspense boundary. Lazy so that the pages that import this area for anything else
 * (the patient home's join button, the video visit's page) do not load FullCalendar.
 */
export const ScheduleCalendar = lazy(() => import('./components/ScheduleCalendar').then((calendar) => ({ default: calendar.ScheduleCalendar })));
/** The doctor's own appointments and one patient's, live (the video visit finds its appointment among them). */
export { useDoctorAppointmentsQuery, usePatientAppointmentsQuery } from './api/appointmentsApi';
/** 'Start video visit' and 'Join video visit' for the online appointments within their windows (issue 33). */
export { DoctorVideoVisits } from './components/DoctorVideoVisits';
export { PatientVideoVisits } from './components/PatientVideoVisits';
/** The patient's appointments (live), which the patient home reads before it shows: its join button is at its top. */
export { prefetchPatientAppointments } from './api/appointmentsApi';
/** The booking rules and the calendar's colours and legend, for the front desk's calendar (issue 51). */
export { SCHEDULE_COLOURS, appointmentTime, isNotInThePast, scheduleColours, videoLink } from './logic/appointmentRules';
export { CalendarLegend } from './components/CalendarLegend';
