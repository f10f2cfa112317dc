/** An assistant's time entry (issue 51): the form's checks and the logAssistantTime request. Pure. */
import * as yup from 'yup';
import type { CallableContracts } from '@rehab/model/callables';
import type { ManagementActivity } from '@rehab/model/collections';
import { LIMITS } from '@rehab/model/limits';

export interface TimeValues {
  patientId: string;
  /** a datetime-local value (the browser's zone) */
  start: string;
  minutes: string;
  activity: ManagementActivity;
  reason: string;
}

/** The most minutes one entry holds: the functions' limit of a call's or an entry's minutes. */
export const MAX_MINUTES = LIMITS.rtm.contactMinutes;

/** The form's checks; messages are the `assistantTime` texts' keys. The start is not after `now()` when checked. */
export function timeSchema(now: () => number = Date.now) {
  return yup.object({
    patientId: yup.string().required('errors.patient'),
    start: yup
      .string()
      .required('errors.start')
      .test('not-future', 'errors.future', (value) => !value || new Date(value).getTime() <= now()),
    minutes: yup
      .number()
      .typeError('errors.minutes')
      .required('errors.minutes')
      .integer('errors.minutes')
      .min(1, 'errors.minutes')
      .max(MAX_MINUTES, 'errors.minutes'),
    reason: yup.string().trim().required('errors.reason').max(LIMITS.managementTime.reason, 'errors.tooLong'),
  });
}

/** The request: the start as an instant, whole minutes, the reason trimmed, with the submission's request id. */
export function timeRequest(values: TimeValues, requestId: string): CallableContracts['logAssistantTime']['request'] {
  return {
    requestId,
    patientId: values.patientId,
    start: new Date(values.start).toISOString(),
    minutes: Number(values.minutes),
    activity: values.activity,
    reason: values.reason.trim(),
  };
}

/** A request id the function takes: letters, digits and '-' (a UUID's 36 characters). */
export const newRequestId = () => crypto.randomUUID();
