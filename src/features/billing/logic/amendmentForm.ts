import * as yup from 'yup';
import type { RtmCallableContracts } from '@rehab/model/callables';
import type { RtmAmendmentChange } from '@rehab/model/collections';
import { LIMITS } from '@rehab/model/limits';

/** The changes amendRtmMonth makes (functions/src/rtm/amendRtmMonth.ts). */
export const CHANGE_TYPES = ['addTime', 'setEntryMinutes', 'addContact'] as const satisfies readonly RtmAmendmentChange['type'][];
export const CONTACT_KINDS = ['phone', 'video'] as const;

export interface AmendmentValues {
  patientId: string;
  type: RtmAmendmentChange['type'];
  /** a datetime-local value, in the browser's zone (added time, added call) */
  start: string;
  minutes: string;
  /** `{managementTime id}/{entry id}` (corrected entry) */
  entryRef: string;
  kind: (typeof CONTACT_KINDS)[number];
  attestation: string;
  reason: string;
}

export const emptyAmendment = (patientId = ''): AmendmentValues => ({
  patientId,
  type: 'addTime',
  start: '',
  minutes: '',
  entryRef: '',
  kind: 'phone',
  attestation: '',
  reason: '',
});

/** The form's rules, with translation keys as messages; minutes 0 only remove an entry. */
export function amendmentSchema() {
  const when = (types: readonly AmendmentValues['type'][], then: (schema: yup.StringSchema) => yup.StringSchema) =>
    yup.string().when('type', { is: (type: AmendmentValues['type']) => types.includes(type), then, otherwise: (schema) => schema.strip() });
  return yup.object({
    patientId: yup.string().required('errors.required'),
    type: yup.string().oneOf(CHANGE_TYPES).required(),
    start: when(['addTime', 'addContact'], (schema) => schema.required('errors.required')),
    entryRef: when(['setEntryMinutes'], (schema) => schema.required('errors.required')),
    minutes: yup
      .string()
      .required('errors.required')
      .test('minutes', 'errors.minutes', (value, context) => {
        if (!value) return true;
        const minutes = Number(value);
        const min = context.parent.type === 'setEntryMinutes' ? 0 : 1;
        return Number.isInteger(minutes) && minutes >= min && minutes <= LIMITS.rtm.contactMinutes;
      }),
    kind: yup.string().oneOf(CONTACT_KINDS),
    attestation: when(['addContact'], (schema) => schema.trim().required('errors.required').max(LIMITS.rtm.attestation, 'errors.tooLong')),
    reason: yup.string().trim().required('errors.required').max(LIMITS.rtm.amendmentReason, 'errors.tooLong'),
  });
}

/** The amendRtmMonth request of valid form values. */
export function amendmentRequest(values: AmendmentValues, month: string): RtmCallableContracts['amendRtmMonth']['request'] {
  const minutes = Number(values.minutes);
  const start = () => new Date(values.start).toISOString();
  const change: RtmAmendmentChange =
    values.type === 'addTime'
      ? { type: 'addTime', start: start(), minutes }
      : values.type === 'setEntryMinutes'
        ? { type: 'setEntryMinutes', entryRef: values.entryRef, minutes }
        : { type: 'addContact', start: start(), minutes, kind: values.kind, attestation: values.attestation.trim() };
  return { month, patientId: values.patientId, reason: values.reason.trim(), change };
}
