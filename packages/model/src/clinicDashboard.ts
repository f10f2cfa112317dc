/**
 * A clinic's dashboard (issue 51), for its owners: per clinician and for the whole clinic, the patients in monitoring
 * and the share on track for 16 data days, the waiting triage alerts by age, the share of patients whose latest LEFS or
 * PSFS improved on their first by at least the MCID, and the claim lines and units by code of the last
 * LIMITS.clinics.dashboardMonths months. Built by the functions with the caseload, from the same sources plus each
 * patient's outcome summary and each clinician's month closures — never from sessions or patient documents — so that
 * the page reads one document whatever the number of patients. Pure: the functions, the seed and the bench build it
 * with it.
 */
import type { QuestionnaireResponseDoc, RtmMonthClosure, TimestampLike } from './collections';
import { rowAttention, type CaseloadSources } from './caseload';
import { overviewMonth } from './doctorOverview';
import { LIMITS } from './limits';
import { MCID } from './outcomes/mcid';
import type { InstrumentId } from './outcomes/types';
import { previousMonth } from './rtmClaims';
import { isAlertWaiting } from './triage';

/** One instrument's scores of a patient: the first and the latest, by the time each was handed in. */
export interface InstrumentScores {
  first: number;
  /** 'YYYY-MM-DD': the occurrence the first answered */
  firstDay: string;
  latest: number;
  latestDay: string;
  /** the scored responses */
  count: number;
}

/**
 * outcomeSummaries/{patientId}: a patient's LEFS and PSFS at their first and latest scored response, kept by the
 * functions from his questionnaire responses as they are. Read by the functions only.
 */
export interface OutcomeSummary {
  patientId: string;
  instruments: Partial<Record<InstrumentId, InstrumentScores>>;
}

/**
 * A patient's outcome summary from all his responses: only completed, validly scored ones count, ordered by `authored`.
 * A function of the set of responses: one given twice (the same instrument, time, occurrence and score) counts once.
 */
export function buildOutcomeSummary(
  patientId: string,
  responses: readonly Pick<QuestionnaireResponseDoc, 'instrument' | 'status' | 'authored' | 'occurrenceDay' | 'score'>[],
): OutcomeSummary {
  const instruments: OutcomeSummary['instruments'] = {};
  const byKey = new Map<string, { instrument: InstrumentId; at: number; day: string; value: number }>();
  for (const response of responses) {
    if (response.status !== 'completed' || typeof response.score?.value !== 'number' || response.score.invalid) continue;
    const entry = { instrument: response.instrument, at: response.authored.toMillis(), day: response.occurrenceDay, value: response.score.value };
    byKey.set(JSON.stringify(entry), entry);
  }
  // by the stored time, then the occurrence and the value: the same order whatever order the responses came in
  const scored = [...byKey.values()].sort((a, b) => a.at - b.at || a.day.localeCompare(b.day) || a.value - b.value);
  for (const { instrument, day, value } of scored) {
    const known = instruments[instrument];
    instruments[instrument] = known
      ? { ...known, latest: value, latestDay: day, count: known.count + 1 }
      : { first: value, firstDay: day, latest: value, latestDay: day, count: 1 };
  }
  return { patientId, instruments };
}

/** Whether an instrument's latest score is better than its first by at least the MCID (both instruments: higher is better). */
export function improvedByMcid(instrument: InstrumentId, scores: InstrumentScores): boolean {
  // in tenths, the scores' precision (a PSFS is a mean rounded to 0.1): 4.1 − 2.1 is 2, not 1.9999999999999996
  return scores.count >= 2 && Math.round((scores.latest - scores.first) * 10) >= MCID[instrument] * 10;
}

/** The ages the waiting alerts are counted by: under 1 day, 1 to 3 days, 3 to 7 days, 7 days or more. */
export const ALERT_AGE_DAYS = [1, 3, 7] as const;

/** The claim lines and units of one code in a month. */
export interface CodeClaims {
  /** null for a month closed before closures counted lines per code */
  lines: number | null;
  units: number;
}

/** One month of claims: by code once closed; an open month's lines are not final yet and are not counted. */
export interface MonthClaims {
  /** 'YYYY-MM' */
  month: string;
  closed: boolean;
  codes: Record<string, CodeClaims>;
}

/** What the dashboard counts, for a clinician or the whole clinic. */
export interface DashboardCounts {
  patients: number;
  /** patients whose 30-day period runs (status other than notStarted) */
  inMonitoring: number;
  /** of them, on track for 16 data days or already there */
  onTrack: number;
  /** waiting alerts by age: one count per ALERT_AGE_DAYS bucket and one for the oldest */
  alertsByAge: number[];
  /** patients with at least two scored LEFS or PSFS responses */
  outcomesMeasured: number;
  /** of them, those whose latest score of either improved on its first by at least the MCID */
  outcomesImproved: number;
  /** the last LIMITS.clinics.dashboardMonths months, oldest first */
  claims: MonthClaims[];
}

export interface DashboardClinician extends DashboardCounts {
  uid: string;
  /** empty for a primary no longer a member */
  name: string;
}

/** clinicDashboards/{clinicId}: written by the functions only, read by the clinic's owners. */
export interface ClinicDashboard {
  clinicId: string;
  clinic: DashboardCounts;
  /** by name, former members last */
  clinicians: DashboardClinician[];
  /** when the functions built it: the counts are of that day */
  builtAt: TimestampLike;
}

export interface DashboardSources extends CaseloadSources {
  /** the clinic's patients' outcome summaries (a patient without one has no scored response) */
  outcomes: readonly OutcomeSummary[];
  /** the clinicians' month closures of the months shown */
  closures: readonly Pick<RtmMonthClosure, 'doctorId' | 'month' | 'totals' | 'lineCounts'>[];
}

