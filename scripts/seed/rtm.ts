/**
 * RTM billing evidence in the demo world (issue 32): the demo doctor's calls by hand this month as attested contacts
 * (each tied to its time entry), his month before last closed, with one amendment (15 minutes added with a reason)
 * and the time entry it wrote, and the RTM demo's patients' time this month and last (RTM_MINUTES): every management
 * code at once, each month with or without an attested call.
 */
import { Timestamp } from 'firebase-admin/firestore';
import type { ManagementEntry, ManagementMonth, RtmAmendment, RtmContact, RtmMonthClosure } from '@rehab/model/collections';
import { DEFAULT_TIME_ZONE } from '@rehab/model/monitoring';
import { monthBounds, monthOfInstant, previousMonth } from '@rehab/model/rtmClaims';
import { DEMO_ACCOUNTS, PATIENT_OF_BOTH_CLINICS, RTM_PATIENTS } from './accounts';
import type { InCare } from './care';
import type { SeedDoc } from './seedDoc';

export interface RtmSeed {
  contacts: SeedDoc<RtmContact>[];
  closures: SeedDoc<RtmMonthClosure>[];
  amendments: SeedDoc<RtmAmendment>[];
  /** the time months the amendments wrote (their totals are computed with the others') */
  months: SeedDoc<ManagementMonth>[];
}

export const SEED_AMENDMENT_ID = 'seed-amendment-1';

export function buildRtmSeed(now: Date, months: readonly SeedDoc<ManagementMonth>[], inCare: InCare): RtmSeed {
  const doctorId = DEMO_ACCOUNTS.doctor.uid;
  const contacts = months.flatMap(({ id: monthId, data: month }) =>
    Object.entries(month.entries)
      .filter(([, entry]) => entry.source === 'manual' && entry.interactive && entry.seconds > 0)
      .map(([entryId, entry]): SeedDoc<RtmContact> => ({
        id: `${month.doctorId}_${month.patientId}_${entry.start.toMillis()}`,
        data: {
          doctorId: month.doctorId,
          patientId: month.patientId,
          start: entry.start,
          seconds: entry.seconds,
          kind: 'phone',
          source: 'attested',
          attestation: entry.reason,
          entryRef: `${monthId}/${entryId}`,
          recordedAt: entry.updatedAt,
          inCare: month.inCare,
        },
      })),
  );
  // The demo doctor has no time zone stored: his months are UTC ones, as the functions count them.
  const closed = previousMonth(previousMonth(monthOfInstant(now.getTime(), DEFAULT_TIME_ZONE)));
  const { from, to } = monthBounds(closed, DEFAULT_TIME_ZONE);
  const closures: SeedDoc<RtmMonthClosure>[] = [
    {
      id: `${doctorId}_${closed}`,
      data: { doctorId, month: closed, timeZone: DEFAULT_TIME_ZONE, from: Timestamp.fromMillis(from), to: Timestamp.fromMillis(to), closedAt: Timestamp.fromMillis(to + 2 * 86_400_000), closedBy: doctorId, totals: {}, lineCounts: {}, lineCount: 0 },
    },
  ];
  const patientId = months[0]?.data.patientId ?? DEMO_ACCOUNTS.patient.uid;
  const start = Timestamp.fromMillis(from + 9 * 86_400_000 + 10 * 3_600_000);
  const at = Timestamp.fromMillis(to + 5 * 86_400_000);
  const reason = 'Phone review left out of the closed month';
  const monthId = `${doctorId}_${patientId}_${closed}`;
  const entryId = `amend-${SEED_AMENDMENT_ID}`;
  const amendedMonth: SeedDoc<ManagementMonth> = {
    id: monthId,
    data: {
      doctorId,
      patientId,
      month: closed,
      entries: { [entryId]: { start, seconds: 15 * 60, source: 'manual', activity: 'other', interactive: false, reason: `Amendment: ${reason}`, updatedAt: at } },
      lastEntryId: entryId,
      inCare: inCare(doctorId, patientId),
    },
  };
  const amendments: SeedDoc<RtmAmendment>[] = [
    {
      id: SEED_AMENDMENT_ID,
      data: {
        doctorId,
        patientId,
        month: closed,
        reason,
        change: { type: 'addTime', start: start.toDate().toISOString(), minutes: 15 },
        target: `${monthId}/${entryId}`,
        at,
        by: doctorId,
        inCare: inCare(doctorId, patientId),
      },
    },
  ];
  const rtm = buildRtmPatientsTime(now, inCare);
  const supervised = buildSupervisedMonth(now);
  return { contacts: [...contacts, ...rtm.contacts, supervised.contact], closures, amendments, months: [amendedMonth, ...rtm.months, supervised.month] };
}

