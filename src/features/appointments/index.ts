import { lazy } from 'react';

/**
 * What other features use of the appointments area. The doctor's schedule, its code (with FullCalendar) loaded when it
 * first renders: render it under a Suspense boundary. Lazy so that the pages that import this area for anything else
 * (the patient home, the video visit's page) do not load FullCalendar.
 */
export const ScheduleCalendar = lazy(() => import('./components/ScheduleCalendar').then((calendar) => ({ default: calendar.ScheduleCalendar })));
/** The doctor's own appointments and one patient's, live (the video visit finds its appointment among them). */
export { useDoctorAppointmentsQuery, usePatientAppointmentsQuery } from './api/appointmentsApi';
/** 'Start video visit' and 'Join video visit' for the online appointments within their windows (issue 33). */
export { DoctorVideoVisits } from './components/DoctorVideoVisits';
/** The patient home's join button, loaded when it first renders (after the home's first paint): under a Suspense boundary. */
export const PatientVideoVisits = lazy(() => import('./components/PatientVideoVisits').then((visits) => ({ default: visits.PatientVideoVisits })));
/** The booking rules and the calendar's colours and legend, for the front desk's calendar (issue 51). */
export { SCHEDULE_COLOURS, appointmentTime, isNotInThePast, scheduleColours, videoLink } from './logic/appointmentRules';
export { CalendarLegend } from './components/CalendarLegend';