/** The months a clinician's dashboard shows at `now`, oldest first, ending with his current month. */
export function dashboardMonths(timeZone: string | undefined, now: Date): string[] {
  const months = [overviewMonth(timeZone, now)];
  while (months.length < LIMITS.clinics.dashboardMonths) months.unshift(previousMonth(months[0]));
  return months;
}

/** The age bucket of an alert opened at `openedAt` (ms). */
function ageBucket(openedAt: number, now: number): number {
  const days = (now - openedAt) / 86_400_000;
  const index = ALERT_AGE_DAYS.findIndex((limit) => days < limit);
  return index === -1 ? ALERT_AGE_DAYS.length : index;
}

function emptyCounts(months: readonly string[]): DashboardCounts {
  return {
    patients: 0,
    inMonitoring: 0,
    onTrack: 0,
    alertsByAge: Array.from({ length: ALERT_AGE_DAYS.length + 1 }, () => 0),
    outcomesMeasured: 0,
    outcomesImproved: 0,
    claims: months.map((month) => ({ month, closed: false, codes: {} })),
  };
}

/** Adds `from`'s counts into `into` (its claims month by month). */
function addCounts(into: DashboardCounts, from: DashboardCounts): void {
  into.patients += from.patients;
  into.inMonitoring += from.inMonitoring;
  into.onTrack += from.onTrack;
  into.outcomesMeasured += from.outcomesMeasured;
  into.outcomesImproved += from.outcomesImproved;
  from.alertsByAge.forEach((count, i) => (into.alertsByAge[i] += count));
  for (const month of from.claims) {
    // a clinician's months are those of his zone: one a month apart from the clinic's at its edges is left out
    const target = into.claims.find((known) => known.month === month.month);
    if (!target) continue;
    target.closed ||= month.closed;
    for (const [code, { lines, units }] of Object.entries(month.codes)) {
      const known = target.codes[code];
      target.codes[code] = known
        ? { lines: known.lines === null || lines === null ? null : known.lines + lines, units: known.units + units }
        : { lines, units };
    }
  }
}

/** The dashboard (without its time) at `now`, from its sources. */
export function buildClinicDashboard({ clinicId, clinicians, patients, alerts, outcomes, closures, now }: DashboardSources): Omit<ClinicDashboard, 'builtAt'> {
  const outcomeOf = new Map(outcomes.map((summary) => [summary.patientId, summary]));
  const closureOf = new Map(closures.map((closure) => [`${closure.doctorId}_${closure.month}`, closure]));
  const primaryOf = new Map(patients.map((patient) => [patient.patientId, patient.primary]));
  const byPrimary = new Map<string, DashboardSources['patients'][number][]>();
  for (const patient of patients) {
    const own = byPrimary.get(patient.primary) ?? [];
    own.push(patient);
    byPrimary.set(patient.primary, own);
  }
  const waiting = new Map<string, number[]>();
  for (const alert of alerts) {
    const primary = primaryOf.get(alert.patientId);
    if (primary === undefined || !isAlertWaiting(alert, now.getTime())) continue;
    const opened = waiting.get(primary) ?? [];
    opened.push(alert.openedAt.toMillis());
    waiting.set(primary, opened);
  }
  const nameOf = (uid: string) => clinicians[uid]?.name ?? '';
  const uids = [...new Set([...Object.keys(clinicians), ...byPrimary.keys()])].sort(
    (a, b) => Number(!nameOf(a)) - Number(!nameOf(b)) || nameOf(a).localeCompare(nameOf(b)) || a.localeCompare(b),
  );
  const clinicMonths = dashboardMonths(undefined, now);
  const clinic = emptyCounts(clinicMonths);
  const counted = uids.map((uid): DashboardClinician => {
    const timeZone = clinicians[uid]?.timeZone;
    const months = dashboardMonths(timeZone, now);
    const counts = emptyCounts(months);
    const month = overviewMonth(timeZone, now);
    for (const { patientId, row } of byPrimary.get(uid) ?? []) {
      counts.patients += 1;
      const { standing } = rowAttention({ row, openAlerts: 0 }, month, now);
      if (standing && standing.status !== 'notStarted') {
        counts.inMonitoring += 1;
        if (standing.status !== 'atRisk') counts.onTrack += 1;
      }
      const measured = Object.entries(outcomeOf.get(patientId)?.instruments ?? {}).filter(([, scores]) => scores.count >= 2) as [InstrumentId, InstrumentScores][];
      if (measured.length > 0) {
        counts.outcomesMeasured += 1;
        if (measured.some(([instrument, scores]) => improvedByMcid(instrument, scores))) counts.outcomesImproved += 1;
      }
    }
    for (const openedAt of waiting.get(uid) ?? []) counts.alertsByAge[ageBucket(openedAt, now.getTime())] += 1;
    counts.claims = months.map((key) => {
      const closure = closureOf.get(`${uid}_${key}`);
      if (!closure) return { month: key, closed: false, codes: {} };
      const codes = Object.fromEntries(
        Object.keys(closure.totals)
          .sort()
          .map((code) => [code, { lines: closure.lineCounts?.[code] ?? null, units: closure.totals[code] }]),
      );
      return { month: key, closed: true, codes };
    });
    addCounts(clinic, counts);
    return { uid, name: nameOf(uid), ...counts };
  });
  return { clinicId, clinic, clinicians: counted };
}

/** A share as a whole percentage; null when there is nothing to share. */
export function percentOf(part: number, whole: number): number | null {
  return whole === 0 ? null : Math.round((part / whole) * 100);
}