interface RtmMonthPlan {
  minutes: number;
  /** the month's attested call (its minutes are part of `minutes`), or none */
  call?: 'phone' | 'video';
}

/** The RTM demo's patients' management minutes this month and last: 9, 10, 19, 20, 39, 40 and 60, with and without a call. */
export const RTM_MINUTES: Record<string, { thisMonth: RtmMonthPlan; lastMonth?: RtmMonthPlan }> = {
  [RTM_PATIENTS.oneDay.uid]: { thisMonth: { minutes: 9, call: 'phone' }, lastMonth: { minutes: 60, call: 'video' } },
  [RTM_PATIENTS.twoDays.uid]: { thisMonth: { minutes: 10, call: 'phone' }, lastMonth: { minutes: 40, call: 'phone' } },
  [RTM_PATIENTS.fifteenDays.uid]: { thisMonth: { minutes: 19, call: 'video' }, lastMonth: { minutes: 39, call: 'phone' } },
  [RTM_PATIENTS.sixteenDays.uid]: { thisMonth: { minutes: 20, call: 'phone' }, lastMonth: { minutes: 20 } },
  [RTM_PATIENTS.thirtyDays.uid]: { thisMonth: { minutes: 40, call: 'phone' }, lastMonth: { minutes: 10 } },
  [RTM_PATIENTS.needsCall.uid]: { thisMonth: { minutes: 12 } },
};

const CALL_MINUTES = 5;
const MINUTE = 60_000;

/**
 * One month's time on a patient from `base`: the attested call first (as recordContact writes it: a server entry and
 * its contact), then the rest on the charts ten minutes later; without a call, 8 minutes on the charts and the rest
 * in the chat, which is management time but no real-time contact.
 */
function monthOfTime(doctorId: string, patientId: string, month: string, base: number, plan: RtmMonthPlan, inCare: boolean) {
  const entries: Record<string, ManagementEntry> = {};
  const contacts: SeedDoc<RtmContact>[] = [];
  const monthId = `${doctorId}_${patientId}_${month}`;
  const add = (id: string, start: number, minutes: number, entry: Pick<ManagementEntry, 'source' | 'activity' | 'interactive' | 'reason'>) => {
    entries[id] = { ...entry, start: Timestamp.fromMillis(start), seconds: minutes * 60, updatedAt: Timestamp.fromMillis(start + minutes * MINUTE) };
  };
  if (plan.call) {
    const attestation = `${plan.call === 'phone' ? 'Phone' : 'Video'} call with the patient about the home exercises, real-time two-way audio`;
    const entryId = `call-${base}`;
    add(entryId, base, CALL_MINUTES, { source: 'server', activity: 'other', interactive: true, reason: `Attested ${plan.call} call: ${attestation}` });
    contacts.push({
      id: `${doctorId}_${patientId}_${base}`,
      data: {
        doctorId,
        patientId,
        start: Timestamp.fromMillis(base),
        seconds: CALL_MINUTES * 60,
        kind: plan.call,
        source: 'attested',
        attestation,
        entryRef: `${monthId}/${entryId}`,
        recordedAt: Timestamp.fromMillis(base + CALL_MINUTES * MINUTE),
        inCare,
      },
    });
    add('seed-auto-1', base + 10 * MINUTE, plan.minutes - CALL_MINUTES, { source: 'auto', activity: 'charts', interactive: false, reason: '' });
  } else {
    add('seed-auto-1', base, Math.min(8, plan.minutes), { source: 'auto', activity: 'charts', interactive: false, reason: '' });
    if (plan.minutes > 8) add('seed-auto-2', base + 10 * MINUTE, plan.minutes - 8, { source: 'auto', activity: 'chat', interactive: true, reason: '' });
  }
  const doc: SeedDoc<ManagementMonth> = {
    id: monthId,
    data: { doctorId, patientId, month, entries, lastEntryId: Object.keys(entries).at(-1)!, inCare },
  };
  return { month: doc, contacts };
}

