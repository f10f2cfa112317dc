/**
 * A clinic's dashboard (issue 51): built with the caseload by the buildClinicCaseloads job from the caseload's sources,
 * its patients' outcome summaries and its clinicians' month closures, never from patient documents. The outcome
 * summaries are kept by their trigger from the questionnaire responses (the same document whatever the order,
 * repetition or loss of its events); a closed month keeps its lines per code, which the dashboard shows; drift (a
 * dashboard or summary written by hand) set right and reported.
 */
import { isDeepStrictEqual } from 'node:util';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildClinicDashboard, buildOutcomeSummary, type ClinicDashboard, type OutcomeSummary } from '@rehab/model/clinicDashboard';
import type { Doctor, QuestionnaireResponseDoc, RtmMonthClosure } from '@rehab/model/collections';
import { LIMITS } from '@rehab/model/limits';
import { addDays, dayKey } from '@rehab/model/monitoring';
import { canonicalOf, psfsActivityId, psfsRatingId } from '@rehab/model/outcomes/questionnaires';
import { scoreResponse } from '@rehab/model/outcomes/scoring';
import type { InstrumentId, ResponseItem, ResponseStatus } from '@rehab/model/outcomes/types';
import { monthBounds, monthOfInstant, previousMonth } from '@rehab/model/rtmClaims';
import { triageAlertId } from '@rehab/model/triage';
import { clinicsToRebuild, readCaseloadSources, readDashboardSources, rebuildClinicCaseload } from '../../../functions/src/clinics/caseload';
import { doctorActor } from '../../../functions/src/lib/audit';
import { reconcileOutcomeSummary } from '../../../functions/src/outcomes/outcomeSummary';
import { closeDoctorMonth, closureId } from '../../../functions/src/rtm/shared';
import { evaluatePatientAlerts } from '../../../functions/src/triage/evaluate';
import { lefsItemsFor } from '../../../scripts/seed/outcomes';
import { waitForEffect } from '../../effects';
import { adminDb, closeClients } from '../support';
import { clinicDoctor, clinicPatient, missedWorkout, overviewRowsWhen, uniqueId } from './callers';
import { DELIVERIES, deliverySchedule, eventOrderSeed, seededRandom } from './eventOrders';

afterAll(closeClients);

const DAY_MS = 86_400_000;
const today = () => dayKey(Date.now(), 'UTC');

const dashboardOf = async (clinicId: string) => (await adminDb.doc(`clinicDashboards/${clinicId}`).get()).data() as ClinicDashboard | undefined;
const summaryOf = async (patientId: string) => (await adminDb.doc(`outcomeSummaries/${patientId}`).get()).data() as OutcomeSummary | undefined;
/** The dashboard as stored, its time aside. */
async function stored(clinicId: string) {
  const { builtAt: _builtAt, ...dashboard } = (await dashboardOf(clinicId)) ?? ({} as Partial<ClinicDashboard>);
  return dashboard;
}
/** What the job must leave: the dashboard its sources give now. */
async function fromSources(clinicId: string) {
  return buildClinicDashboard(await readDashboardSources(await readCaseloadSources(clinicId, new Date())));
}
/** The summary the patient's responses give, as stored now (none without a scored response). */
async function summaryFromResponses(patientId: string): Promise<OutcomeSummary | undefined> {
  const responses = await adminDb.collection('questionnaireResponses').where('patientId', '==', patientId).get();
  const summary = buildOutcomeSummary(patientId, responses.docs.map((response) => response.data() as QuestionnaireResponseDoc));
  return Object.keys(summary.instruments).length > 0 ? summary : undefined;
}
/** Rebuilds until a build finds nothing to set right: the triggers of what the test wrote are done. */
async function settle(clinicId: string): Promise<void> {
  await waitForEffect('the caseload and dashboard to settle', async () => (await rebuildClinicCaseload(clinicId)).length === 0);
}
/**
 * Settles the caseload and dashboard, then expects it to be what its sources give. These patients' data days have no sessions
 * behind them, so another file's reconcile job (it reads the whole database) may set them right meanwhile: a
 * caseload left behind by such a change of its sources is settled again before it is judged.
 */
