/**
 * clinicCaseloads/{clinicId} and its pages clinicCaseloadPages/{clinicId}_{clinician}_{n} (issue 51): a clinic's
 * caseload as packages/model/src/caseload.ts builds it, always whole, from its sources as they are — the clinic's
 * active approvals (each patient's primary), each primary's overview row of his patient, the alerts waiting for
 * those patients' doctors, the members' names and zones —, never from an event's copy; and with it the owners'
 * dashboard clinicDashboards/{clinicId} (packages/model/src/clinicDashboard.ts), from the same sources, its patients'
 * outcome summaries and its clinicians' month closures. A change of a source only marks its clinic changed
 * (clinicCaseloadChanges/{clinicId}: the time); the job every SCHEDULED_JOBS.buildClinicCaseloads.everyMinutes
 * rebuilds each clinic changed since its last build began, without a caseload yet, or built more than
 * `rebuildAfterMinutes` ago (its verdicts are of a day). A rebuild that is late, repeated or beside another writes
 * what the sources give; a page or dashboard that did not change is not written; the daily reconcile job rebuilds
 * every clinic and reports what differed.
 */
import { FieldValue, Timestamp, type DocumentReference, type DocumentSnapshot } from 'firebase-admin/firestore';
import { buildCaseload, type CaseloadSources, type CaseloadSummary } from '@rehab/model/caseload';
import { buildClinicDashboard, dashboardMonths, type ClinicDashboard, type DashboardSources } from '@rehab/model/clinicDashboard';
import { primaryOf, roleMay } from '@rehab/model/clinics';
import { fieldFixes, sameValue, type ReconcileFix } from '@rehab/model/reconcile';
import { SCHEDULED_JOBS } from '@rehab/model/scheduledJobs';
import { db } from '../admin';
import { col, docRef, snapshotData } from '../lib/collections';
import { getInPages, readInPages } from '../lib/pages';
import { onDocumentWritten, onScheduledJob } from '../lib/triggers';
import { closureId } from '../rtm/shared';

/** Writes per batch: below Firestore's 500. */
const BATCH_WRITES = 400;

/** The caseload's sources at `now`: the reads of one build. */
export async function readCaseloadSources(clinicId: string, now: Date): Promise<CaseloadSources> {
  const [members, consents] = await Promise.all([
    readInPages(col('clinicMembers').where('clinicId', '==', clinicId)),
    readInPages(col('clinicConsents').where('clinicId', '==', clinicId).where('state', '==', 'active')),
  ]);
  const carers = members.filter((member) => roleMay(member.data().role, 'clinical', 'asTheirDoctor'));
  const doctors = await getInPages(carers.map((member) => docRef('doctors', member.id)));
  const clinicians = Object.fromEntries(carers.map((member, i) => [member.id, { name: member.data().name, timeZone: doctors[i].data()?.timeZone }]));
  const patients = consents.map((consent) => ({ patientId: consent.data().patient, primary: primaryOf(consent.data()) }));
  const primaries = [...new Set(patients.map((patient) => patient.primary))].sort();
  const overviews = new Map((await getInPages(primaries.map((uid) => docRef('doctorOverview', uid)))).map((overview) => [overview.id, overview.data()]));
  const primaryOfPatient = new Map(patients.map((patient) => [patient.patientId, patient.primary]));
  const alerts: CaseloadSources['alerts'][number][] = [];
  for (const primary of primaries) {
    for (const alert of await readInPages(col('triageAlerts').where('careTeam', 'array-contains', primary))) {
      if (primaryOfPatient.get(alert.data().patientId) === primary) alerts.push(alert.data());
    }
  }
  return {
    clinicId,
    clinicians,
    patients: patients.map((patient) => ({ ...patient, row: overviews.get(patient.primary)?.rows?.[patient.patientId] ?? null })),
    alerts,
    now,
  };
}

/**
 * The dashboard's sources beside the caseload's: its patients' outcome summaries, and its clinicians' closures of the
 * months shown at the caseload's time and at each of `alsoAt` (an earlier build's time, to judge that build by). Two
 * reads by id, a page of documents per request.
 */
