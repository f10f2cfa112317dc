import { describe, expect, it } from 'vitest';
import { mayTransfer, transferRequest, transferSchema, transferTargets } from './transfer';

const member = (docId: string, role: 'owner' | 'clinician' | 'assistant' | 'frontDesk' | 'biller') => ({ docId, role });

describe('a transfer', () => {
  it("is the owner's for any patient, a clinician's for his own primary patients, and nobody else's", () => {
    expect(mayTransfer('owner', 'daniel', 'hannah')).toBe(true);
    expect(mayTransfer('clinician', 'hannah', 'hannah')).toBe(true);
    expect(mayTransfer('clinician', 'omar', 'hannah')).toBe(false);
    for (const role of ['assistant', 'frontDesk', 'biller'] as const) expect(mayTransfer(role, 'hannah', 'hannah'), role).toBe(false);
    expect(mayTransfer(undefined, 'hannah', 'hannah')).toBe(false);
  });

  it('goes to another owner or clinician of the clinic than the primary', () => {
    const members = [member('daniel', 'owner'), member('hannah', 'clinician'), member('marco', 'assistant'), member('jess', 'frontDesk'), member('omar', 'clinician')];
    expect(transferTargets(members, 'hannah').map((target) => target.docId)).toEqual(['daniel', 'omar']);
  });

  it('asks for the new primary, and sends whether the appointments move', async () => {
    await expect(transferSchema.validate({ to: '' })).rejects.toThrow('transfer.errors.to');
    expect(transferRequest('ravi', { to: 'hannah', moveAppointments: true })).toEqual({ patientId: 'ravi', to: 'hannah', moveAppointments: true });
  });
});
