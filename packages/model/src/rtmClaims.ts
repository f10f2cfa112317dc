/**
 * The claim lines of remote therapeutic monitoring (CMS physician fee schedule from January 2026), for one doctor and
 * one calendar month, from what the server keeps: each patient's monitoring (episodes, and the sessions of each data
 * day), the doctor's management time entries and real-time contacts. Pure: the rtmClaims function, the month close and
 * the tests compute the same lines with it.
 *
 * - 98975 (set-up): once per episode, by the doctor who started it, in the month its first 30-day period reached
 *   2 data days (date of service: that second day).
 * - 98985 (2–15 data days) or 98977 (16–30): once per 30-day period, never both, by the starter effective at the
 *   period's start (the episode's starter, or whom a transfer made its billing starter from that period on, issue 51),
 *   in the month the period ends (a period cut short by the episode's end ends on that day); only once it is over.
 * - 98979 (10–19 minutes), 98980 (20–39), + 98981 × each further full 20 minutes: per doctor and calendar month in
 *   the doctor's time zone, the union of the entries' time within the month, none without a real-time contact
 *   (a contact record: a visit, a phone or a video call) in that month. Chat and opened screens never count as one.
 *   His assistants' entries in his months count with his own when his discipline bills them (issue 51).
 * - Every line carries the doctor's discipline as its first modifier (none for a physician); management lines add CQ
 *   or CO when more than ASSISTANT_DE_MINIMIS_PERCENT of their time was his assistants'.
 *
 * Data days and periods are day keys in the patient's time zone (monitoring.ts); management months are in the
 * doctor's.
 */
import type { Discipline, RtmContactKind } from './collections';
import { DEFAULT_TIME_ZONE, PERIOD_DAYS, addDays, dayKey, daysBetween, isTimeZone, monthOfDay } from './monitoring';
import {
  FEW_DAYS_MIN,
  MANAGEMENT_CODE_10,
  MANAGEMENT_CODE_20,
  MANAGEMENT_CODE_EACH_20,
  SETUP_CODE,
  deviceCode,
  managementCodes,
  wholeMinutes,
} from './rtmCodes';
import { zoneOffset } from './timeZones';

/**
 * A claim line's modifiers (issue 51): the billing clinician's discipline (GP, GO, GN), then CQ (physical therapist
 * assistant) or CO (occupational therapy assistant) when more than ASSISTANT_DE_MINIMIS_PERCENT of the line's
 * minutes were an assistant's (the CMS de minimis rule).
 */
export type ClaimModifier = Discipline | 'CQ' | 'CO';

/** An assistant's share of a line's minutes above which the line carries CQ or CO. */
export const ASSISTANT_DE_MINIMIS_PERCENT = 10;

/**
 * The modifier an assistant's minutes bring under a clinician of this discipline: a physical therapist's assistants
 * are PTAs (CQ), an occupational therapist's OTAs (CO). A speech-language pathologist's assistants' minutes, and those
 * of a physician's assistants, are not billable: the line leaves them out and says so.
 */
export const ASSISTANT_MODIFIER: Readonly<Partial<Record<Discipline, 'CQ' | 'CO'>>> = { GP: 'CQ', GO: 'CO' };

/** Whose minutes a management line counts (or leaves out): the billing clinician's own, or an assistant's. */
export interface MinutesBy {
  uid: string;
  name: string;
  role: 'clinician' | 'assistant';
  /** seconds of the month's union this person's entries alone cover, counting time the clinician also logged as his */
  seconds: number;
  /** false for an assistant whose minutes this clinician's discipline cannot bill (left out of the line) */
  billable: boolean;
}

/** One line of a claim: what a biller submits, with the evidence of every day, minute and contact it counts. */
export interface RtmClaimLine {
  patientId: string;
  patientName: string;
  /** the billing clinician (whose month it is) */
  doctorId: string;
  code: string;
  units: number;
  /** the discipline's modifier first ([] for physicians), then CQ or CO (issue 51) */
  modifiers: ClaimModifier[];
  /** 'YYYY-MM-DD' */
  dateOfService: string;
  /** 'YYYY-MM-DD': the 30-day period (device and set-up codes) or the calendar month (management codes) */
  periodStart: string;
  periodEnd: string;
  /** data days counted (device and set-up codes), else null */
  dataDays: number | null;
  /** minutes of management time in the month (management codes), else null */
  minutes: number | null;
  /** ISO instant of the month's first real-time contact (management codes), else null */
  interactiveAt: string | null;
  evidence: {
    /** the sessions of the counted data days */
    sessionIds: string[];
    /** the time entries counted: `{managementTime id}/{entry id}` */
    entryIds: string[];
    /** the rtmContacts that make the month interactive */
    contactIds: string[];
    /** management codes: whose minutes they were, billed or left out (issue 51); [] for device and set-up codes */
    minutesBy: MinutesBy[];
  };
}

