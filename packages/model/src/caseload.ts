/**
 * A clinic's caseload (issue 51): every patient who approves the clinic, with his primary clinician, where his
 * monitoring stands, what this period and month still need, and his open alerts — for the clinic's owner and
 * clinicians. Built by the functions from the sources as they are (the approvals, each primary's overview row of his
 * patient, the open alerts), never read from patient documents: pages of at most LIMITS.clinics.caseloadRowsPerPage
 * rows, each clinician's patients on pages of their own (those needing attention first, then by name), and one
 * summary with the counts and every page's place, so that a view reads the summary and the page it shows whatever
 * the number of patients. Pure: the functions, the seed and the bench build them with it.
 */
import type { OverviewRow, TimestampLike, TriageAlert } from './collections';
import { overviewMonth, rowStanding, type RowStanding } from './doctorOverview';
import { LIMITS } from './limits';
import { attentionRank } from './rtmWorklist';
import { isAlertWaiting } from './triage';

/** One patient of the caseload. */
export interface CaseloadRow {
  patientId: string;
  /** his primary clinician in the clinic (primaryOf of his approval) */
  primary: string;
  /** the primary's overview row of him (doctorOverview), from which the page computes status and needs on its day;
   * null until the functions built it */
  row: OverviewRow | null;
  openAlerts: number;
  /** when the oldest of them opened (ms); null without one */
  oldestAlertAt: number | null;
}

/** clinicCaseloadPages/{clinicId}_{clinician}_{index}: one page of a clinician's patients. Written by the functions only. */
export interface CaseloadPage {
  clinicId: string;
  clinician: string;
  index: number;
  rows: CaseloadRow[];
}

/** A page as the summary lists it. */
export interface CaseloadPageEntry {
  id: string;
  clinician: string;
  rows: number;
  /** its rows that needed attention when built */
  needsAttention: number;
}

/** A clinician as the summary counts him. */
export interface CaseloadClinician {
  uid: string;
  /** empty for a primary no longer a member (his patients stay his until transferred) */
  name: string;
  patients: number;
  needsAttention: number;
  openAlerts: number;
}

/** clinicCaseloads/{clinicId}: the counts and the pages in order (clinicians by name, each one's pages in order). */
export interface CaseloadSummary {
  clinicId: string;
  patients: number;
  needsAttention: number;
  openAlerts: number;
  clinicians: CaseloadClinician[];
  pages: CaseloadPageEntry[];
  /** when the build began reading its sources: a change marked later is built again */
  sourcesAt: TimestampLike;
  /** when the functions built it: the verdicts above are of that day */
  builtAt: TimestampLike;
}

/**
 * clinicCaseloadChanges/{clinicId}: when a source of the clinic's caseload or dashboard last changed (an approval, an
 * overview row or a month closure of one of its clinicians, an alert or outcome summary of one of its patients, a
 * membership), written by the triggers; the job rebuilds the caseloads (and dashboards) changed since their build
 * began. Written and read by the functions only.
 */
export interface CaseloadChange {
  clinicId: string;
  changedAt: TimestampLike;
}

export const caseloadPageId = (clinicId: string, clinician: string, index: number) => `${clinicId}_${clinician}_${index}`;

export interface CaseloadSources {
  clinicId: string;
  /** the clinic's members who may be a primary (owners and clinicians), uid → name, with their zones */
  clinicians: Record<string, { name: string; timeZone?: string }>;
  /** the active approvals' patients with their primary, and the primary's overview row of each */
  patients: readonly { patientId: string; primary: string; row: OverviewRow | null }[];
  /** the alerts of the clinic's patients in their primary's care team: those waiting at `now` count */
  alerts: readonly Pick<TriageAlert, 'patientId' | 'status' | 'snoozedUntil' | 'openedAt'>[];
  now: Date;
}

/** How a row stands on the day `now` (in the viewer's or its primary's `month`), judged once for all that rests on it. */
export interface RowAttention {
  /** null until the primary's overview row of the patient is built */
  standing: RowStanding | null;
  /** a waiting alert, a month without the contact it needs, a period at risk */
  needsAttention: boolean;
  /** its place among its clinician's rows: waiting alerts first, then the worklist's order, then the rest */
  rank: number;
}

