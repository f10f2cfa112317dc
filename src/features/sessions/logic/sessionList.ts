import { formatLongDate } from '../../../lib/dateFormat';
import { directionOf } from '../../../lib/languages';
import { normaliseDeviceType } from '@rehab/model/sensors';
import type { Movement } from '@rehab/model/collections';

/** A session as the charts page lists it: plain data, with its index in the current list. */
export interface SessionSummary {
  id: string;
  /** 1 = the oldest session of the list */
  index: number;
  /** milliseconds since epoch */
  date: number;
  userId: string;
  devices: string[];
  movements: Movement[];
  tags: string[];
  /** timestamps a clinician removed from the charts */
  removedTimePoints: number[];
}

/** Numbers sessions 1..n from the oldest, as the spec assigns indexes per list. */
export function indexSessions<T extends { date: number }>(sessions: T[]): (T & { index: number })[] {
  return [...sessions].sort((a, b) => a.date - b.date).map((s, i) => ({ ...s, index: i + 1 }));
}

export function firstMovementName(session: { movements: Movement[] }): string {
  return session.movements[0]?.name ?? '';
}

/** First strong isolate … pop directional isolate: keeps a Latin id or date in order inside right-to-left text. */
const isolate = (text: string) => `\u2068${text}\u2069`;

/** "index, id, long date with time, first movement name" (parts isolated from each other in right-to-left languages) */
export function sessionLabel(session: SessionSummary, language: string): string {
  const parts = [`#${session.index}`, session.id, formatLongDate(session.date, language), firstMovementName(session)].filter(Boolean);
  return (directionOf(language) === 'rtl' ? parts.map(isolate) : parts).join(' · ');
}

/** The session filter's time ranges; any other value means no time filter. */
export const SESSION_TIME_RANGES = ['week', 'month', 'sixMonths', 'year'] as const;

/**
 * Sessions after this moment are listed: last week (7 days), last month
 * (1 month), last 6 months, last year. Null means no time filter.
 */
export function sessionCutoff(range: string | null, now: Date): Date | null {
  const d = new Date(now);
  switch (range) {
    case 'week':
      d.setDate(d.getDate() - 7);
      return d;
    case 'month':
      d.setMonth(d.getMonth() - 1);
      return d;
    case 'sixMonths':
      d.setMonth(d.getMonth() - 6);
      return d;
    case 'year':
      d.setFullYear(d.getFullYear() - 1);
      return d;
    default:
      return null;
  }
}

/** Device filter values: the Knee Sleeve is stored as 'Knee Brace'. */
export const FILTER_DEVICE_TYPES = ['Knee Brace', 'Glove', 'Pants', 'Band', 'Neat', 'Test'] as const;

export interface SessionFilters {
  /** device types ('Knee Brace' also matches 'Knee Brace 2') */
  devices: string[];
  /** a session matches when it carries any of these tags */
  tags: string[];
}

/** The known devices by id (only their type matters here). */
export type DevicesById = ReadonlyMap<string, { deviceType: string }>;

/** The device types of a session's devices (normalised), unknown devices left out. */
export function sessionDeviceTypes(session: { devices: string[] }, devices: DevicesById): string[] {
  const types = new Set<string>();
  for (const id of session.devices) {
    const type = devices.get(id)?.deviceType;
    if (type) types.add(normaliseDeviceType(type));
  }
  return [...types];
}

export function filterSessions<T extends { devices: string[]; tags: string[] }>(sessions: T[], filters: SessionFilters, devices: DevicesById): T[] {
  const wantedTypes = new Set(filters.devices.map(normaliseDeviceType));
  return sessions.filter((session) => {
    if (wantedTypes.size > 0 && !sessionDeviceTypes(session, devices).some((t) => wantedTypes.has(t))) return false;
    if (filters.tags.length > 0 && !filters.tags.some((tag) => session.tags.includes(tag))) return false;
    return true;
  });
}

/** Tags of the listed sessions that contain the typed text, for the filter's suggestions. */
export function tagSuggestions(sessions: { tags: string[] }[], text: string, exclude: string[], limit = 8): string[] {
  const needle = text.trim().toLowerCase();
  const all = new Set(sessions.flatMap((s) => s.tags));
  return [...all]
    .filter((tag) => !exclude.includes(tag) && tag.toLowerCase().includes(needle))
    .sort((a, b) => a.localeCompare(b))
    .slice(0, limit);
}