/** A transfer of an episode's billing (Monitoring.transfers): from the period starting `fromPeriod` on, `to` bills. */
export interface RtmTransfer {
  fromPeriod: string;
  to: string;
  /** when it was made (ms): of two from the same period, the later wins */
  at: number;
}

/** An episode of monitoring: open (endDay null) or ended. */
export interface RtmEpisode {
  periodStart: string;
  startedBy: string;
  endDay: string | null;
  transfers: readonly RtmTransfer[];
}

/** Transfers as Monitoring and its episodes store them. */
type StoredTransfers = readonly { fromPeriod: string; to: string; at: { toMillis(): number } }[];

export interface RtmPatientInput {
  patientId: string;
  patientName: string;
  /** the patient's monitoring document (absent: never monitored) */
  monitoring?: {
    timeZone?: string;
    periodStart?: string;
    startedBy?: string;
    days?: Record<string, Record<string, true>>;
    episodes?: readonly { periodStart: string; startedBy: string; endDay: string; transfers?: StoredTransfers }[];
    /** the open episode's transfers (issue 51) */
    transfers?: StoredTransfers;
  };
  /**
   * the billing doctor's time entries on the patient, of any month (those outside the month are left out), his
   * assistants' among them (`by`: the assistant's uid; absent for the doctor's own)
   */
  entries: readonly { id: string; start: number; seconds: number; by?: string }[];
  /** the billing doctor's real-time contacts with the patient, of any month */
  contacts: readonly { id: string; start: number; seconds: number; kind: RtmContactKind }[];
}

export interface RtmClaimsInput {
  doctorId: string;
  /** the billing doctor's name as the evidence names him */
  doctorName?: string;
  /** the assistants whose entries may appear (`by`): uid -> name */
  assistants?: Readonly<Record<string, string>>;
  /** the doctor's IANA time zone (the default when missing or unknown) */
  timeZone?: string;
  discipline?: Discipline;
  /** 'YYYY-MM' */
  month: string;
  /** milliseconds since the epoch: periods not over by then are not billed yet */
  now: number;
  patients: readonly RtmPatientInput[];
}

export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

export function isMonthKey(value: unknown): value is string {
  return typeof value === 'string' && MONTH_PATTERN.test(value);
}

