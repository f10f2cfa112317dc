import { describe, expect, it } from 'vitest';
import { LIMITS } from '@rehab/model/limits';
import { MAX_MINUTES, newRequestId, timeRequest, timeSchema, type TimeValues } from './timeForm';

const now = Date.parse('2030-04-02T10:00:00Z');
const values: TimeValues = { patientId: 'ravi', start: '2030-04-02T09:30', minutes: '12', activity: 'chat', reason: ' Reviewed the exercise log ' };

async function errors(changes: Partial<TimeValues>): Promise<string[]> {
  return timeSchema(() => now)
    .validate({ ...values, ...changes }, { abortEarly: false })
    .then(() => [])
    .catch((error: { errors: string[] }) => error.errors);
}

describe("an assistant's time entry", () => {
  it('sends the start as an instant, whole minutes and the reason trimmed, with the request id', () => {
    expect(timeRequest(values, 'r1')).toEqual({
      requestId: 'r1',
      patientId: 'ravi',
      start: new Date('2030-04-02T09:30').toISOString(),
      minutes: 12,
      activity: 'chat',
      reason: 'Reviewed the exercise log',
    });
  });

  it('asks for a patient, a start not in the future, whole minutes within an entry and a reason', async () => {
    expect(await errors({})).toEqual([]);
    expect(await errors({ patientId: '', reason: '  ' })).toEqual(['errors.patient', 'errors.reason']);
    expect(await errors({ start: '2031-01-01T09:00' })).toEqual(['errors.future']);
    for (const minutes of ['0', '2.5', '', 'ten', String(MAX_MINUTES + 1)]) expect(await errors({ minutes }), minutes).toEqual(['errors.minutes']);
    expect(await errors({ minutes: String(MAX_MINUTES) })).toEqual([]);
    expect(await errors({ reason: 'x'.repeat(LIMITS.managementTime.reason + 1) })).toEqual(['errors.tooLong']);
  });

  it('makes request ids the function takes', () => {
    expect(newRequestId()).toMatch(/^[A-Za-z0-9_-]{1,48}$/);
    expect(newRequestId()).not.toBe(newRequestId());
  });
});
