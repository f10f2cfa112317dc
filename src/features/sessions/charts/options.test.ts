import { describe, expect, it } from 'vitest';
import { DECIMATION_MIN_POINTS } from '../logic/series';
import { chartTheme, formatSampleTime, lineOptions, X_FORMATTERS } from './options';

describe('chart options', () => {
  it('use light text on the night theme and dark text otherwise', () => {
    expect(chartTheme('night').text).toBe('#dee2e6');
    expect(chartTheme('light').text).toBe('#495057');
  });

  it('draw dense series fast: no parsing, no animation, LTTB decimation from 5000 points', () => {
    const options = lineOptions({ theme: chartTheme('light'), xAxis: 'clock', formatX: X_FORMATTERS.clock });
    expect(options).toMatchObject({ parsing: false, animation: false, normalized: true });
    expect(options.plugins?.decimation).toMatchObject({ enabled: true, algorithm: 'lttb', threshold: DECIMATION_MIN_POINTS - 1 });
  });

  it('draw movement markers as vertical line annotations', () => {
    const options = lineOptions({ theme: chartTheme('night'), xAxis: 'clock', formatX: X_FORMATTERS.clock, markers: [{ x: 1000, label: 'Squat' }] });
    expect(options.plugins?.annotation?.annotations).toEqual([expect.objectContaining({ type: 'line', scaleID: 'x', value: 1000 })]);
  });

  it('show a sample’s moment to the millisecond', () => {
    expect(formatSampleTime(Date.UTC(2024, 4, 15, 10, 30, 5, 47), 'en')).toMatch(/\b05\.047\b/);
  });
});
