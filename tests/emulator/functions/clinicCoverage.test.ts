/**
 * Coverage (issue 51): an owner or clinician marks himself away with a colleague of his clinic as cover
 * (setClinicCoverage, endClinicCoverage: each refusal beside its allowed twin); from `from` until `until` the cover is
 * on the care team of the away clinician's patients — their alerts, his overview rows, the care flags of his documents
 * with them — brought in and out by the applyClinicCoverages job as the period begins and ends, and the job deletes a
 * coverage a day after it ended. Whatever the delivery of the events (in order, shuffled, twice, some lost and then
 * reconciled), the care team ends as its sources say.
 */
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '@rehab/model/audit';
import type { CallableContracts } from '@rehab/model/callables';
import { clinicConsentId, type ClinicCoverage, type ClinicRole } from '@rehab/model/clinics';
import type { OverviewRow, TriageAlert } from '@rehab/model/collections';
import { LIMITS } from '@rehab/model/limits';
import { triageAlertId } from '@rehab/model/triage';
import { reconcileCareFlags, syncPatientsCareFlags } from '../../../functions/src/careFlags';
import { applyCoverageChanges, refreshCoveredCare } from '../../../functions/src/clinics/coverage';
import { doctorsCaringFor } from '../../../functions/src/lib/care';
import { refreshClinicsRows } from '../../../functions/src/monitoring/overviewRows';
import { reconcileOverviewRow } from '../../../functions/src/reconcile/aggregates';
import { evaluatePatientAlerts, reconcilePatientAlerts } from '../../../functions/src/triage/evaluate';
import { waitForEffect } from '../../effects';
import { adminDb, closeClients, signedInClient } from '../support';
import { callSignedOut, clinicApproval, doctorClient, missedWorkout, patientClient, refusalOf, uniqueId, type Client } from './callers';
import { DELIVERIES, deliverySchedule, eventOrderSeed, seededRandom } from './eventOrders';

afterAll(closeClients);

const MINUTE = 60_000;
const DAY_MS = 86_400_000;
type Response<K extends keyof CallableContracts> = CallableContracts[K]['response'];

const setCoverage = (caller: Client, data: Record<string, unknown>) => caller.call<Record<string, unknown>, Response<'setClinicCoverage'>>('setClinicCoverage', data);
const endCoverage = (caller: Client, data: Record<string, unknown> = {}) => caller.call<Record<string, unknown>, Response<'endClinicCoverage'>>('endClinicCoverage', data);
const iso = (ms: number) => new Date(ms).toISOString();

/** A verified doctor in this clinic with this role and name (after his clinic of one, which its trigger gives him first). */
async function memberOf(clinicId: string, role: ClinicRole, name: string): Promise<Client> {
  const doctor = await doctorClient();
  await waitForEffect('the clinic of one', async () => (await adminDb.doc(`clinicMembers/${doctor.uid}`).get()).exists);
  await adminDb.doc(`clinicMembers/${doctor.uid}`).set({ clinicId, role, supervisor: null, name, email: doctor.email, since: Timestamp.now() });
  return doctor;
}

/** A member without a doctors record. */
async function staffOf(clinicId: string, role: ClinicRole): Promise<Client> {
  const member = await signedInClient();
  await adminDb.doc(`clinicMembers/${member.uid}`).set({ clinicId, role, supervisor: null, name: `Jess ${role}`, email: member.email, since: Timestamp.now() });
  return member;
}

const alertOf = async (patientId: string) => (await adminDb.doc(`triageAlerts/${triageAlertId(patientId, 'noSessions')}`).get()).data() as TriageAlert | undefined;
const rowsOf = async (doctorId: string) => ((await adminDb.doc(`doctorOverview/${doctorId}`).get()).get('rows') ?? {}) as Record<string, OverviewRow>;
const coverageOf = async (away: string) => (await adminDb.doc(`clinicCoverages/${away}`).get()).data() as ClinicCoverage | undefined;
const auditOf = async (id: string) => (await adminDb.collection('auditLog').where('target.id', '==', id).get()).docs.map((d) => ({ id: d.id, ...(d.data() as AuditEntry) }));

