import type { Side } from '@rehab/model/collections';

/**
 * Every chart's colours, in one place: the specification's colours (Bootstrap's palette) and the axis colours of
 * the light and night themes (a canvas cannot use the CSS variables). Sessions, statistics and monitoring charts
 * all read these, so a side or a kind of value has one colour everywhere.
 */
const ORANGE = '#fd7e14';
const BLUE = '#0d6efd';
const GREEN = '#198754';

/** Series of the Left device orange, the Right one blue, on every chart. */
export const SIDE_COLOURS: Record<Side, string> = { Left: ORANGE, Right: BLUE };

/** A side's colour, for series whose side comes as text; another value gets the palette's next colour. */
export function sideColour(side: string, index: number): string {
  return side in SIDE_COLOURS ? SIDE_COLOURS[side as Side] : paletteColour(index);
}

/** Shades per side for the range metrics of the post-session bar charts. */
export const SIDE_SHADES: Record<Side, readonly string[]> = {
  Left: [ORANGE, '#d9480f', '#ffa94d', '#e8590c', '#ffc078'],
  Right: [BLUE, '#1864ab', '#74c0fc', '#1c7ed6', '#a5d8ff'],
};

/** Values recorded by a device session blue, repetitions done without the device orange. */
export const SESSION_COLOUR = BLUE;
export const OFF_DEVICE_COLOUR = ORANGE;

/** Adherence: workouts scheduled blue, done orange. */
export const SCHEDULED_COLOUR = BLUE;
export const DONE_COLOUR = ORANGE;

/** A doctor's goal line. */
export const GOAL_COLOUR = GREEN;

/** Comparison colours, in the order sessions were picked: green, orange, blue. */
export const COMPARISON_COLOURS = [GREEN, ORANGE, BLUE] as const;

/** Colours of the combined charts' series, one per sensor. */
const SENSOR_PALETTE = [ORANGE, BLUE, GREEN, '#d63384', '#6f42c1', '#20c997', '#ffc107', '#dc3545', '#0dcaf0', '#6c757d', '#8540f5', '#a3cfbb'];

export function paletteColour(i: number): string {
  return SENSOR_PALETTE[i % SENSOR_PALETTE.length];
}

export interface ChartTheme {
  text: string;
  grid: string;
  annotation: string;
}

/** Axis, text and annotation colours for the light and the night theme. */
export function chartTheme(dark: boolean): ChartTheme {
  return dark
    ? { text: '#dee2e6', grid: 'rgba(255, 255, 255, 0.12)', annotation: 'rgba(255, 255, 255, 0.55)' }
    : { text: '#495057', grid: 'rgba(0, 0, 0, 0.1)', annotation: 'rgba(33, 37, 41, 0.55)' };
}