export async function readDashboardSources(caseload: CaseloadSources, alsoAt: readonly Date[] = []): Promise<DashboardSources> {
  const clinicians = [...new Set([...Object.keys(caseload.clinicians), ...caseload.patients.map((patient) => patient.primary)])].sort();
  const closureIds = clinicians.flatMap((uid) => {
    const months = [caseload.now, ...alsoAt].flatMap((at) => dashboardMonths(caseload.clinicians[uid]?.timeZone, at));
    return [...new Set(months)].map((month) => closureId(uid, month));
  });
  const [outcomes, closures] = await Promise.all([
    getInPages(caseload.patients.map((patient) => docRef('outcomeSummaries', patient.patientId))),
    getInPages(closureIds.map((id) => docRef('rtmMonthClosures', id))),
  ]);
  return {
    ...caseload,
    outcomes: outcomes.flatMap((summary) => summary.data() ?? []),
    closures: closures.flatMap((closure) => closure.data() ?? []),
  };
}

/** Sets or deletes documents in batches of BATCH_WRITES. */
async function commitInBatches(writes: readonly { ref: DocumentReference; data: object | null }[]): Promise<void> {
  for (let i = 0; i < writes.length; i += BATCH_WRITES) {
    const batch = db.batch();
    for (const { ref, data } of writes.slice(i, i + BATCH_WRITES)) {
      if (data) batch.set(ref, data);
      else batch.delete(ref);
    }
    await batch.commit();
  }
}

type Built = ReturnType<typeof buildCaseload>;

/** A build's documents by id: its pages, and its summary under the clinic's id. */
function documentsOf(clinicId: string, { summary, pages }: Built): Map<string, object> {
  return new Map<string, object>([[clinicId, summary], ...pages.map((page, i): [string, object] => [summary.pages[i].id, page])]);
}

/**
 * Rebuilds a clinic's dashboard at `now` from the caseload's sources and its own, judged as rebuildClinicCaseload
 * judges the caseload: written when it differs from what they give (or when its time no longer gives it: sources that
 * changed since but left it the same), with one fix per field that differed, unless it is only out of date.
 */
async function rebuildClinicDashboard(sources: CaseloadSources, stored: DocumentSnapshot<ClinicDashboard>, now: Date): Promise<ReconcileFix[]> {
  const { builtAt, ...dashboard } = stored.data() ?? ({} as Partial<ClinicDashboard>);
  const found = stored.exists ? dashboard : undefined;
  const withOutcomes = await readDashboardSources(sources, builtAt ? [builtAt.toDate()] : []);
  const expected = buildClinicDashboard(withOutcomes);
  // what the same sources gave when it was built (none never built: then any difference is drift)
  const asBuilt = builtAt ? buildClinicDashboard({ ...withOutcomes, now: builtAt.toDate() }) : expected;
  if (sameValue(found, expected) && sameValue(found, asBuilt)) return [];
  await docRef('clinicDashboards', sources.clinicId).set({ ...expected, builtAt: Timestamp.fromDate(now) });
  return sameValue(found, asBuilt) ? [] : fieldFixes('clinicDashboards', sources.clinicId, found, expected);
}

/**
 * Rebuilds one clinic's caseload at `now` from its sources: writes the pages that differ (deleting those no longer
 * there) and the dashboard, then the summary with its times. Returns one fix per field that differed from what the
 * sources give, but not for a caseload only out of date: what the same sources gave when it was built (verdicts change
 * with the day).
 */
