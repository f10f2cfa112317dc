import { describe, expect, it } from 'vitest';
import { billingSettingsOf } from './billingSettings';

describe("the doctor's billing settings", () => {
  it('start from the stored zone and discipline, else the browser zone and none', () => {
    expect(billingSettingsOf({ timeZone: 'Asia/Kolkata', discipline: 'GO' }, 'UTC')).toEqual({ timeZone: 'Asia/Kolkata', discipline: 'GO' });
    expect(billingSettingsOf({}, 'America/Vancouver')).toEqual({ timeZone: 'America/Vancouver', discipline: '' });
    expect(billingSettingsOf({ timeZone: 'Not/AZone' }, 'UTC')).toEqual({ timeZone: 'UTC', discipline: '' });
  });
});
