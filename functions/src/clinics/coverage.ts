/**
 * Coverage (issue 51): while an owner or clinician is away, the colleague his clinicCoverages/{awayUid} names cares for
 * the away clinician's primary patients (caresFor of @rehab/model/care). What rests on that care is kept from its
 * sources as every aggregate is (docs/architecture.md): the cover's overview rows, the care flags of his documents with
 * those patients and their alerts' care teams are rebuilt from the documents as they are — when a coverage is written
 * (its trigger), and, since a coverage begins and ends with time and no write, by a job every few minutes for the
 * coverages whose `from` or `until` passed lately. Each rebuild reads the sources at its own time, so running it again,
 * late or twice changes nothing; the daily reconcile job sets right what both missed.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { primaryOf, type ClinicCoverage } from '@rehab/model/clinics';
import { LIMITS } from '@rehab/model/limits';
import { SCHEDULED_JOBS } from '@rehab/model/scheduledJobs';
import { db } from '../admin';
import { syncCareFlags } from '../careFlags';
import { recordDeletion, SYSTEM_ACTOR } from '../lib/audit';
import { clinicCoverageRef } from '../lib/care';
import { col, snapshotData } from '../lib/collections';
import { readInPages } from '../lib/pages';
import { onDocumentWritten, onScheduledJob } from '../lib/triggers';
import { refreshOverviewRow } from '../monitoring/overviewRows';
import { evaluatePatientAlerts } from '../triage/evaluate';

const DAY_MS = 86_400_000;

/** The patients whose primary clinician in the clinic is `away`: the clinic's active approvals naming him (primaryOf). */
export async function primaryPatientsOf(clinicId: string, away: string): Promise<string[]> {
  const consents = await readInPages(col('clinicConsents').where('clinicId', '==', clinicId).where('state', '==', 'active'));
  return consents.flatMap((d) => (primaryOf(d.data()) === away ? [d.data().patient] : [])).sort();
}

/**
 * Rebuilds at `now` what the coverages' covers' care of the away clinicians' patients rests on: each cover's overview
 * row and the care flags of his documents with each patient, and each patient's alerts (their care team). `coverages`
 * are the versions a change went through (before and after: a cover replaced loses what the new one gains).
 */
export async function refreshCoveredCare(coverages: readonly Pick<ClinicCoverage, 'clinicId' | 'away' | 'cover'>[], now: Date): Promise<void> {
  const patients = new Set<string>();
  for (const { clinicId, away, cover } of coverages) {
    for (const patientId of await primaryPatientsOf(clinicId, away)) {
      await refreshOverviewRow(cover, patientId, now);
      await syncCareFlags(patientId, cover, now.getTime());
      patients.add(patientId);
    }
  }
  for (const patientId of [...patients].sort()) await evaluatePatientAlerts(patientId, now.getTime());
}

/** Whether a write changed what the care rests on (not only its audit fields). */
function changesCare(before: ClinicCoverage | undefined, after: ClinicCoverage | undefined): boolean {
  if (!before || !after) return true;
  return (
    before.clinicId !== after.clinicId ||
    before.cover !== after.cover ||
    before.from.toMillis() !== after.from.toMillis() ||
    before.until.toMillis() !== after.until.toMillis()
  );
}

export const onClinicCoverageWritten = onDocumentWritten({ document: 'clinicCoverages/{awayUid}', retry: true }, async (event) => {
  const [before, after] = [snapshotData('clinicCoverages', event.data?.before), snapshotData('clinicCoverages', event.data?.after)];
  if (!changesCare(before, after)) return;
  await refreshCoveredCare([before, after].filter((coverage): coverage is ClinicCoverage => coverage !== undefined), new Date());
});

/** The coverages whose `field` passed within (from, to]. */
async function passedWithin(field: 'from' | 'until', from: number, to: number): Promise<ClinicCoverage[]> {
  const found = await col('clinicCoverages').where(field, '>', Timestamp.fromMillis(from)).where(field, '<=', Timestamp.fromMillis(to)).get();
  return found.docs.map((d) => d.data());
}

/**
 * Deletes a coverage that ended LIMITS.clinics.coverageKeepDays before `now`, audited as the system's; one replaced
 * meanwhile by a later one stays. Its trigger rebuilds the care once more, without it.
 */
async function deleteEnded(awayUid: string, cutoff: number): Promise<boolean> {
  return db.runTransaction(async (tx) => {
    const ref = clinicCoverageRef(awayUid);
    const coverage = (await tx.get(ref)).data();
    if (!coverage || coverage.until.toMillis() > cutoff) return false;
    recordDeletion(
      tx,
      SYSTEM_ACTOR,
      { action: 'coverage.ended', target: { collection: 'clinicCoverages', id: awayUid }, patientUid: '', changes: { cover: { before: coverage.cover, after: null } } },
      coverage.auditId,
    );
    tx.delete(ref);
    return true;
  });
}

/**
 * The job (every SCHEDULED_JOBS.applyClinicCoverages.everyMinutes): rebuilds the care of every coverage whose period
 * began or ended in the last `lookBackMinutes` (each several ticks in a row: a late or lost tick is covered by the
 * next), then deletes, after rebuilding once more, those ended LIMITS.clinics.coverageKeepDays ago.
 */
export async function applyCoverageChanges(now: Date): Promise<{ applied: number; deleted: number }> {
  const at = now.getTime();
  const since = at - SCHEDULED_JOBS.applyClinicCoverages.lookBackMinutes * 60_000;
  const cutoff = at - LIMITS.clinics.coverageKeepDays * DAY_MS;
  const [starting, ending, ended] = await Promise.all([
    passedWithin('from', since, at),
    passedWithin('until', since, at),
    col('clinicCoverages').where('until', '<=', Timestamp.fromMillis(cutoff)).get(),
  ]);
  const changed = new Map([...starting, ...ending, ...ended.docs.map((d) => d.data())].map((coverage) => [coverage.away, coverage]));
  for (const coverage of [...changed.values()].sort((a, b) => a.away.localeCompare(b.away))) await refreshCoveredCare([coverage], now);
  let deleted = 0;
  for (const d of ended.docs) if (await deleteEnded(d.id, cutoff)) deleted += 1;
  return { applied: changed.size, deleted };
}

export const applyClinicCoverages = onScheduledJob('applyClinicCoverages', {}, async () => {
  await applyCoverageChanges(new Date());
});
