/**
 * The reconcile job (issue 48): triggers can be lost, late or reordered, so once a day every aggregate of the recent
 * past is recomputed from its sources by its `reconcile…` export, what differs is set right, and each fix is recorded
 * in reconcileReports/{UTC day} for the admins (a healthy day: 0 drifts). Daily in production (reconcileAggregates,
 * retried when it fails: a second run finds nothing left to fix), on the same cadence under `npm start`, and once by
 * `npm run reconcile`. Collections are read a page at a time.
 */
import { Timestamp, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { CARE_FLAGGED_COLLECTIONS } from '@rehab/model/care';
import { LIMITS } from '@rehab/model/limits';
import { mergeReconcilePass, reconcileReportId, reportedFix, type ReconcileFix, type ReconcileReport, type ReconcileRun } from '@rehab/model/reconcile';
import { db } from '../admin';
import { reconcileCareFlags } from '../careFlags';
import { reconcileClinicCaseloads } from '../clinics/caseload';
import { reconcilePatientContacts } from '../clinics/patientContacts';
import { pairsMaybeInCare } from '../lib/care';
import { col, docRef, type ServerCollectionName } from '../lib/collections';
import { PAGE_SIZE, readInPages } from '../lib/pages';
import { reconcileDataDays } from '../monitoring/dataDays';
import { reconcileOutcomeSummary } from '../outcomes/outcomeSummary';
import { reconcilePatientAlerts } from '../triage/evaluate';
import { reconcileVisit } from '../videoVisits/visitRecord';
import { reconcileManagementTotals, reconcileOverviewRow, reconcileSensorOverviews } from './aggregates';
import { onScheduledJob } from '../lib/triggers';

const DAY_MS = 86_400_000;
/** Aggregates reconciled at once: enough to overlap their reads, few enough not to crowd the triggers' transactions. */
const CONCURRENT = 8;

/** Each item's fixes, CONCURRENT items at a time, in the items' order. */
async function fixesOf<T>(items: readonly T[], reconcile: (item: T) => Promise<ReconcileFix[]>): Promise<ReconcileFix[]> {
  const fixes: ReconcileFix[] = [];
  for (let i = 0; i < items.length; i += CONCURRENT) {
    for (const found of await Promise.all(items.slice(i, i + CONCURRENT).map(reconcile))) fixes.push(...found);
  }
  return fixes;
}

/**
 * The documents of a collection whose `field` is at least `from`, with only `field` and `fields` read, a page at a
 * time in the order of that field: readInPages orders by id, which a range on another field cannot be combined with
 * without a composite index. (`field` is always read: a page starts after the last document's.)
 */
async function readSinceInPages(collection: ServerCollectionName, field: string, from: Timestamp | string, ...fields: string[]): Promise<QueryDocumentSnapshot[]> {
  const ordered = col(collection).select(field, ...fields).where(field, '>=', from).orderBy(field).limit(PAGE_SIZE);
  const found: QueryDocumentSnapshot[] = [];
  let page = await ordered.get();
  for (;;) {
    found.push(...page.docs);
    if (page.size < PAGE_SIZE) return found;
    page = await ordered.startAfter(page.docs[page.size - 1]).get();
  }
}

/** The calendar months ('YYYY-MM') of the window in any time zone: a month's id is in its doctor's zone. */
function monthsOfWindow(from: Date, to: Date): string[] {
  const spread = LIMITS.managementTime.zoneSpreadHours * 3_600_000;
  const months = new Set<string>();
  for (let at = from.getTime() - spread; at <= to.getTime() + spread; at += DAY_MS / 2) months.add(new Date(at).toISOString().slice(0, 7));
  months.add(new Date(to.getTime() + spread).toISOString().slice(0, 7));
  return [...months].sort();
}

const sorted = (ids: Iterable<string>) => [...new Set(ids)].sort();

interface Window {
  now: Date;
  from: Date;
  sensorsFrom: Date;
}

/** One kind of aggregate: the sources it is recomputed from, in the window, and what differed. */
interface Pass {
  collection: string;
  run: (window: Window) => Promise<{ checked: number; fixes: ReconcileFix[] }>;
}

/** managementTime months of the window (and totals left without their month). */
const managementTotalsPass: Pass = {
  collection: 'managementTotals',
  run: async ({ now, from }) => {
    const months = monthsOfWindow(from, now);
    const [entries, totals] = await Promise.all([
      readInPages(col('managementTime').where('month', 'in', months).select()),
      readInPages(col('managementTotals').where('month', 'in', months).select()),
    ]);
    const ids = sorted([...entries, ...totals].map((doc) => doc.id));
    return { checked: ids.length, fixes: await fixesOf(ids, reconcileManagementTotals) };
  },
};

/** monitoring/{patient}.days: the patients with a monitoring document or a session in the window. */
const dataDaysPass: Pass = {
  collection: 'monitoring',
  run: async ({ now, from }) => {
    const [monitoring, sessions] = await Promise.all([
      readInPages(col('monitoring').select()),
      readSinceInPages('sessions', 'date', Timestamp.fromDate(from), 'userId'),
    ]);
    const fromSessions = sessions.flatMap((doc) => {
      const userId: unknown = doc.get('userId');
      return typeof userId === 'string' && userId ? [userId] : [];
    });
    const patients = sorted([...monitoring.map((doc) => doc.id), ...fromSessions]);
    return { checked: patients.length, fixes: await fixesOf(patients, (patientId) => reconcileDataDays(patientId, now, LIMITS.reconcile.windowDays)) };
  },
};

/** The rows of the doctors' overviews: every row there is, and every pair that may be in care (a row may be missing). */
const overviewRowsPass: Pass = {
  collection: 'doctorOverview',
  run: async ({ now }) => {
    const [overviews, inCare] = await Promise.all([readInPages(col('doctorOverview')), pairsMaybeInCare()]);
    const pairs = sorted([
      ...overviews.flatMap((doc) => Object.keys(doc.data().rows ?? {}).map((patientId) => `${doc.id}/${patientId}`)),
      ...inCare.map(({ doctorId, patientId }) => `${doctorId}/${patientId}`),
    ]);
    return {
      checked: pairs.length,
      fixes: await fixesOf(pairs, (pair) => {
        const [doctorId, patientId] = pair.split('/');
        return reconcileOverviewRow(doctorId, patientId, now);
      }),
    };
  },
};

/** The alerts of every patient who may be in care, and of every patient who has one (it may be due to close). */
const triageAlertsPass: Pass = {
  collection: 'triageAlerts',
  run: async ({ now }) => {
    const [inCare, alerts] = await Promise.all([pairsMaybeInCare(), readInPages(col('triageAlerts').select('patientId'))]);
    const patients = sorted([...inCare.map((pair) => pair.patientId), ...alerts.map((doc) => String(doc.get('patientId')))]);
    return { checked: patients.length, fixes: await fixesOf(patients, (patientId) => reconcilePatientAlerts(patientId, now.getTime())) };
  },
};

/**
 * The care flags (inCare, clinicId) of the doctor-patient pairs that may be flagged, or were and may still be: every
 * pair in care, every patient who approved a clinic with each of its members, every pair with a document in a clinic,
 * and the pairs whose care ended in the window.
 */
const careFlagsPass: Pass = {
  collection: 'careFlags',
  run: async ({ from }) => {
    const [relationships, consents, ended, ...inClinics] = await Promise.all([
      readInPages(col('careRelationships').where('state', '==', 'active')),
      readInPages(col('clinicConsents').where('state', '==', 'active')),
      readSinceInPages('careRelationships', 'endedAt', Timestamp.fromDate(from), 'patient', 'doctor'),
      ...CARE_FLAGGED_COLLECTIONS.map(({ name, doctorField, patientField }) => readSinceInPages(name, 'clinicId', '', doctorField, patientField)),
    ]);
    const clinics = sorted(consents.map((doc) => doc.data().clinicId));
    const members = new Map(
      await Promise.all(clinics.map(async (clinicId) => [clinicId, (await readInPages(col('clinicMembers').where('clinicId', '==', clinicId).select())).map((m) => m.id)] as const)),
    );
    const pairs = sorted([
      ...[...relationships, ...ended].map((doc) => `${String(doc.get('doctor'))}/${String(doc.get('patient'))}`),
      ...consents.flatMap((doc) => (members.get(doc.data().clinicId) ?? []).map((memberUid) => `${memberUid}/${doc.data().patient}`)),
      ...inClinics.flatMap((docs, k) => {
        const { doctorField, patientField } = CARE_FLAGGED_COLLECTIONS[k];
        return docs.map((doc) => `${String(doc.get(doctorField))}/${String(doc.get(patientField))}`);
      }),
    ]);
    return {
      checked: pairs.length,
      fixes: await fixesOf(pairs, (pair) => {
        const [doctorId, patientId] = pair.split('/');
        return reconcileCareFlags(patientId, doctorId);
      }),
    };
  },
};

/** The sensor overviews of the sessions of the last LIMITS.reconcile.sensorWindowDays days (their bins are many). */
const sensorOverviewsPass: Pass = {
  collection: 'sensorOverviews',
  run: async ({ sensorsFrom }) => {
    const sessions = await readSinceInPages('sessions', 'date', Timestamp.fromDate(sensorsFrom));
    const ids = sorted(sessions.map((doc) => doc.id));
    return { checked: ids.length, fixes: await fixesOf(ids, reconcileSensorOverviews) };
  },
};

/** The contact and time entry of each video visit that ended in the window, from its stored intervals. */
const videoVisitsPass: Pass = {
  collection: 'videoVisits',
  run: async ({ from }) => {
    const ended = await readSinceInPages('videoVisits', 'endedAt', Timestamp.fromDate(from));
    const ids = sorted(ended.map((visit) => visit.id));
    return { checked: ids.length, fixes: await fixesOf(ids, reconcileVisit) };
  },
};

/** The clinics' contacts of their patients (issue 51): every approval, and every contact (one may be left over). */
const patientContactsPass: Pass = {
  collection: 'patientContacts',
  run: () => reconcilePatientContacts(),
};

/**
 * The patients' outcome summaries (issue 51): every patient with a response handed in or saved in the window, and every
 * summary (one may be left without its responses).
 */
const outcomeSummariesPass: Pass = {
  collection: 'outcomeSummaries',
  run: async ({ from }) => {
    const [responses, summaries] = await Promise.all([
      readSinceInPages('questionnaireResponses', 'authored', Timestamp.fromDate(from), 'patientId'),
      readInPages(col('outcomeSummaries').select()),
    ]);
    const patients = sorted([...responses.map((doc) => String(doc.get('patientId'))), ...summaries.map((doc) => doc.id)]);
    return { checked: patients.length, fixes: await fixesOf(patients, reconcileOutcomeSummary) };
  },
};

/** The clinics' caseloads and dashboards (issue 51), each rebuilt whole: one summary and its pages, one dashboard per clinic. */
const caseloadsPass: Pass = {
  collection: 'clinicCaseloads',
  run: ({ now }) => reconcileClinicCaseloads(now),
};

/**
 * Sources first: a visit's time entry makes totals, the care flags of a month are its totals', data days, totals
 * and contacts make the overview rows, and overview rows, alerts and outcome summaries the caseloads and dashboards.
 */
const PASSES: readonly Pass[] = [
  videoVisitsPass,
  careFlagsPass,
  dataDaysPass,
  managementTotalsPass,
  overviewRowsPass,
  triageAlertsPass,
  sensorOverviewsPass,
  patientContactsPass,
  outcomeSummariesPass,
  caseloadsPass,
];

/** Merges one pass into the day's report, in a transaction: two runs of one day never lose each other's fixes. */
async function recordPass(date: string, window: Window, collection: string, checked: number, fixes: ReconcileFix[]): Promise<void> {
  const ref = docRef('reconcileReports', date);
  await db.runTransaction(async (tx) => {
    const existing: ReconcileReport | undefined = (await tx.get(ref)).data();
    const merged = mergeReconcilePass(existing, {
      date,
      ranAt: Timestamp.now(),
      window: { from: Timestamp.fromDate(window.from), to: Timestamp.fromDate(window.now), sensorsFrom: Timestamp.fromDate(window.sensorsFrom) },
      collection,
      checked,
      fixes,
    });
    tx.set(ref, merged);
  });
}

/** Runs every pass at `now`, records each in the day's report as it ends, and returns what this run fixed. */
export async function reconcileAllAggregates(now: Date): Promise<ReconcileRun> {
  const window: Window = {
    now,
    from: new Date(now.getTime() - LIMITS.reconcile.windowDays * DAY_MS),
    sensorsFrom: new Date(now.getTime() - LIMITS.reconcile.sensorWindowDays * DAY_MS),
  };
  const date = reconcileReportId(now);
  const run: ReconcileRun = { report: date, driftCount: 0, checked: {}, fixes: [] };
  for (const pass of PASSES) {
    const { checked, fixes } = await pass.run(window);
    await recordPass(date, window, pass.collection, checked, fixes);
    run.checked[pass.collection] = checked;
    run.driftCount += fixes.length;
    run.fixes.push(...fixes.map(reportedFix));
  }
  return run;
}

export const reconcileAggregates = onScheduledJob(
  'reconcileAggregates',
  { timeoutSeconds: 540, memory: '1GiB' },
  async () => {
    await reconcileAllAggregates(new Date());
  },
);