export async function rebuildClinicCaseload(clinicId: string, now = new Date()): Promise<ReconcileFix[]> {
  // a second early: a mark the server timed within the skew of this clock is built again rather than missed
  const sourcesAt = Timestamp.fromMillis(Date.now() - 1_000);
  const [sources, storedPages, storedSummary, storedDashboard] = await Promise.all([
    readCaseloadSources(clinicId, now),
    readInPages(col('clinicCaseloadPages').where('clinicId', '==', clinicId)),
    docRef('clinicCaseloads', clinicId).get(),
    docRef('clinicDashboards', clinicId).get(),
  ]);
  const built = buildCaseload(sources);
  const expected = documentsOf(clinicId, built);
  const { sourcesAt: _sourcesAt, builtAt, ...summary } = (storedSummary.data() ?? {}) as Partial<CaseloadSummary>;
  const stored = new Map<string, object>(storedPages.map((page) => [page.id, page.data()]));
  if (storedSummary.exists) stored.set(clinicId, summary);
  // what the same sources gave when it was built (none never built: then any difference is drift)
  const asBuilt = builtAt ? documentsOf(clinicId, buildCaseload({ ...sources, now: builtAt.toDate() })) : expected;
  const fixes: ReconcileFix[] = [];
  const writes: { ref: DocumentReference; data: object | null }[] = [];
  for (const id of [...new Set([...stored.keys(), ...expected.keys()])].sort()) {
    if (!sameValue(stored.get(id), asBuilt.get(id))) {
      fixes.push(...fieldFixes(id === clinicId ? 'clinicCaseloads' : 'clinicCaseloadPages', id, stored.get(id), expected.get(id)));
    }
    // the summary is written below, with its times, whatever it holds
    if (id !== clinicId && !sameValue(stored.get(id), expected.get(id))) writes.push({ ref: docRef('clinicCaseloadPages', id), data: expected.get(id) ?? null });
  }
  await commitInBatches(writes);
  fixes.push(...(await rebuildClinicDashboard(sources, storedDashboard, now)));
  // last: its sourcesAt tells the job the marks until then are built, so a build that fails before it is run again
  await docRef('clinicCaseloads', clinicId).set({ ...built.summary, sourcesAt, builtAt: Timestamp.fromDate(now) });
  return fixes;
}

/** Marks a clinic's caseload (and dashboard) changed: the job rebuilds it from its sources. */
export async function markCaseloadChanged(clinicId: string | undefined): Promise<void> {
  if (!clinicId) return;
  await docRef('clinicCaseloadChanges', clinicId).set({ clinicId, changedAt: FieldValue.serverTimestamp() });
}

/** The clinics whose caseload a patient is in or was in: those he asked or approved. */
async function clinicsOfPatient(patientId: string): Promise<string[]> {
  const consents = await readInPages(col('clinicConsents').where('patient', '==', patientId).select('clinicId'));
  return [...new Set(consents.map((consent) => String(consent.get('clinicId'))))].sort();
}

const millis = (value: unknown) => (value instanceof Timestamp ? value.toMillis() : 0);

/** The clinics marked changed since their caseload's build began (or never built). */
async function clinicsMarkedSinceBuilt(): Promise<string[]> {
  const [summaries, changes] = await Promise.all([
    readInPages(col('clinicCaseloads').select('sourcesAt')),
    readInPages(col('clinicCaseloadChanges').select('changedAt')),
  ]);
  const sourcesAt = new Map(summaries.map((summary) => [summary.id, millis(summary.get('sourcesAt'))]));
  return changes.filter((change) => !sourcesAt.has(change.id) || millis(change.get('changedAt')) >= sourcesAt.get(change.id)!).map((change) => change.id);
}

/**
 * The job's choice at `now`: each clinic marked changed since its build began (or never built), and each caseload with
 * patients built more than `rebuildAfterMinutes` ago. A clinic no source ever marked (a clinic of one, whose patients
 * come through care relationships) is never built.
 */
export async function clinicsToRebuild(now: Date): Promise<string[]> {
  const staleBefore = now.getTime() - SCHEDULED_JOBS.buildClinicCaseloads.rebuildAfterMinutes * 60_000;
  const [marked, summaries] = await Promise.all([clinicsMarkedSinceBuilt(), readInPages(col('clinicCaseloads').select('builtAt', 'patients'))]);
  const stale = summaries.filter((summary) => Number(summary.get('patients') ?? 0) > 0 && millis(summary.get('builtAt')) < staleBefore).map((summary) => summary.id);
  return [...new Set([...marked, ...stale])].sort();
}

/** The job: rebuilds the caseloads clinicsToRebuild names (a clinic no longer there: empty). */
export async function buildChangedCaseloads(now: Date): Promise<{ rebuilt: number }> {
  const clinics = await clinicsToRebuild(now);
  for (const clinicId of clinics) await rebuildClinicCaseload(clinicId, now);
  return { rebuilt: clinics.length };
}