export function rowAttention(row: Pick<CaseloadRow, 'row' | 'openAlerts'>, month: string, now: Date): RowAttention {
  const standing = row.row ? rowStanding(row.row, month, now) : null;
  const worklist = standing !== null && standing.work.needsAttention;
  const rank =
    row.openAlerts > 0 ? -1 : worklist ? attentionRank(standing.work, standing.status === 'atRisk') : standing ? Number.MAX_SAFE_INTEGER - 1 : Number.MAX_SAFE_INTEGER;
  return { standing, needsAttention: row.openAlerts > 0 || worklist, rank };
}

/** The caseload's summary (without its times) and pages at `now`, from its sources. */
export function buildCaseload({ clinicId, clinicians, patients, alerts, now }: CaseloadSources): {
  summary: Omit<CaseloadSummary, 'sourcesAt' | 'builtAt'>;
  pages: CaseloadPage[];
} {
  const alertsOf = new Map<string, number[]>();
  for (const alert of alerts) {
    if (!isAlertWaiting(alert, now.getTime())) continue;
    const opened = alertsOf.get(alert.patientId) ?? [];
    opened.push(alert.openedAt.toMillis());
    alertsOf.set(alert.patientId, opened);
  }
  const byPrimary = new Map<string, CaseloadRow[]>();
  for (const { patientId, primary, row } of patients) {
    const opened = alertsOf.get(patientId) ?? [];
    const rows = byPrimary.get(primary) ?? [];
    rows.push({ patientId, primary, row, openAlerts: opened.length, oldestAlertAt: opened.length ? Math.min(...opened) : null });
    byPrimary.set(primary, rows);
  }
  const nameOf = (uid: string) => clinicians[uid]?.name ?? '';
  // members by name, then former members (no name) by uid
  const order = [...byPrimary.keys()].sort(
    (a, b) => Number(!nameOf(a)) - Number(!nameOf(b)) || nameOf(a).localeCompare(nameOf(b)) || a.localeCompare(b),
  );
  const perPage = LIMITS.clinics.caseloadRowsPerPage;
  const pages: CaseloadPage[] = [];
  const entries: CaseloadPageEntry[] = [];
  const counted: CaseloadClinician[] = [];
  const needing = (judged: readonly { attention: RowAttention }[]) => judged.filter(({ attention }) => attention.needsAttention).length;
  for (const clinician of order) {
    const month = overviewMonth(clinicians[clinician]?.timeZone, now);
    const judged = byPrimary
      .get(clinician)!
      .map((row) => ({ row, attention: rowAttention(row, month, now), name: row.row?.name ?? '' }))
      .sort((a, b) => a.attention.rank - b.attention.rank || a.name.localeCompare(b.name) || a.row.patientId.localeCompare(b.row.patientId));
    for (let index = 0; index * perPage < judged.length; index += 1) {
      const page = judged.slice(index * perPage, (index + 1) * perPage);
      const id = caseloadPageId(clinicId, clinician, index);
      pages.push({ clinicId, clinician, index, rows: page.map(({ row }) => row) });
      entries.push({ id, clinician, rows: page.length, needsAttention: needing(page) });
    }
    const rows = judged.map(({ row }) => row);
    counted.push({
      uid: clinician,
      name: nameOf(clinician),
      patients: rows.length,
      needsAttention: needing(judged),
      openAlerts: rows.reduce((sum, row) => sum + row.openAlerts, 0),
    });
  }
  const total = (field: 'patients' | 'needsAttention' | 'openAlerts') => counted.reduce((sum, clinician) => sum + clinician[field], 0);
  return {
    summary: { clinicId, patients: total('patients'), needsAttention: total('needsAttention'), openAlerts: total('openAlerts'), clinicians: counted, pages: entries },
    pages,
  };
}

/** What the caseload page shows: all patients or one clinician's, all or those needing attention. */
export interface CaseloadFilter {
  clinician: string | null;
  needsAttention: boolean;
}

/** The pages a filter shows, in order (a page's rows are filtered again on the day it is viewed). */
export function pagesShown(summary: Pick<CaseloadSummary, 'pages'>, filter: CaseloadFilter): CaseloadPageEntry[] {
  return summary.pages.filter(
    (page) => (filter.clinician === null || page.clinician === filter.clinician) && (!filter.needsAttention || page.needsAttention > 0),
  );
}