async function expectAsItsSources(clinicId: string, message?: string): Promise<void> {
  const same = await waitForEffect('the caseload and dashboard as its sources give', async () => {
    await settle(clinicId);
    return isDeepStrictEqual(await stored(clinicId), await fromSources(clinicId));
  }).catch(() => false);
  if (!same) expect(await stored(clinicId), message).toEqual(await fromSources(clinicId));
}
/** The job's turn for this clinic: once its triggers marked it changed since its build began, it is rebuilt. */
async function jobRebuilt(clinicId: string): Promise<boolean> {
  if (!(await clinicsToRebuild(new Date())).includes(clinicId)) return false;
  await rebuildClinicCaseload(clinicId);
  return true;
}

const psfsItemsFor = (rating: number): ResponseItem[] => [
  { linkId: psfsActivityId(1), answer: [{ valueString: 'Climbing stairs' }] },
  { linkId: psfsRatingId(1), answer: [{ valueInteger: rating }] },
];

/** A response of the patient to an occurrence `daysAgo` days ago, handed in (with the score the scoring gives) or saved part-way. */
function response(patientId: string, instrument: InstrumentId, daysAgo: number, item: ResponseItem[], status: ResponseStatus = 'completed') {
  const occurrenceDay = addDays(today(), -daysAgo);
  return {
    id: `${patientId}-${instrument}_${occurrenceDay}`,
    data: {
      resourceType: 'QuestionnaireResponse',
      questionnaire: canonicalOf(instrument),
      status,
      subject: { reference: `Patient/${patientId}` },
      authored: Timestamp.fromMillis(Date.now() - daysAgo * DAY_MS),
      item,
      patientId,
      assignmentId: `${patientId}-${instrument}`,
      instrument,
      occurrenceDay,
      ...(status === 'completed' && { score: scoreResponse(instrument, item) }),
    },
  };
}