/**
 * The RTM demo's patients' months (the demo doctor's, in his zone: UTC until he has one): last month's on its 10th
 * at 10:00, this month's two hours ago (or from the month's first instant, early on its first day).
 */
function buildRtmPatientsTime(now: Date, inCare: InCare): { months: SeedDoc<ManagementMonth>[]; contacts: SeedDoc<RtmContact>[] } {
  const doctorId = DEMO_ACCOUNTS.doctor.uid;
  const thisMonth = monthOfInstant(now.getTime(), DEFAULT_TIME_ZONE);
  const lastMonth = previousMonth(thisMonth);
  const thisBase = Math.max(monthBounds(thisMonth, DEFAULT_TIME_ZONE).from, now.getTime() - 2 * 60 * MINUTE);
  const lastBase = monthBounds(lastMonth, DEFAULT_TIME_ZONE).from + 9 * 86_400_000 + 10 * 60 * MINUTE;
  const built = Object.entries(RTM_MINUTES).flatMap(([patientId, plans]) => [
    monthOfTime(doctorId, patientId, thisMonth, thisBase, plans.thisMonth, inCare(doctorId, patientId)),
    ...(plans.lastMonth ? [monthOfTime(doctorId, patientId, lastMonth, lastBase, plans.lastMonth, inCare(doctorId, patientId))] : []),
  ]);
  return { months: built.map((b) => b.month), contacts: built.flatMap((b) => b.contacts) };
}

/** The physical therapist's month on Ravi last month: her call, her own time on the charts, her assistant's time. */
export const SUPERVISED_MINUTES = { call: 5, charts: 12, assistant: 8 };

/**
 * The clinic biller's demo (issue 51): Northside's physical therapist's last month on Ravi, who approved Northside
 * (her months are UTC ones, as the demo doctor's): an attested phone call, time on the charts, and her assistant's
 * minutes as logAssistantTime writes them (source 'server', `by` the assistant) — 25 minutes with a real-time
 * contact, a 98980 line of which the assistant's 8 minutes (32 %) are more than the de minimis 10 %: GP CQ. Five days
 * before the month's end, so always after Ravi's approval (40 days ago). Flagged in the clinic by withCareFlags.
 */
function buildSupervisedMonth(now: Date): { month: SeedDoc<ManagementMonth>; contact: SeedDoc<RtmContact> } {
  const doctorId = DEMO_ACCOUNTS.clinician.uid;
  const patientId = PATIENT_OF_BOTH_CLINICS.uid;
  const month = previousMonth(monthOfInstant(now.getTime(), DEFAULT_TIME_ZONE));
  const base = monthBounds(month, DEFAULT_TIME_ZONE).to - 5 * 86_400_000 + 10 * 60 * MINUTE;
  const built = monthOfTime(doctorId, patientId, month, base, { minutes: SUPERVISED_MINUTES.call + SUPERVISED_MINUTES.charts, call: 'phone' }, false);
  const start = base + 30 * MINUTE;
  const seconds = SUPERVISED_MINUTES.assistant * 60;
  const entries: Record<string, ManagementEntry> = {
    ...built.month.data.entries,
    'assistant-seed-1': {
      start: Timestamp.fromMillis(start),
      seconds,
      source: 'server',
      activity: 'charts',
      interactive: false,
      reason: 'Reviewed the home exercise data and updated the progression notes',
      updatedAt: Timestamp.fromMillis(start + seconds * 1000),
      by: DEMO_ACCOUNTS.assistant.uid,
    },
  };
  return { month: { id: built.month.id, data: { ...built.month.data, entries, lastEntryId: 'assistant-seed-1' } }, contact: built.contacts[0] };
}
