/**
 * An audit entry in plain words: which sentence of the `history` namespace
 * tells it, with what in it. Free of React and i18next: the formatters of
 * dates and times are given.
 */
import type { AuditChange, AuditEntry, AuditValue } from '@rehab/model/audit';
import type { TimestampLike } from '@rehab/model/collections';

export interface Formatters {
  /** a day of a calendar (YYYY-MM-DD) */
  day: (isoDate: string) => string;
  /** a date and time (ms since epoch) */
  dateTime: (ms: number) => string;
  /** a chart point's time, to the millisecond (ms since epoch) */
  pointTime: (ms: number) => string;
}

export interface Description {
  /** a key of the `history` namespace's `actions` */
  key: string;
  values: Record<string, string | number>;
}

/** The notes' text before and after, for the 'Show the change' details. */
export interface TextChange {
  before: string;
  after: string;
}

function isTimestamp(value: AuditValue | undefined): value is TimestampLike {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && typeof (value as TimestampLike).toMillis === 'function';
}

const listOf = (value: AuditValue | undefined): AuditValue[] => (Array.isArray(value) ? value : []);
const text = (value: AuditValue | undefined): string => (typeof value === 'string' ? value : '');
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function millisOf(value: AuditValue | undefined): number | null {
  if (isTimestamp(value)) return value.toMillis();
  return typeof value === 'number' ? value : null;
}

function isMap(value: AuditValue | undefined): value is { [key: string]: AuditValue } {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !isTimestamp(value);
}

/**
 * The plan names of one side of a calendar change: the events taken out or put in by id (what the app
 * writes, checked by the rules against the calendar), or the names themselves (the functions' entries and
 * those written before).
 */
function planNames(value: AuditValue | undefined): string[] {
  if (isMap(value)) return Object.values(value).map((event) => text(isMap(event) ? event.name : undefined));
  return listOf(value).map(text);
}

/** The dates a calendar change names, with the plan names taken out of (before) or put on (after) each. */
function calendarDates(changes: Record<string, AuditChange>) {
  return Object.entries(changes)
    .filter(([date]) => ISO_DATE.test(date))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, change]) => ({ date, removed: planNames(change.before), added: planNames(change.after) }));
}

const joined = (items: readonly string[]) => items.map((item) => `“${item}”`).join(', ');