describe('a clinic dashboard', { timeout: 600_000 }, () => {
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

  it("is built with the caseload from its sources: each clinician's patients in monitoring, on track, and waiting alerts", async () => {
    const dashboard = (await dashboardOf(clinicId))!;
    expect(dashboard.builtAt).toBeInstanceOf(Timestamp);
    expect(dashboard.clinicians.map(({ uid, name, patients: count, inMonitoring }) => [uid, name, count, inMonitoring])).toEqual([
      [owner, 'Ava Stone', 1, 1],
      [therapist, 'Ben Ito', 2, 2],
    ]);
    const miasAlerts = dashboard.clinicians[1].alertsByAge.reduce((sum, count) => sum + count, 0);
    expect(miasAlerts).toBeGreaterThanOrEqual(1);
    expect(dashboard.clinic).toMatchObject({ patients: 3, inMonitoring: 3, outcomesMeasured: 0 });
    expect(dashboard.clinic.claims).toHaveLength(LIMITS.clinics.dashboardMonths);
    // built again with nothing changed: no drift, the same document
    await expectAsItsSources(clinicId);
  });

  it("counts Amara improved once her second LEFS is scored: the scoring's trigger, the summary's, then the job", async () => {
    const first = response(patients.amara, 'lefs', 14, lefsItemsFor(30));
    const second = response(patients.amara, 'lefs', 0, lefsItemsFor(40));
    // handed in as the app does: the score is the scoring trigger's
    for (const { id, data } of [first, second]) {
      const { score: _score, ...handedIn } = data;
      await adminDb.doc(`questionnaireResponses/${id}`).set(handedIn);
    }
    const summary = await waitForEffect("Amara's outcome summary", async () => {
      const found = await summaryOf(patients.amara);
      return found?.instruments.lefs?.count === 2 && found;
    });
    expect(summary).toEqual({ patientId: patients.amara, instruments: { lefs: { first: 30, firstDay: first.data.occurrenceDay, latest: 40, latestDay: second.data.occurrenceDay, count: 2 } } });
    await waitForEffect('the improvement counted by the job', async () => {
      await jobRebuilt(clinicId);
      return (await dashboardOf(clinicId))?.clinic.outcomesImproved === 1;
    });
    const dashboard = (await dashboardOf(clinicId))!;
    expect(dashboard.clinicians.map(({ uid, outcomesMeasured, outcomesImproved }) => [uid, outcomesMeasured, outcomesImproved])).toEqual([
      [owner, 1, 1],
      [therapist, 0, 0],
    ]);
    await expectAsItsSources(clinicId);
  });

  it("shows a closed month's claim lines and units by code: the closure keeps its lines per code", async () => {
    const month = previousMonth(monthOfInstant(Date.now(), 'UTC'));
    const { from } = monthBounds(month, 'UTC');
    const at = (minutesIn: number) => Timestamp.fromMillis(from + 4 * DAY_MS + 10 * 3_600_000 + minutesIn * 60_000);
    // Liam: 60 minutes with a call (98980 and two units of 98981); Mia: 25 minutes with a call (98980)
    for (const [patientId, minutes] of [[patients.liam, 60], [patients.mia, 25]] as const) {
      const entry = { start: at(15), seconds: minutes * 60, source: 'auto', activity: 'charts', interactive: false, reason: '', updatedAt: at(15 + minutes) };
      await adminDb.doc(`managementTime/${therapist}_${patientId}_${month}`).set({ doctorId: therapist, patientId, month, entries: { own: entry }, lastEntryId: 'own', inCare: true });
      await adminDb.doc(`rtmContacts/${uniqueId('call')}`).set({ doctorId: therapist, patientId, start: at(0), seconds: 600, kind: 'phone', source: 'attested', recordedAt: at(10), inCare: true });
    }
    const doctor = (await adminDb.doc(`doctors/${therapist}`).get()).data() as Doctor;
    await closeDoctorMonth(therapist, doctor, month, Date.now(), doctorActor(therapist, doctor));

    // (early in a month the patients' recording began in it: their device codes are the month's too)
    const closure = (await adminDb.doc(`rtmMonthClosures/${closureId(therapist, month)}`).get()).data() as RtmMonthClosure;
    expect(closure.totals).toMatchObject({ '98980': 2, '98981': 2 });
    expect(closure.lineCounts).toMatchObject({ '98980': 2, '98981': 1 });
    expect(Object.values(closure.lineCounts!).reduce((sum, lines) => sum + lines, 0)).toBe(closure.lineCount);

    const claims = await waitForEffect("Ben's closed month on the dashboard, once the job rebuilt it", async () => {
      await jobRebuilt(clinicId);
      const shown = (await dashboardOf(clinicId))?.clinicians.find((clinician) => clinician.uid === therapist)?.claims.find((claim) => claim.month === month);
      return shown?.closed && shown;
    });
    const codes = Object.fromEntries(Object.entries(closure.totals).map(([code, units]) => [code, { lines: closure.lineCounts![code], units }]));
    expect(claims).toEqual({ month, closed: true, codes });
    expect(codes).toMatchObject({ '98980': { lines: 2, units: 2 }, '98981': { lines: 1, units: 2 } });
    // the owner closed nothing that month: the clinic's claims are Ben's
    expect((await dashboardOf(clinicId))?.clinic.claims.find((claim) => claim.month === month)).toEqual(claims);
  });

  it('reports drift: a dashboard or an outcome summary written by hand; not a dashboard only out of date', async () => {
    // each drift is made again until the reconcile is the one to find it (a late build or event may set it right first)
    await settle(clinicId);
    const dashboardFixes = await waitForEffect('the dashboard written by hand found', async () => {
      await adminDb.doc(`clinicDashboards/${clinicId}`).update({ 'clinic.patients': 99 });
      const fixes = (await rebuildClinicCaseload(clinicId)).filter((fix) => fix.collection === 'clinicDashboards');
      return fixes.length > 0 && fixes;
    });
    expect(dashboardFixes.map((fix) => [fix.document, fix.field, (fix.before as ClinicDashboard['clinic'] | null)?.patients])).toContainEqual([clinicId, 'clinic', 99]);
    await expectAsItsSources(clinicId);

    // built two days ago from the same sources, its counts were of that day: rebuilt today, not drift
    await settle(clinicId);
    await rebuildClinicCaseload(clinicId, new Date(Date.now() - 2 * DAY_MS));
    expect(await rebuildClinicCaseload(clinicId)).toEqual([]);

    const before = (await summaryOf(patients.amara))!;
    const summaryFixes = await waitForEffect('the summary written by hand found', async () => {
      await adminDb.doc(`outcomeSummaries/${patients.amara}`).update({ 'instruments.lefs.latest': 80 });
      const fixes = await reconcileOutcomeSummary(patients.amara);
      return fixes.length > 0 && fixes;
    });
    expect(summaryFixes).toEqual([
      { collection: 'outcomeSummaries', document: patients.amara, field: 'instruments', before: { lefs: { ...before.instruments.lefs, latest: 80 } }, after: before.instruments },
    ]);
    expect(await summaryOf(patients.amara)).toEqual(before);
    expect(await reconcileOutcomeSummary(patients.amara)).toEqual([]);

    // a dashboard never built (its marks lost): its first build is drift
    await settle(clinicId);
    await adminDb.doc(`clinicDashboards/${clinicId}`).delete();
    expect((await rebuildClinicCaseload(clinicId)).map((fix) => [fix.collection, fix.field])).toContainEqual(['clinicDashboards', '']);
  });

  it('is marked changed by its triggers: an outcome summary of one of its patients, a month closure of one of its clinicians', async () => {
    const changedAt = async () => ((await adminDb.doc(`clinicCaseloadChanges/${clinicId}`).get()).get('changedAt') as Timestamp | undefined)?.toMillis() ?? 0;
    const month = previousMonth(previousMonth(monthOfInstant(Date.now(), 'UTC')));
    const writes: [string, () => Promise<unknown>][] = [
      ['an outcome summary', () => adminDb.doc(`outcomeSummaries/${patients.liam}`).set({ patientId: patients.liam, instruments: {} })],
      ['a month closure', () => adminDb.doc(`rtmMonthClosures/${closureId(owner, month)}`).set({ doctorId: owner, month, totals: {}, lineCounts: {}, lineCount: 0 })],
    ];
    for (const [what, write] of writes) {
      const before = await changedAt();
      await write();
      await waitForEffect(`the mark after ${what}`, async () => (await changedAt()) > before);
    }
    // Liam has no response: the summary written by hand is none of his, and goes
    await reconcileOutcomeSummary(patients.liam);
    expect(await summaryOf(patients.liam)).toBeUndefined();
  });
});

