import { beforeEach, describe, expect, it } from 'vitest';
import { EMPTY_PREORDER_FORM, forgetPendingPreorder, isPendingPreorder, rememberPendingPreorder, unpaidPreorderDraft } from './pendingCheckout';

describe('the pending pre-order checkout', () => {
  beforeEach(() => localStorage.clear());

  it('is the pre-order sent to the payment page, with its form, until it is paid', () => {
    const values = { ...EMPTY_PREORDER_FORM, firstName: 'Chloe', quantity: 3 as const };
    rememberPendingPreorder('KSP-ABC', 'u1', values);
    expect(isPendingPreorder('KSP-ABC')).toBe(true);
    expect(isPendingPreorder('KSP-OTHER')).toBe(false);
    expect(unpaidPreorderDraft('u1')).toEqual(values);
    expect(unpaidPreorderDraft('u2')).toBeNull();
    forgetPendingPreorder('KSP-OTHER');
    expect(unpaidPreorderDraft('u1')).toEqual(values);
    forgetPendingPreorder('KSP-ABC');
    expect(isPendingPreorder('KSP-ABC')).toBe(false);
    expect(unpaidPreorderDraft('u1')).toBeNull();
  });

  it('keeps only the values of the right type from a damaged note', () => {
    localStorage.setItem(
      'rehab.preorderCheckout',
      JSON.stringify({ preorderId: 'KSP-ABC', uid: 'u1', values: { firstName: 7, city: 'Laval', quantity: 'many', terms: true, howDidYouHearAboutUs: ['Google', 'Radio'] } }),
    );
    expect(unpaidPreorderDraft('u1')).toEqual({ ...EMPTY_PREORDER_FORM, city: 'Laval', terms: true, howDidYouHearAboutUs: ['Google'] });
    localStorage.setItem('rehab.preorderCheckout', 'not json');
    expect(unpaidPreorderDraft('u1')).toBeNull();
  });
});
