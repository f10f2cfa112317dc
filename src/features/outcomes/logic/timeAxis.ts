/**
 * The time axis of an outcome trend (issue 56): its bounds and its ticks, one per labelled day, in a language and a
 * time zone. A chart library's own ticks on a time in milliseconds are fractions of a day or years apart around a
 * lone point ("Tuesday, November 14 / Thursday, May 28"), and repeat a day's label when points are hours apart, so
 * the axis is decided here, on calendar days of the zone:
 * - one day (one point, or several the same day): that day in the middle, SINGLE_DAY_PADDING days either side, one label;
 * - two days: both, and the axis runs from the start of the first to the end of the second;
 * - more: MAX_TICKS days at most, evenly spaced from the first day to the last, both included.
 * A tick stands at noon of its day, so a point of that day lies within half a day of it; no two ticks share a day, so
 * no label repeats.
 */
import { dayBounds, localDay, shiftDay, zonedInstant } from '@rehab/model/reminders';
import { formatDayKey } from '../../../lib/dateFormat';

/** The days either side of a lone day: a week's width, the point in its middle. */
export const SINGLE_DAY_PADDING = 3;
/** The most labelled days: four medium dates fit side by side in a trend on a phone. */
export const MAX_TICKS = 4;

export interface AxisTick {
  /** the instant of the tick: noon of its day in the zone */
  value: number;
  label: string;
}

export interface TimeAxis {
  min: number;
  max: number;
  ticks: AxisTick[];
}

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** `count` days from `first` to `first + span`, both included, as evenly spaced as whole days allow (count ≤ span + 1). */
function evenlySpacedDays(first: string, span: number, count: number): string[] {
  return Array.from({ length: count }, (_, i) => shiftDay(first, Math.round((i * span) / (count - 1))));
}

/** The axis of points at these instants (any order), or null without points. */
export function timeAxis(instants: readonly number[], language: string, timeZone: string): TimeAxis | null {
  if (instants.length === 0) return null;
  const days = [...new Set(instants.map((instant) => localDay(instant, timeZone)))].sort();
  const first = days[0];
  const last = days[days.length - 1];
  const span = daysBetween(first, last);
  const tickDays = span === 0 ? [first] : days.length === 2 ? days : evenlySpacedDays(first, span, Math.min(MAX_TICKS, span + 1));
  const [min] = dayBounds(span === 0 ? shiftDay(first, -SINGLE_DAY_PADDING) : first, timeZone);
  const [, max] = dayBounds(span === 0 ? shiftDay(first, SINGLE_DAY_PADDING) : last, timeZone);
  return { min, max, ticks: tickDays.map((day) => ({ value: zonedInstant(day, '12:00', timeZone), label: formatDayKey(day, language) })) };
}

/** The day of an instant as the axis labels it (a point's tooltip). */
export function axisDayLabel(instant: number, language: string, timeZone: string): string {
  return formatDayKey(localDay(instant, timeZone), language);
}