describe('an outcome summary, whatever the delivery of its events', { timeout: 300_000 }, () => {
  const seed = eventOrderSeed();

  for (const delivery of DELIVERIES) {
    it(`ends as the patient's responses say when the events come ${delivery} (seed ${seed})`, async () => {
      const random = seededRandom(seed + DELIVERIES.indexOf(delivery));
      const patientId = uniqueId('patient');
      const lefsEarly = response(patientId, 'lefs', 30, lefsItemsFor(20));
      const lefsLater = response(patientId, 'lefs', 20, lefsItemsFor(30));
      const lefsLatest = response(patientId, 'lefs', 10, lefsItemsFor(45));
      const psfs = response(patientId, 'psfs', 15, psfsItemsFor(2));
      const path = (id: string) => `questionnaireResponses/${id}`;
      const writes: { id: string; data: Record<string, unknown> | null }[] = [
        { id: lefsLater.id, data: response(patientId, 'lefs', 20, lefsItemsFor(30), 'in-progress').data },
        { id: lefsLater.id, data: lefsLater.data },
        { id: lefsLatest.id, data: lefsLatest.data },
        { id: psfs.id, data: psfs.data },
        // the latest taken back by an admin, an earlier one handed in late
        { id: lefsLatest.id, data: null },
        { id: lefsEarly.id, data: lefsEarly.data },
      ];
      const schedule = deliverySchedule(writes.length, delivery, random);
      for (const [k, { id, data }] of writes.entries()) {
        await (data ? adminDb.doc(path(id)).set(data) : adminDb.doc(path(id)).delete());
        // each event names only its patient
        for (let event = 0; event < schedule[k].length; event += 1) await reconcileOutcomeSummary(patientId);
      }
      // the reconcile pass: the patient has responses handed in within its window
      if (delivery === 'dropped') await reconcileOutcomeSummary(patientId);

      const expected = await summaryFromResponses(patientId);
      expect(expected, `seed ${seed}, ${delivery}`).toEqual({
        patientId,
        instruments: {
          lefs: { first: 20, firstDay: lefsEarly.data.occurrenceDay, latest: 30, latestDay: lefsLater.data.occurrenceDay, count: 2 },
          psfs: { first: 2, firstDay: psfs.data.occurrenceDay, latest: 2, latestDay: psfs.data.occurrenceDay, count: 1 },
        },
      });
      expect(await summaryOf(patientId), `seed ${seed}, ${delivery}`).toEqual(expected);
      expect(await reconcileOutcomeSummary(patientId), `seed ${seed}, ${delivery}: nothing left`).toEqual([]);
    });
  }

  it('is deleted once the patient has no scored response left', async () => {
    const patientId = uniqueId('patient');
    const handedIn = response(patientId, 'lefs', 3, lefsItemsFor(50));
    await adminDb.doc(`questionnaireResponses/${handedIn.id}`).set(handedIn.data);
    await waitForEffect('the summary', () => summaryOf(patientId));
    await adminDb.doc(`questionnaireResponses/${handedIn.id}`).delete();
    await waitForEffect('the summary deleted', async () => (await summaryOf(patientId)) === undefined);
  });
});
