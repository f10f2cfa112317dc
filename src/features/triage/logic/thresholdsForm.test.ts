import { describe, expect, it } from 'vitest';
import { changedThresholds, thresholdsSchema, thresholdValues } from './thresholdsForm';

describe('the alert thresholds form', () => {
  it('shows the stored thresholds, empty for the defaults', () => {
    expect(thresholdValues({ painAtLeast: 8 })).toMatchObject({ painAtLeast: '8', romDropDegrees: '' });
  });

  it('sends only what differs from the defaults, or null', () => {
    const values = { ...thresholdValues(undefined), painAtLeast: '8', romDropDegrees: '10', noSessionDays: ' ' };
    expect(changedThresholds(values)).toEqual({ painAtLeast: 8 });
    expect(changedThresholds(thresholdValues(undefined))).toBeNull();
  });

  it('refuses numbers outside a threshold\'s range and fractions', async () => {
    await expect(thresholdsSchema.isValid({ ...thresholdValues(undefined), painAtLeast: '11' })).resolves.toBe(false);
    await expect(thresholdsSchema.isValid({ ...thresholdValues(undefined), adherencePercent: '49.5' })).resolves.toBe(false);
    await expect(thresholdsSchema.isValid({ ...thresholdValues(undefined), adherencePercent: '60' })).resolves.toBe(true);
  });
});
