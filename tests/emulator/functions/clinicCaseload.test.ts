/**
 * A clinic's caseload (issue 51): built whole from its sources — the approvals, each primary's overview row of his
 * patient, the alerts waiting for his doctors — by the buildClinicCaseloads job for the clinics its triggers marked
 * changed; the same documents whatever the order, repetition or loss of the marks; drift (a page written by hand, a
 * clinic whose marks were lost) set right and reported by the reconcile pass, a caseload only out of date not.
 */
import { isDeepStrictEqual } from 'node:util';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCaseload, caseloadPageId, type CaseloadPage, type CaseloadSummary } from '@rehab/model/caseload';
import { clinicConsentId } from '@rehab/model/clinics';
import { addDays, dayKey } from '@rehab/model/monitoring';
import { SCHEDULED_JOBS } from '@rehab/model/scheduledJobs';
import type { TriageAlert } from '@rehab/model/collections';
import { isAlertWaiting, triageAlertId } from '@rehab/model/triage';
import { clinicsToRebuild, markCaseloadChanged, readCaseloadSources, rebuildClinicCaseload } from '../../../functions/src/clinics/caseload';
import { evaluatePatientAlerts } from '../../../functions/src/triage/evaluate';
import { waitForEffect } from '../../effects';
import { adminDb, closeClients } from '../support';
import { clinicDoctor, clinicPatient, missedWorkout, overviewRowsWhen, uniqueId } from './callers';
import { deliverySchedule, DELIVERIES, eventOrderSeed, seededRandom } from './eventOrders';

afterAll(closeClients);

const DAY_MS = 86_400_000;
const today = () => dayKey(Date.now(), 'UTC');

const summaryOf = async (clinicId: string) => (await adminDb.doc(`clinicCaseloads/${clinicId}`).get()).data() as CaseloadSummary | undefined;
const pagesOf = async (clinicId: string) =>
  Object.fromEntries((await adminDb.collection('clinicCaseloadPages').where('clinicId', '==', clinicId).get()).docs.map((page) => [page.id, page.data() as CaseloadPage]));
/** What the job must leave: the caseload its sources give now, its times aside. */
async function fromSources(clinicId: string) {
  const { summary, pages } = buildCaseload(await readCaseloadSources(clinicId, new Date()));
  return { summary, pages: Object.fromEntries(pages.map((page, i) => [summary.pages[i].id, page])) };
}
/** Rebuilds until a build finds nothing to set right: the triggers of what the test wrote are done. */
async function settle(clinicId: string): Promise<void> {
  await waitForEffect('the caseload to settle', async () => (await rebuildClinicCaseload(clinicId)).length === 0);
}
/**
 * Settles the caseload, then expects it to be what its sources give. These patients' data days have no sessions
 * behind them, so another file's reconcile job (it reads the whole database) may set them right meanwhile: a
 * caseload left behind by such a change of its sources is settled again before it is judged.
 */
async function expectAsItsSources(clinicId: string, message?: string): Promise<void> {
  const same = await waitForEffect('the caseload as its sources give', async () => {
    await settle(clinicId);
    return isDeepStrictEqual(await stored(clinicId), await fromSources(clinicId));
  }).catch(() => false);
  if (!same) expect(await stored(clinicId), message).toEqual(await fromSources(clinicId));
}
/** Mia's alerts waiting for her doctors (the triage rules may open more than one kind). */
async function waitingAlertsOf(patientId: string): Promise<number> {
  const alerts = await adminDb.collection('triageAlerts').where('patientId', '==', patientId).get();
  return alerts.docs.filter((alert) => isAlertWaiting(alert.data() as TriageAlert, Date.now())).length;
}
async function stored(clinicId: string) {
  const { sourcesAt: _sourcesAt, builtAt: _builtAt, ...summary } = (await summaryOf(clinicId)) ?? ({} as Partial<CaseloadSummary>);
  return { summary, pages: await pagesOf(clinicId) };
}