/** A usable time zone: the one given when the runtime knows it, else the default. */
export function zoneOrDefault(timeZone: string | undefined): string {
  return timeZone && isTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** The first instant (ms) of a day key in a time zone. */
export function startOfDay(key: string, timeZone: string): number {
  const [year, month, day] = key.split('-').map(Number);
  const wallMidnight = Date.UTC(year, month - 1, day);
  let instant = wallMidnight - zoneOffset(wallMidnight, timeZone);
  const corrected = wallMidnight - zoneOffset(instant, timeZone);
  if (corrected !== instant) instant = corrected;
  return instant;
}

/** The month after a 'YYYY-MM'. */
export function nextMonth(month: string): string {
  const [year, m] = month.split('-').map(Number);
  return m === 12 ? `${year + 1}-01` : `${year}-${pad(m + 1)}`;
}

/** The month before a 'YYYY-MM'. */
export function previousMonth(month: string): string {
  const [year, m] = month.split('-').map(Number);
  return m === 1 ? `${year - 1}-12` : `${year}-${pad(m - 1)}`;
}

/** A calendar month in a time zone: its first instant and the first instant of the next month (ms). */
export function monthBounds(month: string, timeZone: string): { from: number; to: number } {
  return { from: startOfDay(`${month}-01`, timeZone), to: startOfDay(`${nextMonth(month)}-01`, timeZone) };
}

/** The 'YYYY-MM' of an instant in a time zone. */
export function monthOfInstant(instant: number, timeZone: string): string {
  return monthOfDay(dayKey(instant, timeZone));
}

/** The last day key of a month. */
export function lastDayOfMonth(month: string): string {
  return addDays(`${nextMonth(month)}-01`, -1);
}

/** The closed month (of those given, each with its bounds in ms) an instant falls in, or undefined. */
export function closedMonthAt<T extends { from: number; to: number }>(instant: number, closures: readonly T[]): T | undefined {
  return closures.find((closure) => instant >= closure.from && instant < closure.to);
}

const transfersOf = (stored: StoredTransfers | undefined): RtmTransfer[] => (stored ?? []).map(({ fromPeriod, to, at }) => ({ fromPeriod, to, at: at.toMillis() }));

/** The patient's episodes, oldest first: the ended ones, then the open one. */
export function episodesOf(monitoring: RtmPatientInput['monitoring']): RtmEpisode[] {
  const ended = (monitoring?.episodes ?? []).map((episode) => ({
    periodStart: episode.periodStart,
    startedBy: episode.startedBy,
    endDay: episode.endDay,
    transfers: transfersOf(episode.transfers),
  }));
  const open =
    monitoring?.periodStart && monitoring.startedBy
      ? [{ periodStart: monitoring.periodStart, startedBy: monitoring.startedBy, endDay: null, transfers: transfersOf(monitoring.transfers) }]
      : [];
  return [...ended, ...open];
}

/**
 * Who bills the device code of the episode's period starting `periodStart` (issue 51): the starter effective then, the
 * latest transfer (by fromPeriod, then by when it was made) whose fromPeriod is not after it, else the episode's starter.
 */
export function deviceBillerOf(episode: Pick<RtmEpisode, 'startedBy' | 'transfers'>, periodStart: string): string {
  const effective = episode.transfers
    .filter((transfer) => transfer.fromPeriod <= periodStart)
    .sort((a, b) => a.fromPeriod.localeCompare(b.fromPeriod) || a.at - b.at)
    .at(-1);
  return effective?.to ?? episode.startedBy;
}

/**
 * The first day of the episode's first 30-day period starting after `today` (a day key in the patient's zone): the
 * period a transfer made today takes effect from. An episode not begun yet: its first period.
 */
export function nextPeriodStart(periodStart: string, today: string): string {
  if (periodStart > today) return periodStart;
  return addDays(periodStart, (Math.floor(daysBetween(periodStart, today) / PERIOD_DAYS) + 1) * PERIOD_DAYS);
}

/** A 30-day period of an episode; `end` is its last day (the episode's last day when it ended within it). */
export interface RtmPeriod {
  start: string;
  end: string;
  /** whether it is over on `today` (its last day has passed, or its episode ended) */
  over: boolean;
}

/** The periods of an episode that have begun by `today` (a day key in the patient's zone). */
export function periodsOf(episode: RtmEpisode, today: string): RtmPeriod[] {
  const periods: RtmPeriod[] = [];
  for (let start = episode.periodStart; start <= today && (!episode.endDay || start <= episode.endDay); start = addDays(start, PERIOD_DAYS)) {
    const fullEnd = addDays(start, PERIOD_DAYS - 1);
    const end = episode.endDay && episode.endDay < fullEnd ? episode.endDay : fullEnd;
    periods.push({ start, end, over: end < today || end === episode.endDay });
  }
  return periods;
}

/** The data days (sorted) between two day keys, inclusive, with their sessions. */
function dataDaysBetween(days: Record<string, Record<string, true>>, start: string, end: string): { day: string; sessionIds: string[] }[] {
  return Object.keys(days)
    .filter((day) => day >= start && day <= end && Object.keys(days[day] ?? {}).length > 0)
    .sort()
    .map((day) => ({ day, sessionIds: Object.keys(days[day]).sort() }));
}

const emptyEvidence = () => ({ sessionIds: [] as string[], entryIds: [] as string[], contactIds: [] as string[], minutesBy: [] as MinutesBy[] });

/** The discipline's modifier, which every line of a therapist carries (none for a physician). */
const disciplineModifiers = (discipline: Discipline | undefined): ClaimModifier[] => (discipline ? [discipline] : []);

/** The set-up and device lines of one patient in the month: the set-up of the episodes this doctor started, the device codes of the periods he bills (deviceBillerOf). */
export function deviceLines(input: Pick<RtmClaimsInput, 'doctorId' | 'discipline' | 'month' | 'now'>, patient: RtmPatientInput): RtmClaimLine[] {
  const zone = zoneOrDefault(patient.monitoring?.timeZone);
  const today = dayKey(input.now, zone);
  const days = patient.monitoring?.days ?? {};
  const base = {
    patientId: patient.patientId,
    patientName: patient.patientName,
    doctorId: input.doctorId,
    units: 1,
    modifiers: disciplineModifiers(input.discipline),
    minutes: null,
    interactiveAt: null,
  } as const;
  const lines: RtmClaimLine[] = [];
  for (const episode of episodesOf(patient.monitoring)) {
    const periods = periodsOf(episode, today);
    const first = periods[0];
    if (first && episode.startedBy === input.doctorId) {
      const reached = dataDaysBetween(days, first.start, first.end).slice(0, FEW_DAYS_MIN);
      const second = reached[FEW_DAYS_MIN - 1];
      if (second && second.day <= today && monthOfDay(second.day) === input.month) {
        lines.push({
          ...base,
          code: SETUP_CODE,
          dateOfService: second.day,
          periodStart: first.start,
          periodEnd: first.end,
          dataDays: reached.length,
          evidence: { ...emptyEvidence(), sessionIds: reached.flatMap((d) => d.sessionIds) },
        });
      }
    }
    for (const period of periods) {
      if (!period.over || monthOfDay(period.end) !== input.month || deviceBillerOf(episode, period.start) !== input.doctorId) continue;
      const counted = dataDaysBetween(days, period.start, period.end);
      const code = deviceCode(counted.length);
      if (!code) continue;
      lines.push({
        ...base,
        code,
        dateOfService: period.end,
        periodStart: period.start,
        periodEnd: period.end,
        dataDays: counted.length,
        evidence: { ...emptyEvidence(), sessionIds: counted.flatMap((d) => d.sessionIds) },
      });
    }
  }
  return lines;
}

export interface Interval {
  /** milliseconds since the epoch */
  start: number;
  /** milliseconds since the epoch, after start */
  end: number;
}

/** The union of intervals as disjoint runs, in order (empty intervals dropped). */
export function unionRuns(intervals: readonly Interval[]): Interval[] {
  const sorted = intervals.filter((interval) => interval.end > interval.start).sort((a, b) => a.start - b.start);
  const runs: Interval[] = [];
  for (const { start, end } of sorted) {
    const last = runs.at(-1);
    if (last && start <= last.end) last.end = Math.max(last.end, end);
    else runs.push({ start, end });
  }
  return runs;
}

/** The instant the runs have covered `millis` (null if they never do). */
function instantCovering(runs: readonly Interval[], millis: number): number | null {
  let covered = 0;
  for (const run of runs) {
    if (covered + (run.end - run.start) >= millis) return run.start + (millis - covered);
    covered += run.end - run.start;
  }
  return null;
}

/** The length (ms) of the union of intervals. */
const unionLength = (intervals: readonly Interval[]) => unionRuns(intervals).reduce((total, run) => total + run.end - run.start, 0);

const toSeconds = (millis: number) => Math.round(millis / 1000);

/**
 * The management lines of one patient in the month for this doctor: the union of the time of his entries within the
 * calendar month in his zone, his assistants' among them when his discipline bills them (ASSISTANT_MODIFIER); none
 * without a contact in it. The date of service is the day the month reached the code's minutes and had its contact
 * (the later of the two). An assistant's seconds are those only his entries cover (time the doctor also logged is the
 * doctor's); when all assistants' together are more than ASSISTANT_DE_MINIMIS_PERCENT of the month's, the lines carry
 * CQ or CO. Assistants' entries a discipline cannot bill are left out and named in the evidence as not billable.
 */
export function managementLines(
  input: Pick<RtmClaimsInput, 'doctorId' | 'doctorName' | 'assistants' | 'timeZone' | 'discipline' | 'month'>,
  patient: RtmPatientInput,
): RtmClaimLine[] {
  const zone = zoneOrDefault(input.timeZone);
  const { from, to } = monthBounds(input.month, zone);
  const assistantModifier = input.discipline ? ASSISTANT_MODIFIER[input.discipline] : undefined;
  const clipped = patient.entries
    .map((entry) => ({
      id: entry.id,
      // an entry `by` the doctor himself is his own
      by: entry.by && entry.by !== input.doctorId ? entry.by : null,
      start: Math.max(entry.start, from),
      end: Math.min(entry.start + Math.max(0, entry.seconds) * 1000, to),
    }))
    .filter((entry) => entry.end > entry.start);
  const own = clipped.filter((entry) => entry.by === null);
  const counted = assistantModifier ? clipped : own;
  const runs = unionRuns(counted);
  const totalSeconds = toSeconds(runs.reduce((total, run) => total + run.end - run.start, 0));
  const minutes = wholeMinutes(totalSeconds);
  const contacts = patient.contacts.filter((contact) => contact.start >= from && contact.start < to).sort((a, b) => a.start - b.start || a.id.localeCompare(b.id));
  const codes = managementCodes(minutes, contacts.length > 0);
  if (!codes.base) return [];

  const ownMillis = unionLength(own);
  const ownSeconds = toSeconds(ownMillis);
  const assistantIds = [...new Set(clipped.flatMap((entry) => (entry.by === null ? [] : [entry.by])))];
  const nameOf = (uid: string) => input.assistants?.[uid] ?? uid;
  const assistants: MinutesBy[] = assistantIds
    .map((uid) => ({
      uid,
      name: nameOf(uid),
      role: 'assistant' as const,
      seconds: toSeconds(unionLength([...own, ...clipped.filter((entry) => entry.by === uid)])) - ownSeconds,
      billable: assistantModifier !== undefined,
    }))
    .filter((person) => person.seconds > 0)
    .sort((a, b) => a.name.localeCompare(b.name) || a.uid.localeCompare(b.uid));
  const clinician: MinutesBy = { uid: input.doctorId, name: input.doctorName ?? input.doctorId, role: 'clinician', seconds: ownSeconds, billable: true };
  // in whole seconds, so that exactly 10 % is no more than 10 %
  const assistantSeconds = totalSeconds - ownSeconds;
  const assistantModifiers = assistantModifier && assistantSeconds * 100 > ASSISTANT_DE_MINIMIS_PERCENT * totalSeconds ? [assistantModifier] : [];

  const firstContact = contacts[0].start;
  const serviceDay = (thresholdMinutes: number) => dayKey(Math.max(instantCovering(runs, thresholdMinutes * 60_000) ?? to - 1, firstContact), zone);
  const common: Omit<RtmClaimLine, 'code' | 'units' | 'dateOfService'> = {
    patientId: patient.patientId,
    patientName: patient.patientName,
    doctorId: input.doctorId,
    modifiers: [...disciplineModifiers(input.discipline), ...assistantModifiers],
    periodStart: `${input.month}-01`,
    periodEnd: lastDayOfMonth(input.month),
    dataDays: null,
    minutes,
    interactiveAt: new Date(firstContact).toISOString(),
    evidence: {
      sessionIds: [],
      entryIds: [...new Set(counted.map((entry) => entry.id))].sort(),
      contactIds: contacts.map((contact) => contact.id),
      minutesBy: [...(ownSeconds > 0 ? [clinician] : []), ...assistants],
    },
  };
  const baseMinutes = codes.base === MANAGEMENT_CODE_10 ? 10 : 20;
  const lines: RtmClaimLine[] = [{ ...common, code: codes.base, units: 1, dateOfService: serviceDay(baseMinutes) }];
  if (codes.additional > 0) {
    lines.push({ ...common, code: MANAGEMENT_CODE_EACH_20, units: codes.additional, dateOfService: serviceDay(20 + 20 * codes.additional) });
  }
  return lines;
}

/** The order of the codes in a patient's lines. */
export const CLAIM_CODE_ORDER = [SETUP_CODE, '98985', '98977', MANAGEMENT_CODE_10, MANAGEMENT_CODE_20, MANAGEMENT_CODE_EACH_20];

/** Every claim line of a doctor's month, by patient name, then code, then period. */
export function claimLines(input: RtmClaimsInput): RtmClaimLine[] {
  const lines = input.patients.flatMap((patient) => [...deviceLines(input, patient), ...managementLines(input, patient)]);
  const order = (code: string) => CLAIM_CODE_ORDER.indexOf(code);
  return lines.sort(
    (a, b) =>
      a.patientName.localeCompare(b.patientName) ||
      a.patientId.localeCompare(b.patientId) ||
      order(a.code) - order(b.code) ||
      a.periodStart.localeCompare(b.periodStart),
  );
}

/** Units per code of a set of lines (a month's totals). */
export function unitsByCode(lines: readonly Pick<RtmClaimLine, 'code' | 'units'>[]): Record<string, number> {
  const totals: Record<string, number> = {};
  for (const line of lines) totals[line.code] = (totals[line.code] ?? 0) + line.units;
  return totals;
}

/** Lines per code of a set of lines (a closed month's lineCounts). */
export function linesByCode(lines: readonly Pick<RtmClaimLine, 'code'>[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const line of lines) counts[line.code] = (counts[line.code] ?? 0) + 1;
  return counts;
}