describe('setClinicCoverage and endClinicCoverage', { timeout: 300_000 }, () => {
  const [clinicId, otherClinic] = [uniqueId('clinic'), uniqueId('clinic')];
  let owner: Client;
  let therapist: Client;
  let outsider: Client;
  let desk: Client;

  beforeAll(async () => {
    [owner, therapist, outsider] = await Promise.all([
      memberOf(clinicId, 'owner', 'Daniel Reyes'),
      memberOf(clinicId, 'clinician', 'Hannah Brooks'),
      memberOf(otherClinic, 'clinician', 'Olivia Grant'),
    ]);
    desk = await staffOf(clinicId, 'frontDesk');
  });

  it('sets the caller away with a colleague as cover, audited; the same again writes nothing; another replaces it', async () => {
    const now = Date.now();
    const period = { cover: therapist.uid, from: iso(now + DAY_MS), until: iso(now + 3 * DAY_MS) };
    expect((await setCoverage(owner, period)).data).toEqual({ away: owner.uid, ...period });
    const coverage = (await coverageOf(owner.uid))!;
    expect(coverage).toMatchObject({ clinicId, away: owner.uid, awayName: 'Daniel Reyes', cover: therapist.uid, coverName: 'Hannah Brooks', setBy: owner.uid });
    expect([coverage.from.toMillis(), coverage.until.toMillis()]).toEqual([now + DAY_MS, now + 3 * DAY_MS]);
    const [entry] = await auditOf(owner.uid);
    expect(entry).toMatchObject({ id: coverage.auditId, actorUid: owner.uid, actorRole: 'doctor', action: 'coverage.set', patientUid: '', target: { collection: 'clinicCoverages', id: owner.uid } });
    expect(entry.changes.cover).toEqual({ before: null, after: therapist.uid });

    await setCoverage(owner, period);
    expect((await coverageOf(owner.uid))!.auditId).toBe(coverage.auditId);

    // the owner covers the therapist: hers is her own document beside his
    await setCoverage(therapist, { cover: owner.uid, from: period.from, until: period.until });
    expect((await coverageOf(therapist.uid))!.cover).toBe(owner.uid);
    const later = { ...period, until: iso(now + 4 * DAY_MS) };
    await setCoverage(owner, later);
    expect((await coverageOf(owner.uid))!.until.toMillis()).toBe(now + 4 * DAY_MS);
    expect(await auditOf(owner.uid)).toHaveLength(2);
  });

  it('refuses a caller who is not an owner or clinician, himself as cover, a cover outside his clinic or of another role', async () => {
    const period = { from: iso(Date.now()), until: iso(Date.now() + DAY_MS) };
    expect(await refusalOf(callSignedOut('setClinicCoverage', { cover: owner.uid, ...period }))).toMatchObject({ code: 'functions/unauthenticated' });
    expect(await refusalOf(setCoverage(desk, { cover: owner.uid, ...period }))).toMatchObject({ code: 'functions/permission-denied' });
    expect(await refusalOf(setCoverage(await patientClient(), { cover: owner.uid, ...period }))).toMatchObject({ code: 'functions/permission-denied' });
    expect(await refusalOf(setCoverage(owner, { cover: owner.uid, ...period }))).toMatchObject({ code: 'functions/invalid-argument' });
    for (const cover of [outsider.uid, desk.uid, 'nobody-at-all']) {
      expect(await refusalOf(setCoverage(therapist, { cover, ...period })), cover).toMatchObject({ code: 'functions/failed-precondition' });
    }
    // the twin: a colleague who looks after patients
    expect((await setCoverage(therapist, { cover: owner.uid, ...period })).data).toMatchObject({ away: therapist.uid, cover: owner.uid });
  });

  it('refuses an end not after the start, an end already past, a period longer than the limit, and bad input', async () => {
    const now = Date.now();
    const maxMs = LIMITS.clinics.coverageMaxDays * DAY_MS;
    const refused = [
      { from: iso(now + DAY_MS), until: iso(now + DAY_MS) },
      { from: iso(now - 2 * DAY_MS), until: iso(now - DAY_MS) },
      { from: iso(now), until: iso(now + maxMs + MINUTE) },
      { from: '2030-01-01', until: iso(now + DAY_MS) },
      { from: iso(now), until: iso(now + DAY_MS), away: therapist.uid },
    ];
    const before = await coverageOf(therapist.uid);
    for (const period of refused) {
      expect(await refusalOf(setCoverage(therapist, { cover: owner.uid, ...period })), JSON.stringify(period)).toMatchObject({ code: 'functions/invalid-argument' });
    }
    expect(await coverageOf(therapist.uid)).toEqual(before);
    // the twin: the longest period there may be, begun already
    expect((await setCoverage(therapist, { cover: owner.uid, from: iso(now - MINUTE), until: iso(now - MINUTE + maxMs) })).data).toMatchObject({ cover: owner.uid });
  });

  it("ends the caller's own coverage, audited, once; never another's", async () => {
    await setCoverage(owner, { cover: therapist.uid, from: iso(Date.now()), until: iso(Date.now() + DAY_MS) });
    const { auditId } = (await coverageOf(owner.uid))!;
    expect(await refusalOf(endCoverage(therapist, { away: owner.uid }))).toMatchObject({ code: 'functions/invalid-argument' });
    expect((await endCoverage(desk)).data).toEqual({ away: desk.uid, ended: false });
    expect(await coverageOf(owner.uid)).toBeDefined();

    expect((await endCoverage(owner)).data).toEqual({ away: owner.uid, ended: true });
    expect(await coverageOf(owner.uid)).toBeUndefined();
    const ending = (await auditOf(owner.uid)).find((entry) => entry.action === 'coverage.ended');
    expect(ending).toMatchObject({ id: `clinicCoverages~${owner.uid}~${auditId}`, actorUid: owner.uid, patientUid: '' });
    expect((await endCoverage(owner)).data).toEqual({ away: owner.uid, ended: false });
    expect(await refusalOf(callSignedOut('endClinicCoverage', {}))).toMatchObject({ code: 'functions/unauthenticated' });
  });
});