describe('a clinic caseload', { timeout: 600_000 }, () => {
  const clinicId = uniqueId('clinic');
  let owner: string;
  let therapist: string;
  const patients: Record<'amara' | 'liam' | 'mia', string> = { amara: '', liam: '', mia: '' };

  beforeAll(async () => {
    [owner, therapist] = await Promise.all([clinicDoctor(clinicId, 'owner', 'Ava Stone'), clinicDoctor(clinicId, 'clinician', 'Ben Ito')]);
    const recording = { start: addDays(today(), -5), days: [addDays(today(), -5), addDays(today(), -4), addDays(today(), -1), today()] };
    patients.amara = await clinicPatient(clinicId, owner, 'Amara', recording);
    patients.liam = await clinicPatient(clinicId, therapist, 'Liam', recording);
    patients.mia = await clinicPatient(clinicId, therapist, 'Mia', recording);
    await overviewRowsWhen(owner, (rows) => rows[patients.amara]?.name === 'Amara Test');
    await overviewRowsWhen(therapist, (rows) => rows[patients.liam]?.name === 'Liam Test' && rows[patients.mia]?.name === 'Mia Test');
    await missedWorkout(patients.mia, therapist);
    await evaluatePatientAlerts(patients.mia, Date.now());
    await waitForEffect("Mia's alert", async () => (await adminDb.doc(`triageAlerts/${triageAlertId(patients.mia, 'noSessions')}`).get()).get('status') === 'open');
    await settle(clinicId);
  });

  it("is built from the approvals, the primaries' overview rows and the waiting alerts: each clinician's pages, those needing attention first", async () => {
    const miasAlerts = await waitingAlertsOf(patients.mia);
    expect(miasAlerts).toBeGreaterThanOrEqual(1);
    const summary = (await summaryOf(clinicId))!;
    expect(summary).toMatchObject({ clinicId, patients: 3, openAlerts: miasAlerts });
    expect(summary.clinicians.map(({ uid, name, patients: count, openAlerts }) => [uid, name, count, openAlerts])).toEqual([
      [owner, 'Ava Stone', 1, 0],
      [therapist, 'Ben Ito', 2, miasAlerts],
    ]);
    expect(summary.pages.map((page) => page.id)).toEqual([caseloadPageId(clinicId, owner, 0), caseloadPageId(clinicId, therapist, 0)]);
    const pages = await pagesOf(clinicId);
    // Mia's waiting alert puts her before Liam on Ben's page; each row is his primary's overview row of him
    expect(pages[caseloadPageId(clinicId, therapist, 0)].rows.map((row) => [row.patientId, row.primary, row.row?.name, row.openAlerts])).toEqual([
      [patients.mia, therapist, 'Mia Test', miasAlerts],
      [patients.liam, therapist, 'Liam Test', 0],
    ]);
    // built again with nothing changed: no drift, the same documents
    await expectAsItsSources(clinicId);
  });

  it('is rebuilt by the job once marked changed since its build began, and hourly while it has patients', async () => {
    // a build leaves nothing to do once the marks of the triggers still on their way are in
    const built = async () => {
      await rebuildClinicCaseload(clinicId);
      return !(await clinicsToRebuild(new Date())).includes(clinicId);
    };
    await waitForEffect('the caseload built after its last mark', built);
    await markCaseloadChanged(clinicId);
    expect(await clinicsToRebuild(new Date())).toContain(clinicId);
    await waitForEffect('the caseload built again', built);
    const later = new Date(Date.now() + (SCHEDULED_JOBS.buildClinicCaseloads.rebuildAfterMinutes + 1) * 60_000);
    expect(await clinicsToRebuild(later)).toContain(clinicId);
    // a clinic nothing marked (a clinic of one) is never built
    expect(await clinicsToRebuild(later)).not.toContain(uniqueId('clinic'));
  });

  it('follows transfers whatever the delivery of their marks: in order, shuffled, twice, or lost and reconciled', async () => {
    const random = seededRandom(eventOrderSeed());
    const consent = adminDb.doc(`clinicConsents/${clinicConsentId(patients.liam, clinicId)}`);
    for (const [round, delivery] of DELIVERIES.entries()) {
      // each round moves Liam to the other clinician, and back, the second write of the round the one that holds
      const [away, back] = round % 2 === 0 ? [owner, therapist] : [therapist, owner];
      const writes = [() => consent.update({ primary: away }), () => consent.update({ primary: back })];
      const schedule = deliverySchedule(writes.length, delivery, random);
      for (const [k, write] of writes.entries()) {
        await write();
        for (let event = 0; event < schedule[k].length; event += 1) {
          await markCaseloadChanged(clinicId);
          if ((await clinicsToRebuild(new Date())).includes(clinicId)) await rebuildClinicCaseload(clinicId);
        }
      }
      // the primary's overview row of Liam follows his care (its own triggers); the reconcile pass sets right the rest
      await overviewRowsWhen(back, (rows) => rows[patients.liam] !== undefined);
      await expectAsItsSources(clinicId, delivery);
      const summary = (await summaryOf(clinicId))!;
      expect(summary.clinicians.find((clinician) => clinician.uid === back)?.patients, delivery).toBe(2);
    }
  });

  it('reports drift: a page written by hand, a caseload never built; not one only out of date', async () => {
    await settle(clinicId);
    const pageId = caseloadPageId(clinicId, owner, 0);
    await adminDb.doc(`clinicCaseloadPages/${pageId}`).update({ rows: [] });
    expect((await rebuildClinicCaseload(clinicId)).map((fix) => [fix.collection, fix.document, fix.field])).toContainEqual(['clinicCaseloadPages', pageId, 'rows']);
    await expectAsItsSources(clinicId);

    // built two days ago from the same sources, its verdicts were of that day: rebuilt today, not drift
    await rebuildClinicCaseload(clinicId, new Date(Date.now() - 2 * DAY_MS));
    expect(await rebuildClinicCaseload(clinicId)).toEqual([]);

    // a clinic with approvals whose marks were all lost: its first build is drift
    await adminDb.doc(`clinicCaseloads/${clinicId}`).delete();
    for (const id of Object.keys(await pagesOf(clinicId))) await adminDb.doc(`clinicCaseloadPages/${id}`).delete();
    expect((await rebuildClinicCaseload(clinicId)).map((fix) => fix.collection)).toContain('clinicCaseloads');
  });

  it('is marked changed by its triggers: an approval, a membership, an overview row of one of its clinicians, an alert of one of its patients', async () => {
    const changedAt = async () => ((await adminDb.doc(`clinicCaseloadChanges/${clinicId}`).get()).get('changedAt') as Timestamp | undefined)?.toMillis() ?? 0;
    const writes: [string, () => Promise<unknown>][] = [
      ['an approval', () => adminDb.doc(`clinicConsents/${clinicConsentId(patients.amara, clinicId)}`).update({ clinicName: 'Northside Rehab Centre' })],
      ['a membership', () => adminDb.doc(`clinicMembers/${therapist}`).update({ name: 'Ben Ito-Park' })],
      ['an overview row', () => adminDb.doc(`users/${patients.amara}`).update({ firstName: 'Amira' })],
      ['an alert', () => adminDb.doc(`triageAlerts/${triageAlertId(patients.mia, 'noSessions')}`).update({ status: 'open' })],
    ];
    for (const [what, write] of writes) {
      const before = await changedAt();
      await write();
      await waitForEffect(`the mark after ${what}`, async () => (await changedAt()) > before);
    }
  });
});
