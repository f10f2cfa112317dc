import type { Side } from '../../../lib/model/collections';

/** The chart colours of the specification, in one place (Bootstrap's palette). */
const ORANGE = '#fd7e14';
const BLUE = '#0d6efd';
const GREEN = '#198754';

/** Series of the Left device orange, the Right one blue. */
export const SIDE_COLOURS: Record<Side, string> = { Left: ORANGE, Right: BLUE };

/** Shades per side for the range metrics of the post-session bar charts. */
export const SIDE_SHADES: Record<Side, readonly string[]> = {
  Left: [ORANGE, '#d9480f', '#ffa94d', '#e8590c', '#ffc078'],
  Right: [BLUE, '#1864ab', '#74c0fc', '#1c7ed6', '#a5d8ff'],
};

/** The repetitions chart: session repetitions blue, repetitions done without the device orange. */
export const SESSION_REPS_COLOUR = BLUE;
export const OFF_DEVICE_COLOUR = ORANGE;

/** Comparison colours, in the order sessions were picked: green, orange, blue. */
export const COMPARISON_COLOURS = [GREEN, ORANGE, BLUE] as const;

/** Colours of the combined charts' series, one per sensor. */
const SENSOR_PALETTE = [ORANGE, BLUE, GREEN, '#d63384', '#6f42c1', '#20c997', '#ffc107', '#dc3545', '#0dcaf0', '#6c757d', '#8540f5', '#a3cfbb'];

export function paletteColour(i: number): string {
  return SENSOR_PALETTE[i % SENSOR_PALETTE.length];
}