export const buildClinicCaseloads = onScheduledJob('buildClinicCaseloads', {}, async () => {
  await buildChangedCaseloads(new Date());
});

/** An approval asked, granted, transferred or ended: its clinic. */
export const onClinicConsentWrittenCaseload = onDocumentWritten({ document: 'clinicConsents/{consentId}', retry: true }, async (event) => {
  const [before, after] = [snapshotData('clinicConsents', event.data?.before), snapshotData('clinicConsents', event.data?.after)];
  for (const clinicId of new Set([before?.clinicId, after?.clinicId])) await markCaseloadChanged(clinicId);
});

/** A member joins, leaves, is renamed or changes role: his clinic, before and after. */
export const onClinicMemberWrittenCaseload = onDocumentWritten({ document: 'clinicMembers/{uid}', retry: true }, async (event) => {
  const [before, after] = [snapshotData('clinicMembers', event.data?.before), snapshotData('clinicMembers', event.data?.after)];
  for (const clinicId of new Set([before?.clinicId, after?.clinicId])) await markCaseloadChanged(clinicId);
});

/** A doctor's overview rows rewritten: his clinic (his rows of its patients are their caseload rows). */
export const onDoctorOverviewWrittenCaseload = onDocumentWritten({ document: 'doctorOverview/{doctorId}', retry: true }, async (event) => {
  await markCaseloadChanged((await docRef('clinicMembers', event.params.doctorId).get()).data()?.clinicId);
});

/** An alert opened, handled or closed: the clinics of its patient. */
export const onTriageAlertWrittenCaseload = onDocumentWritten({ document: 'triageAlerts/{alertId}', retry: true }, async (event) => {
  const alert = snapshotData('triageAlerts', event.data?.after) ?? snapshotData('triageAlerts', event.data?.before);
  if (!alert) return;
  for (const clinicId of await clinicsOfPatient(alert.patientId)) await markCaseloadChanged(clinicId);
});

/** An outcome summary rewritten: the clinics of its patient (whether he improved is their dashboards'). */
export const onOutcomeSummaryWrittenCaseload = onDocumentWritten({ document: 'outcomeSummaries/{patientId}', retry: true }, async (event) => {
  for (const clinicId of await clinicsOfPatient(event.params.patientId)) await markCaseloadChanged(clinicId);
});

/** A month closed: its doctor's clinic (its claims are the dashboard's). */
export const onRtmMonthClosureWrittenCaseload = onDocumentWritten({ document: 'rtmMonthClosures/{closureId}', retry: true }, async (event) => {
  const closure = snapshotData('rtmMonthClosures', event.data?.after) ?? snapshotData('rtmMonthClosures', event.data?.before);
  if (!closure) return;
  await markCaseloadChanged((await docRef('clinicMembers', closure.doctorId).get()).data()?.clinicId);
});

/**
 * The daily reconcile job's pass: every caseload and dashboard, and every clinic with an approval (one whose marks
 * were all lost), rebuilt; what differed reported — but not for a clinic marked changed since its build began, which
 * the job was about to rebuild anyway (its marks were not lost).
 */
export async function reconcileClinicCaseloads(now: Date): Promise<{ checked: number; fixes: ReconcileFix[] }> {
  const [summaries, dashboards, consents] = await Promise.all([
    readInPages(col('clinicCaseloads').select()),
    readInPages(col('clinicDashboards').select()),
    readInPages(col('clinicConsents').select('clinicId')),
  ]);
  const ids = new Set([...summaries.map((summary) => summary.id), ...dashboards.map((dashboard) => dashboard.id), ...consents.map((consent) => String(consent.get('clinicId')))]);
  const pending = new Set(await clinicsMarkedSinceBuilt());
  const fixes: ReconcileFix[] = [];
  for (const clinicId of [...ids].sort()) {
    const found = await rebuildClinicCaseload(clinicId, now);
    if (!pending.has(clinicId)) fixes.push(...found);
  }
  return { checked: ids.size, fixes };
}
