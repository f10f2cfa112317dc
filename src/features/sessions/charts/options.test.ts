import { describe, expect, it } from 'vitest';
import { DECIMATION_MIN_POINTS } from '../logic/series';
import { chartTheme } from '../../../lib/ui/charts/palette';
import { fittingLabels, formatSampleTime, lineOptions, X_FORMATTERS } from './options';

describe('chart options', () => {
  it('use light text on the night theme and dark text otherwise', () => {
    expect(chartTheme(true).text).toBe('#dee2e6');
    expect(chartTheme(false).text).toBe('#495057');
  });

  it('draw dense series fast: no parsing, no animation, peak-keeping min-max decimation from 5000 points', () => {
    const options = lineOptions({ theme: chartTheme(false), xAxis: 'clock', formatX: X_FORMATTERS.clock });
    expect(options).toMatchObject({ parsing: false, animation: false, normalized: true });
    expect(options.plugins?.decimation).toMatchObject({ enabled: true, algorithm: 'min-max', threshold: DECIMATION_MIN_POINTS - 1 });
  });

  it('draw movement markers as vertical line annotations', () => {
    const options = lineOptions({ theme: chartTheme(true), xAxis: 'clock', formatX: X_FORMATTERS.clock, markers: [{ x: 1000, label: 'Squat' }] });
    expect(options.plugins?.annotation?.annotations).toEqual([expect.objectContaining({ type: 'line', scaleID: 'x', value: 1000 })]);
  });

  it('show a sample’s moment to the millisecond', () => {
    expect(formatSampleTime(Date.UTC(2024, 4, 15, 10, 30, 5, 47), 'en')).toMatch(/\b05\.047\b/);
  });

  it('leave out movement labels that would overlap the one before, or lie outside the chart', () => {
    // Labels 40 px wide at 100, 120, 150 and 400 px; the chart spans 50..350 px.
    expect(fittingLabels([100, 120, 150, 400], [40, 40, 40, 40], 50, 350)).toEqual([true, false, true, false]);
    expect(fittingLabels([150, 100], [40, 40], 0, 500)).toEqual([true, true]);
  });
});