describe('the cover joins the care team for the period only (the applyClinicCoverages job)', { timeout: 600_000 }, () => {
  it("puts the cover on the away clinician's patient's alert, overview and documents from `from`, and takes him off at `until`", async () => {
    const clinicId = uniqueId('clinic');
    const [owner, therapist, patient] = await Promise.all([memberOf(clinicId, 'owner', 'Daniel Reyes'), memberOf(clinicId, 'clinician', 'Hannah Brooks'), patientClient()]);
    await adminDb.doc(`clinicConsents/${clinicConsentId(patient.uid, clinicId)}`).set(clinicApproval(patient.uid, clinicId, owner.uid));
    await missedWorkout(patient.uid, owner.uid);
    await waitForEffect("the owner's patient's alert", async () => (await alertOf(patient.uid))?.careTeam.includes(owner.uid));
    // a message the therapist wrote the patient before: in the clinic, not in her care
    const message = adminDb.doc(`notifications/${uniqueId('msg')}`);
    await message.set({ doctorID: therapist.uid, userID: patient.uid, senderID: therapist.uid, id: message.id, isFavourite: false, isRead: false, messageBody: 'Hello', timestamp: Timestamp.now(), inCare: true });
    await waitForEffect('the message out of care', async () => (await message.get()).get('inCare') === false);

    // Generous margins: a loaded emulator runs the triggers late, and the checks must fall inside the period.
    const from = Date.now() + 40_000;
    const until = from + 60_000;
    await setCoverage(owner, { cover: therapist.uid, from: iso(from), until: iso(until) });

    // before `from`: the job and any trigger leave her out
    await applyCoverageChanges(new Date());
    expect((await alertOf(patient.uid))!.careTeam).toEqual([owner.uid]);
    expect(patient.uid in (await rowsOf(therapist.uid))).toBe(false);
    expect(Date.now()).toBeLessThan(from);

    await waitForEffect('the coverage to begin', () => Date.now() >= from);
    expect((await applyCoverageChanges(new Date())).applied).toBeGreaterThanOrEqual(1);
    expect((await alertOf(patient.uid))!.careTeam).toEqual([owner.uid, therapist.uid].sort());
    expect(patient.uid in (await rowsOf(therapist.uid))).toBe(true);
    expect((await message.get()).get('inCare')).toBe(true);
    // a tick again changes nothing
    await applyCoverageChanges(new Date());
    expect((await alertOf(patient.uid))!.careTeam).toEqual([owner.uid, therapist.uid].sort());
    expect(Date.now()).toBeLessThan(until);

    await waitForEffect('the coverage to end', () => Date.now() >= until);
    await applyCoverageChanges(new Date());
    expect((await alertOf(patient.uid))!.careTeam).toEqual([owner.uid]);
    expect(patient.uid in (await rowsOf(therapist.uid))).toBe(false);
    expect((await message.get()).get('inCare')).toBe(false);
    expect(await coverageOf(owner.uid)).toBeDefined();

    // a day after it ended, the job deletes it, audited as the system's, and nothing comes back
    const { auditId } = (await coverageOf(owner.uid))!;
    expect((await applyCoverageChanges(new Date(until + LIMITS.clinics.coverageKeepDays * DAY_MS + MINUTE))).deleted).toBeGreaterThanOrEqual(1);
    expect(await coverageOf(owner.uid)).toBeUndefined();
    expect((await adminDb.doc(`auditLog/clinicCoverages~${owner.uid}~${auditId}`).get()).data()).toMatchObject({ actorRole: 'system', action: 'coverage.ended' });
    await evaluatePatientAlerts(patient.uid);
    expect((await alertOf(patient.uid))!.careTeam).toEqual([owner.uid]);
  });
});

