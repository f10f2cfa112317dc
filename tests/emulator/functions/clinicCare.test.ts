/**
 * Care through a clinic (issues 50, 51) in the functions, decided as firestore.rules' caresFor decides it: the
 * patient's primary clinician in a clinic he approved lists him, records a call with him, exports his record, is on
 * his alerts' care team and has his row on the Monitoring page; a colleague who is not his primary, a clinician of a
 * clinic he did not approve, one whose clinic's approval ended, and a removed member have none of it.
 */
import { FieldPath, FieldValue, Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CareState } from '@rehab/model/care';
import { clinicConsentId, type ClinicRole } from '@rehab/model/clinics';
import type { PatientListItem } from '@rehab/model/callables';
import type { OverviewRow, TriageAlert } from '@rehab/model/collections';
import { addDays, dayKey } from '@rehab/model/monitoring';
import { triageAlertId } from '@rehab/model/triage';
import { reconcileOverviewRow } from '../../../functions/src/reconcile/aggregates';
import { waitForEffect } from '../../effects';
import { adminDb, closeClients } from '../support';
import { doctorClient, overviewRowsWhen, patientClient, refusalOf, uniqueId, type Client } from './callers';

afterAll(closeClients);

const DAY_MS = 86_400_000;
const REFUSED = { code: 'functions/permission-denied' };

/** A verified doctor in this clinic with this role (after his clinic of one, which its trigger gives him first). */
async function memberOf(clinicId: string, role: ClinicRole = 'clinician'): Promise<Client> {
  const doctor = await doctorClient();
  await waitForEffect('the clinic of one', async () => (await adminDb.doc(`clinicMembers/${doctor.uid}`).get()).exists);
  await adminDb.doc(`clinicMembers/${doctor.uid}`).set({ clinicId, role, supervisor: null, name: 'Dana Doctor', email: doctor.email, since: Timestamp.now() });
  return doctor;
}

/** The patient's approval of a clinic, given ten days ago when active, asked by his primary clinician there. */
async function approve(patientId: string, clinicId: string, primary: string, state: CareState = 'active'): Promise<void> {
  await adminDb.doc(`clinicConsents/${clinicConsentId(patientId, clinicId)}`).set({
    patient: patientId,
    clinicId,
    clinicName: 'Northside Rehab',
    state,
    requestedAt: Timestamp.fromMillis(Date.now() - 11 * DAY_MS),
    requestedBy: primary,
    primary,
    since: state === 'active' ? Timestamp.fromMillis(Date.now() - 10 * DAY_MS) : null,
    grantedBy: state === 'active' ? patientId : null,
  });
}

/** Workouts two days ago without a session: the patient's noSessions alert opens while someone cares for him. */
async function missedWorkout(patientId: string, doctorId: string): Promise<void> {
  const planId = uniqueId('plan');
  await adminDb.doc(`exerciseplan/${planId}`).set({ name: 'Knee', isPublic: false, createdBy: doctorId, exercises: {} });
  const day = addDays(dayKey(Date.now(), 'UTC'), -2);
  await adminDb.doc(`scheduledWorkouts/${patientId}`).set({ [day]: { e0: { name: 'Knee', isPublic: false, exerciseId: planId, doctorId } } });
}

async function alertWhen(patientId: string, done: (alert: TriageAlert | undefined) => boolean): Promise<void> {
  await waitForEffect(`the noSessions alert of ${patientId}`, async () => done((await adminDb.doc(`triageAlerts/${triageAlertId(patientId, 'noSessions')}`).get()).data() as TriageAlert | undefined));
}

const patientsOf = async (doctor: Client) => ((await doctor.call<{ uid: string }, PatientListItem[]>('retrievePatients', { uid: doctor.uid })).data ?? []).map((p) => p.uid);

const recordCall = (doctor: Client, patientId: string) =>
  doctor.call('recordContact', {
    patientId,
    start: new Date(Date.now() - 3_600_000).toISOString(),
    minutes: 12,
    kind: 'phone',
    attestation: 'Real-time audio call with the patient about the home programme.',
  });

const exportRecord = (doctor: Client, patientId: string) => doctor.call<{ patientId: string; format: 'fhir' }, { path: string }>('exportPatientRecord', { patientId, format: 'fhir' });

