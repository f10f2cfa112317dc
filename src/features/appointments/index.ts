/** What other features use of the appointments area. */
export { ScheduleCalendar } from './components/ScheduleCalendar';