describe('the care team from its sources, whatever the delivery of the events', { timeout: 600_000 }, () => {
  const seed = eventOrderSeed();
  let owner: Client;
  let therapist: Client;
  let colleague: Client;
  const clinicId = uniqueId('clinic');

  beforeAll(async () => {
    [owner, therapist, colleague] = await Promise.all([
      memberOf(clinicId, 'owner', 'Daniel Reyes'),
      memberOf(clinicId, 'clinician', 'Hannah Brooks'),
      memberOf(clinicId, 'clinician', 'Sam Okafor'),
    ]);
  });

  for (const delivery of DELIVERIES) {
    it(`ends as the approval's primary and the coverages say when the events come ${delivery} (seed ${seed})`, async () => {
      const random = seededRandom(seed + DELIVERIES.indexOf(delivery));
      const patient = (await patientClient()).uid;
      await missedWorkout(patient, owner.uid);
      const now = Date.now();
      const coverage = (away: string, cover: string): ClinicCoverage => ({
        clinicId,
        away,
        awayName: 'Away',
        cover,
        coverName: 'Cover',
        from: Timestamp.fromMillis(now - DAY_MS),
        until: Timestamp.fromMillis(now + DAY_MS),
        setAt: Timestamp.fromMillis(now),
        setBy: away,
      });
      const consentPath = `clinicConsents/${clinicConsentId(patient, clinicId)}`;
      // what each trigger does with its event: the consent's rebuild the patient's team, rows and flags; a coverage's
      // the care of the covers its change named (before and after)
      const consentEvent = async () => {
        await Promise.all([evaluatePatientAlerts(patient), refreshClinicsRows(patient, clinicId), syncPatientsCareFlags(patient)]);
      };
      const coverageEvent = (before: ClinicCoverage | null, after: ClinicCoverage | null) => () =>
        refreshCoveredCare([before, after].filter((version): version is ClinicCoverage => version !== null), new Date());
      const ownerCoveredBy = (cover: string) => coverage(owner.uid, cover);
      const writes: { path: string; data: object | null; event: () => Promise<unknown> }[] = [
        { path: consentPath, data: clinicApproval(patient, clinicId, owner.uid), event: consentEvent },
        { path: `clinicCoverages/${owner.uid}`, data: ownerCoveredBy(therapist.uid), event: coverageEvent(null, ownerCoveredBy(therapist.uid)) },
        { path: `clinicCoverages/${owner.uid}`, data: ownerCoveredBy(colleague.uid), event: coverageEvent(ownerCoveredBy(therapist.uid), ownerCoveredBy(colleague.uid)) },
        { path: consentPath, data: { ...clinicApproval(patient, clinicId, owner.uid), primary: therapist.uid }, event: consentEvent },
        { path: `clinicCoverages/${therapist.uid}`, data: coverage(therapist.uid, owner.uid), event: coverageEvent(null, coverage(therapist.uid, owner.uid)) },
        { path: `clinicCoverages/${owner.uid}`, data: null, event: coverageEvent(ownerCoveredBy(colleague.uid), null) },
      ];
      const schedule = deliverySchedule(writes.length, delivery, random);
      try {
        for (const [k, { path, data }] of writes.entries()) {
          await (data ? adminDb.doc(path).set(data) : adminDb.doc(path).delete());
          for (const event of schedule[k]) await writes[event].event();
        }
        if (delivery === 'dropped') {
          await reconcilePatientAlerts(patient);
          for (const doctor of [owner, therapist, colleague]) {
            await reconcileOverviewRow(doctor.uid, patient, new Date());
            await reconcileCareFlags(patient, doctor.uid);
          }
        }

        // The therapist is his primary now, the owner covers her: the colleague, who covered the owner, is out.
        const team = [owner.uid, therapist.uid].sort();
        expect(await doctorsCaringFor(patient), `seed ${seed}, ${delivery}`).toEqual(team);
        expect((await alertOf(patient))?.careTeam, `seed ${seed}, ${delivery}: the alert's care team`).toEqual(team);
        for (const doctor of [owner, therapist, colleague]) {
          expect(patient in (await rowsOf(doctor.uid)), `seed ${seed}, ${delivery}: the row of ${doctor.uid}`).toBe(team.includes(doctor.uid));
        }
        expect(await reconcilePatientAlerts(patient), `seed ${seed}, ${delivery}: nothing left to reconcile`).toEqual([]);
      } finally {
        // the clinic's coverages are this test's alone
        await Promise.all([owner, therapist].map((doctor) => adminDb.doc(`clinicCoverages/${doctor.uid}`).delete()));
        await adminDb.doc(consentPath).update({ state: 'ended', endedBy: patient, endedAt: FieldValue.serverTimestamp() });
      }
    });
  }
});