describe('care through an approved clinic in the functions', { timeout: 300_000 }, () => {
  let patient: Client;
  let clinician: Client;
  let colleague: Client;
  let otherClinician: Client;
  const [clinicId, otherClinic] = [uniqueId('clinic'), uniqueId('clinic')];

  beforeAll(async () => {
    patient = await patientClient();
    [clinician, colleague, otherClinician] = await Promise.all([memberOf(clinicId), memberOf(clinicId), memberOf(otherClinic)]);
    await approve(patient.uid, clinicId, clinician.uid);
    // asked, never approved
    await approve(patient.uid, otherClinic, otherClinician.uid, 'pending');
  });

  it("lists the patient to his primary clinician in the approved clinic, who records a call and exports his record; a colleague and the other clinic's are refused", async () => {
    expect(await patientsOf(clinician)).toEqual([patient.uid]);
    expect(await patientsOf(colleague)).toEqual([]);
    expect(await patientsOf(otherClinician)).toEqual([]);
    expect(await refusalOf(recordCall(colleague, patient.uid))).toMatchObject(REFUSED);
    expect(await refusalOf(exportRecord(colleague, patient.uid))).toMatchObject(REFUSED);

    expect((await recordCall(clinician, patient.uid)).data).toMatchObject({ created: true });
    expect(await refusalOf(recordCall(otherClinician, patient.uid))).toMatchObject(REFUSED);

    expect((await exportRecord(clinician, patient.uid)).data.path).toContain(clinician.uid);
    expect(await refusalOf(exportRecord(otherClinician, patient.uid))).toMatchObject(REFUSED);
  });

  it("puts the approved clinic's clinician on the patient's alerts, not the other clinic's", async () => {
    await missedWorkout(patient.uid, clinician.uid);
    await alertWhen(patient.uid, (alert) => alert?.careTeam.includes(clinician.uid) === true);
    const alert = (await adminDb.doc(`triageAlerts/${triageAlertId(patient.uid, 'noSessions')}`).get()).data() as TriageAlert;
    expect(alert.careTeam).not.toContain(otherClinician.uid);
    expect(alert.careTeam).not.toContain(colleague.uid);
    await clinician.call('openTriageAlert', { alertId: triageAlertId(patient.uid, 'noSessions') });
    expect(await refusalOf(otherClinician.call('openTriageAlert', { alertId: triageAlertId(patient.uid, 'noSessions') }))).toMatchObject(REFUSED);
  });

  it("gives the approved clinic's clinician the patient's overview row, kept by the reconcile job; the other clinic's has none", async () => {
    await overviewRowsWhen(clinician.uid, (rows) => patient.uid in rows);
    // A late trigger of this patient's writes may put the row back before the job reads it: the row is removed again
    // until the job is the one to restore it.
    await waitForEffect('the reconcile job restoring the removed row', async () => {
      await adminDb.doc(`doctorOverview/${clinician.uid}`).update(new FieldPath('rows', patient.uid), FieldValue.delete());
      return (await reconcileOverviewRow(clinician.uid, patient.uid, new Date())).length > 0;
    });
    const rows = (await adminDb.doc(`doctorOverview/${clinician.uid}`).get()).get('rows') as Record<string, OverviewRow>;
    expect(rows[patient.uid]).toBeDefined();

    expect(await reconcileOverviewRow(otherClinician.uid, patient.uid, new Date())).toEqual([]);
    expect((await adminDb.doc(`doctorOverview/${otherClinician.uid}`).get()).get(new FieldPath('rows', patient.uid))).toBeUndefined();
  });

  it("takes it all back when the patient ends the clinic's access", async () => {
    const leaving = await patientClient();
    await approve(leaving.uid, clinicId, clinician.uid);
    await missedWorkout(leaving.uid, clinician.uid);
    await overviewRowsWhen(clinician.uid, (rows) => leaving.uid in rows);
    await alertWhen(leaving.uid, (alert) => alert?.careTeam.includes(clinician.uid) === true);

    await adminDb.doc(`clinicConsents/${clinicConsentId(leaving.uid, clinicId)}`).update({ state: 'ended', endedBy: leaving.uid, endedAt: Timestamp.now() });
    await overviewRowsWhen(clinician.uid, (rows) => !(leaving.uid in rows));
    // nobody cares for him any more: his alert closes
    await alertWhen(leaving.uid, (alert) => alert === undefined);
    expect(await patientsOf(clinician)).not.toContain(leaving.uid);
    expect(await refusalOf(recordCall(clinician, leaving.uid))).toMatchObject(REFUSED);
  });

  it('takes it all back from a removed member at once, once his patients have another primary', async () => {
    const [owner, removed] = await Promise.all([memberOf(clinicId, 'owner'), memberOf(clinicId)]);
    const transfer = (to: string) => owner.call('transferClinicPatient', { patientId: patient.uid, to, moveAppointments: false });
    await transfer(removed.uid);
    await overviewRowsWhen(removed.uid, (rows) => patient.uid in rows);
    expect(await patientsOf(removed)).toEqual([patient.uid]);

    // his patient first goes to another clinician: a member who is a patient's primary stays
    expect(await refusalOf(owner.call('removeClinicMember', { uid: removed.uid }))).toMatchObject({ code: 'functions/failed-precondition' });
    await transfer(owner.uid);
    await owner.call('removeClinicMember', { uid: removed.uid });
    expect(await patientsOf(removed)).toEqual([]);
    expect(await refusalOf(exportRecord(removed, patient.uid))).toMatchObject(REFUSED);
    expect(await refusalOf(recordCall(removed, patient.uid))).toMatchObject(REFUSED);
    await overviewRowsWhen(removed.uid, (rows) => !(patient.uid in rows));
    await alertWhen(patient.uid, (alert) => alert !== undefined && !alert.careTeam.includes(removed.uid) && alert.careTeam.includes(owner.uid));
  });
});
