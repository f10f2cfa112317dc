import { describe, expect, it, vi } from 'vitest';
import { startFirstReadsOf } from './firstReads';

const startFirstReads = vi.hoisted(() => vi.fn());
const startBillingReads = vi.hoisted(() => vi.fn());
vi.mock('./pages/patientHomeReads', () => ({ startFirstReads }));
vi.mock('./pages/billingReads', () => ({ startFirstReads: startBillingReads }));

describe('startFirstReadsOf', () => {
  const dispatch = vi.fn();

  it("starts the patient home's reads for the account while its role is read", async () => {
    startFirstReadsOf('/patient-home', 'uid-1', dispatch);
    await vi.waitFor(() => expect(startFirstReads).toHaveBeenCalledWith('uid-1', dispatch));
  });

  it("starts the Billing page's claims on its address", async () => {
    startFirstReadsOf('/monitoring/billing', 'uid-2', dispatch);
    await vi.waitFor(() => expect(startBillingReads).toHaveBeenCalledWith('uid-2', dispatch));
  });

  it('starts nothing for a page without first reads', async () => {
    startFirstReads.mockClear();
    startFirstReadsOf('/patient/order-history', 'uid-1', dispatch);
    startFirstReadsOf('/', 'uid-1', dispatch);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(startFirstReads).not.toHaveBeenCalled();
  });
});
