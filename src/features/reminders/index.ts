/** Reminders (issue 35): the patient's settings and push devices on his profile, and the summary his doctors see. */
export { RemindersCard } from './components/RemindersCard';
export { ReminderStatusSummary } from './components/ReminderStatusSummary';
