import { describe, expect, it } from 'vitest';
import { cleanDetails, INVITABLE_ROLES, inviteSchema, roleRequest, supervisorsOf } from './clinicForms';

describe('the clinic forms', () => {
  it('never offers the owner role', () => {
    expect(INVITABLE_ROLES).toEqual(['clinician', 'assistant', 'frontDesk', 'biller']);
  });

  it("asks an assistant's supervisor, and no one else's", async () => {
    await expect(inviteSchema.validate({ email: 'a@b.test', role: 'assistant', supervisor: '' })).rejects.toThrow('validation.supervisorRequired');
    await expect(inviteSchema.validate({ email: 'a@b.test', role: 'biller', supervisor: '' })).resolves.toBeTruthy();
    await expect(inviteSchema.validate({ email: 'not an address', role: 'biller', supervisor: '' })).rejects.toThrow('validation.emailInvalid');
    expect(roleRequest({ role: 'biller', supervisor: 'hannah' })).toEqual({ role: 'biller', supervisor: null });
    expect(roleRequest({ role: 'assistant', supervisor: 'hannah' })).toEqual({ role: 'assistant', supervisor: 'hannah' });
  });

  it('stores the details trimmed', () => {
    expect(cleanDetails({ name: ' Northside ', address: ' 1 Road ', timeZone: 'Europe/Paris', npi: ' 1245319599 ', taxId: '' })).toEqual({
      name: 'Northside',
      address: '1 Road',
      timeZone: 'Europe/Paris',
      npi: '1245319599',
      taxId: '',
    });
  });

  it('lets clinicians and the owner supervise, by name', () => {
    const members = [
      { name: 'Marco', role: 'assistant' as const },
      { name: 'Hannah', role: 'clinician' as const },
      { name: 'Daniel', role: 'owner' as const },
    ];
    expect(supervisorsOf(members).map((m) => m.name)).toEqual(['Daniel', 'Hannah']);
  });
});
