import { describe, expect, it } from 'vitest';
import { LIMITS } from '@rehab/model/limits';
import { overrideRequest, overrideSchema } from './overrideForm';

describe('the override form', () => {
  it('requires a reason no longer than the function takes', async () => {
    const schema = overrideSchema();
    await expect(schema.validate({ reason: '  ' })).rejects.toThrow('errors.required');
    await expect(schema.validate({ reason: 'x'.repeat(LIMITS.rtm.overrideReason + 1) })).rejects.toThrow('errors.tooLong');
    await expect(schema.validate({ reason: 'x'.repeat(LIMITS.rtm.overrideReason) })).resolves.toBeTruthy();
  });

  it("names the line by its clinician, patient, code and period, with the flag's kind and the trimmed reason", () => {
    const line = { doctorId: 'hannah', patientId: 'liam', code: '98979', periodStart: '2027-01-01' };
    expect(overrideRequest(line, 'noConsent', '2027-01', { reason: ' Consent on paper, scanned. ' })).toEqual({
      doctorId: 'hannah',
      month: '2027-01',
      patientId: 'liam',
      code: '98979',
      periodStart: '2027-01-01',
      kind: 'noConsent',
      reason: 'Consent on paper, scanned.',
    });
  });
});