export function describeEntry(entry: Pick<AuditEntry, 'action' | 'changes' | 'target'>, format: Formatters): Description {
  const changes = entry.changes ?? {};
  const dateOf = (field: string, side: 'before' | 'after') => {
    const ms = millisOf(changes[field]?.[side]);
    return ms === null ? '' : format.dateTime(ms);
  };
  switch (entry.action) {
    case 'session.tagAdded':
    case 'session.tagRemoved': {
      const tags = listOf(entry.action === 'session.tagAdded' ? changes.tags?.after : changes.tags?.before).map(text);
      return tags.length > 0 ? { key: entry.action, values: { tags: joined(tags) } } : { key: 'session.tagCounted', values: {} };
    }
    case 'session.pointRemoved':
    case 'session.pointRestored': {
      const points = listOf(entry.action === 'session.pointRemoved' ? changes.removedTimePoints?.after : changes.removedTimePoints?.before);
      const ms = millisOf(points[0]);
      return { key: entry.action, values: { time: ms === null ? '' : format.pointTime(ms) } };
    }
    case 'session.editsReverted':
      return { key: entry.action, values: { count: listOf(changes.removedTimePoints?.before).length } };
    case 'session.deleted':
    case 'session.purged':
      return { key: entry.action, values: { date: dateOf('date', 'before') } };
    case 'session.restored':
      return { key: entry.action, values: { date: dateOf('date', 'after') } };
    case 'plan.created':
      return { key: entry.action, values: { name: text(changes.name?.after) } };
    case 'plan.deleted':
      return { key: entry.action, values: { name: text(changes.name?.before) } };
    case 'schedule.added':
    case 'schedule.removed': {
      const [first] = calendarDates(changes);
      const plans = first ? (entry.action === 'schedule.added' ? first.added : first.removed) : [];
      return { key: entry.action, values: { plans: joined(plans), date: first ? format.day(first.date) : '' } };
    }
    case 'schedule.moved': {
      const dates = calendarDates(changes);
      const from = dates.find((d) => d.removed.length > 0);
      const to = dates.find((d) => d.added.length > 0);
      return { key: entry.action, values: { plans: joined(from?.removed ?? to?.added ?? []), from: from ? format.day(from.date) : '', to: to ? format.day(to.date) : '' } };
    }
    case 'schedule.planRemoved': {
      const dates = calendarDates(changes);
      return { key: entry.action, values: { plans: joined([...new Set(dates.flatMap((d) => d.removed))]), dates: dates.map((d) => format.day(d.date)).join(', ') } };
    }
    case 'appointment.booked':
      return { key: entry.action, values: { date: dateOf('datetime', 'after') } };
    case 'appointment.cancelled':
      return { key: entry.action, values: { date: dateOf('datetime', 'before') } };
    case 'appointment.moved':
      return { key: entry.action, values: { from: dateOf('datetime', 'before'), to: dateOf('datetime', 'after') } };
    case 'device.registered':
      return { key: entry.action, values: { device: text(listOf(changes.devices?.after)[0]) } };
    case 'device.unregistered':
    case 'device.removed':
      return { key: entry.action, values: { device: text(listOf(changes.devices?.before)[0]) } };
    case 'monitoring.started':
      return { key: entry.action, values: { date: ISO_DATE.test(text(changes.periodStart?.after)) ? format.day(text(changes.periodStart?.after)) : '', zone: text(changes.timeZone?.after) } };
    case 'monitoring.goalChanged': {
      const [device = '', change] = Object.entries(changes)[0] ?? [];
      const degrees = change?.after;
      return typeof degrees === 'number'
        ? { key: entry.action, values: { device, degrees } }
        : { key: 'monitoring.goalRemoved', values: { device } };
    }
    case 'monitoring.stopped': {
      const endDay = text(changes.endDay?.after);
      return ISO_DATE.test(endDay) ? { key: entry.action, values: { date: format.day(endDay) } } : { key: 'monitoring.cancelled', values: {} };
    }
    case 'rtm.contactRecorded':
      return {
        key: changes.kind?.after === 'video' ? 'rtm.videoCallRecorded' : 'rtm.phoneCallRecorded',
        values: { date: dateOf('start', 'after'), minutes: typeof changes.minutes?.after === 'number' ? changes.minutes.after : 0, attestation: text(changes.attestation?.after) },
      };
    case 'rtm.monthClosed':
      return { key: entry.action, values: { month: text(changes.month?.after) } };
    case 'rtm.monthAmended':
      return { key: entry.action, values: { month: text(changes.month?.after), reason: text(changes.reason?.after) } };
    case 'care.requested':
      return { key: entry.action, values: { devices: listOf(changes.devices?.after).map(text).join(', ') } };
    case 'care.granted':
    case 'care.declined':
    case 'care.ended':
      return { key: entry.action, values: { doctor: text(changes.doctor?.after) } };
    case 'care.transferred':
      return { key: entry.action, values: { from: text(changes.clinician?.before), to: text(changes.clinician?.after) } };
    case 'triage.alertAcknowledged': {
      const kind = text(changes.kind?.after);
      const note = text(changes.note?.after);
      return { key: `triage.${note ? 'acknowledgedWithNote' : 'acknowledged'}.${kind}`, values: { note } };
    }
    case 'triage.thresholdsChanged':
      return { key: entry.action, values: {} };
    case 'record.edited':
      return { key: entry.action, values: { target: `${entry.target.collection}/${entry.target.id}`, fields: Object.keys(changes).join(', ') } };
    case 'record.created':
    case 'record.deleted':
      return { key: entry.action, values: { target: `${entry.target.collection}/${entry.target.id}` } };
    default:
      return { key: entry.action, values: {} };
  }
}

/** The notes' texts of a notes edit (null for any other entry). */
export function notesChange(entry: Pick<AuditEntry, 'action' | 'changes'>): TextChange | null {
  const change = entry.changes?.notes;
  if (entry.action !== 'session.notesEdited' || !change) return null;
  return { before: text(change.before), after: text(change.after) };
}
