import { describe, expect, it } from 'vitest';
import { LIMITS } from '@rehab/model/limits';
import { amendmentRequest, amendmentSchema, emptyAmendment, type AmendmentValues } from './amendmentForm';

const errorsOf = async (values: AmendmentValues) => {
  try {
    await amendmentSchema().validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    return Object.fromEntries((error as { inner: { path: string; message: string }[] }).inner.map((issue) => [issue.path, issue.message]));
  }
};

describe('the amendment form', () => {
  it('needs a patient, a start, whole minutes and a reason to add time', async () => {
    expect(await errorsOf(emptyAmendment())).toEqual({ patientId: 'errors.required', start: 'errors.required', minutes: 'errors.required', reason: 'errors.required' });
    const values = { ...emptyAmendment('liam'), start: '2026-09-10T10:00', minutes: '15', reason: 'Left out' };
    expect(await errorsOf(values)).toEqual({});
    expect(await errorsOf({ ...values, minutes: '0' })).toEqual({ minutes: 'errors.minutes' });
    expect(await errorsOf({ ...values, minutes: '2.5' })).toEqual({ minutes: 'errors.minutes' });
    expect(await errorsOf({ ...values, minutes: String(LIMITS.rtm.contactMinutes + 1) })).toEqual({ minutes: 'errors.minutes' });
    expect(await errorsOf({ ...values, reason: 'x'.repeat(LIMITS.rtm.amendmentReason + 1) })).toEqual({ reason: 'errors.tooLong' });
  });

  it('corrects an entry to 0 minutes (removing it), and a call needs its attestation', async () => {
    const correction = { ...emptyAmendment('liam'), type: 'setEntryMinutes' as const, minutes: '0', reason: 'Duplicate' };
    expect(await errorsOf(correction)).toEqual({ entryRef: 'errors.required' });
    expect(await errorsOf({ ...correction, entryRef: 'doc_liam_2026-09/e1' })).toEqual({});
    const call = { ...emptyAmendment('liam'), type: 'addContact' as const, start: '2026-09-10T10:00', minutes: '12', reason: 'Left out' };
    expect(await errorsOf(call)).toEqual({ attestation: 'errors.required' });
  });

  it('makes the request amendRtmMonth takes', () => {
    const start = '2026-09-10T10:00';
    const base = { ...emptyAmendment('liam'), start, minutes: '12', reason: ' Left out ' };
    expect(amendmentRequest(base, '2026-09')).toEqual({ month: '2026-09', patientId: 'liam', reason: 'Left out', change: { type: 'addTime', start: new Date(start).toISOString(), minutes: 12 } });
    expect(amendmentRequest({ ...base, type: 'setEntryMinutes', entryRef: 'm/e', minutes: '0' }, '2026-09').change).toEqual({ type: 'setEntryMinutes', entryRef: 'm/e', minutes: 0 });
    expect(amendmentRequest({ ...base, type: 'addContact', kind: 'video', attestation: ' Patient and daughter ' }, '2026-09').change).toEqual({
      type: 'addContact',
      start: new Date(start).toISOString(),
      minutes: 12,
      kind: 'video',
      attestation: 'Patient and daughter',
    });
  });
});
