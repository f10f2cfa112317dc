/**
 * patientContacts/{patient}_{clinic} (issue 51), the name-and-contact projection of a patient for the clinics he
 * approved: through the triggers (a new name reaches it, an ended approval removes it), and by feeding a scenario's
 * events to the handlers directly, in order, shuffled and late, twice, and with some lost and then reconciled
 * (reconcilePatientContacts): the contacts end as patientContactOf says of the sources, whatever the order.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { clinicConsentId, patientContactId, patientContactOf, type PatientContact } from '@rehab/model/clinics';
import { reconcilePatientContact, reconcilePatientContacts, refreshPatientsContacts } from '../../../functions/src/clinics/patientContacts';
import { waitForEffect } from '../../effects';
import { adminDb } from '../support';
import { uniqueId } from './callers';
import { DELIVERIES, deliverySchedule, eventOrderSeed, seededRandom } from './eventOrders';

function user(firstName: string, lastName: string, extra: Record<string, unknown> = {}) {
  return { firstName, lastName, email: `${firstName.toLowerCase()}@example.test`, isAuthorized: true, devices: {}, sessions: [], ...extra };
}

function consent(patient: string, clinicId: string, state: 'pending' | 'active' | 'ended') {
  return {
    patient,
    clinicId,
    clinicName: 'Northside Rehab',
    state,
    requestedAt: Timestamp.now(),
    requestedBy: 'the-owner',
    since: state === 'pending' ? null : Timestamp.now(),
    grantedBy: state === 'pending' ? null : patient,
  };
}

const contactPath = (patient: string, clinicId: string) => `patientContacts/${patientContactId(patient, clinicId)}`;

async function storedContact(patient: string, clinicId: string): Promise<PatientContact | undefined> {
  return (await adminDb.doc(contactPath(patient, clinicId)).get()).data() as PatientContact | undefined;
}

/** The contact its sources give, as stored now. */
async function expectedContact(patient: string, clinicId: string): Promise<PatientContact | undefined> {
  const [record, approval] = await Promise.all([adminDb.doc(`users/${patient}`).get(), adminDb.doc(`clinicConsents/${clinicConsentId(patient, clinicId)}`).get()]);
  return patientContactOf(patient, clinicId, record.data(), approval.data() as { state: 'active' } | undefined) ?? undefined;
}

describe('the patient contacts through the triggers', () => {
  it("appear when the patient approves the clinic, follow his new name, and go when he ends the approval", async () => {
    const [patient, clinicId] = [uniqueId('patient'), uniqueId('clinic')];
    await adminDb.doc(`users/${patient}`).set(user('Ravi', 'Iyer', { phoneNumber: '+16045550199', timeZone: 'America/Vancouver' }));
    const approval = adminDb.doc(`clinicConsents/${clinicConsentId(patient, clinicId)}`);
    await approval.set(consent(patient, clinicId, 'active'));
    expect(await waitForEffect('the contact', () => storedContact(patient, clinicId))).toEqual({
      patientId: patient,
      clinicId,
      firstName: 'Ravi',
      lastName: 'Iyer',
      email: 'ravi@example.test',
      phoneNumber: '+16045550199',
      timeZone: 'America/Vancouver',
    });

    await adminDb.doc(`users/${patient}`).update({ firstName: 'Ravindra', phoneNumber: '+16045550111' });
    await waitForEffect('the new name in the contact', async () => (await storedContact(patient, clinicId))?.firstName === 'Ravindra');
    expect(await storedContact(patient, clinicId)).toMatchObject({ firstName: 'Ravindra', lastName: 'Iyer', phoneNumber: '+16045550111' });

    await approval.update({ state: 'ended', endedBy: patient, endedAt: Timestamp.now() });
    await waitForEffect('the contact removed', async () => (await storedContact(patient, clinicId)) === undefined);
  });
});

describe('the patient contacts from their sources, whatever the delivery of the events', { timeout: 300_000 }, () => {
  const seed = eventOrderSeed();

  for (const delivery of DELIVERIES) {
    it(`end as the patient's record and approvals say when the events come ${delivery} (seed ${seed})`, async () => {
      const random = seededRandom(seed + DELIVERIES.indexOf(delivery));
      const [patient, kept, ended] = [uniqueId('patient'), uniqueId('clinic'), uniqueId('clinic')];
      const userPath = `users/${patient}`;
      const approvalOf = (clinicId: string) => `clinicConsents/${clinicConsentId(patient, clinicId)}`;
      const userEvent = () => refreshPatientsContacts(patient);
      const approvalEvent = (clinicId: string) => () => reconcilePatientContact(patient, clinicId);
      const writes: { path: string; data: Record<string, unknown> | null; event: () => Promise<unknown> }[] = [
        { path: userPath, data: user('Amara', 'Okonkwo'), event: userEvent },
        { path: approvalOf(kept), data: consent(patient, kept, 'pending'), event: approvalEvent(kept) },
        { path: approvalOf(kept), data: consent(patient, kept, 'active'), event: approvalEvent(kept) },
        { path: userPath, data: user('Amara', 'Okonkwo', { phoneNumber: '+16045550123' }), event: userEvent },
        { path: approvalOf(ended), data: consent(patient, ended, 'active'), event: approvalEvent(ended) },
        { path: userPath, data: user('Amara', 'Okonkwo-Reyes', { phoneNumber: '+16045550123', timeZone: 'Europe/Paris' }), event: userEvent },
        { path: approvalOf(kept), data: consent(patient, kept, 'ended'), event: approvalEvent(kept) },
        { path: userPath, data: user('Ama', 'Okonkwo-Reyes', { timeZone: 'Europe/Paris' }), event: userEvent },
        { path: approvalOf(kept), data: consent(patient, kept, 'active'), event: approvalEvent(kept) },
        { path: approvalOf(ended), data: consent(patient, ended, 'ended'), event: approvalEvent(ended) },
        { path: userPath, data: user('Ama', 'Reyes', { timeZone: 'Europe/Paris' }), event: userEvent },
        { path: approvalOf(ended), data: null, event: approvalEvent(ended) },
      ];
      const schedule = deliverySchedule(writes.length, delivery, random);
      for (const [k, { path, data }] of writes.entries()) {
        await (data ? adminDb.doc(path).set(data) : adminDb.doc(path).delete());
        for (const event of schedule[k]) await writes[event].event();
      }
      if (delivery === 'dropped') await reconcilePatientContacts();

      const expected = await expectedContact(patient, kept);
      expect(expected, `seed ${seed}, ${delivery}`).toMatchObject({ firstName: 'Ama', lastName: 'Reyes', email: 'ama@example.test', phoneNumber: '', timeZone: 'Europe/Paris' });
      expect(await storedContact(patient, kept), `seed ${seed}, ${delivery}`).toEqual(expected);
      expect(await storedContact(patient, ended), `seed ${seed}, ${delivery}: no contact once the approval ended`).toBeUndefined();
      for (const clinicId of [kept, ended]) expect(await reconcilePatientContact(patient, clinicId), `seed ${seed}, ${delivery}: nothing left`).toEqual([]);
    });
  }
});

describe('the reconcile pass of the patient contacts', () => {
  it('removes a contact left without its patient and approval, reported once as the whole document', async () => {
    // Nobody writes this patient's record or approvals: no trigger can touch the contact, only the pass.
    const [patient, clinicId] = [uniqueId('patient'), uniqueId('clinic')];
    const left = { patientId: patient, clinicId, firstName: 'Left', lastName: 'Over', email: 'left@example.test', phoneNumber: '', timeZone: '' };
    await adminDb.doc(contactPath(patient, clinicId)).set(left);
    const mine = async () => (await reconcilePatientContacts()).fixes.filter((fix) => fix.document === patientContactId(patient, clinicId));
    expect(await mine()).toEqual([{ collection: 'patientContacts', document: patientContactId(patient, clinicId), field: '', before: left, after: null }]);
    expect(await storedContact(patient, clinicId)).toBeUndefined();
    expect(await mine()).toEqual([]);
  });

  it('sets right a contact changed by hand (unless a late event did first), then finds nothing', async () => {
    const [patient, clinicId] = [uniqueId('patient'), uniqueId('clinic')];
    await adminDb.doc(`users/${patient}`).set(user('Noah', 'Kowalski'));
    await adminDb.doc(`clinicConsents/${clinicConsentId(patient, clinicId)}`).set(consent(patient, clinicId, 'active'));
    await waitForEffect('the contact', () => storedContact(patient, clinicId));
    await adminDb.doc(contactPath(patient, clinicId)).update({ lastName: 'Wrong' });

    const mine = async () => (await reconcilePatientContacts()).fixes.filter((fix) => fix.document === patientContactId(patient, clinicId));
    for (const fix of await mine()) expect(fix).toMatchObject({ field: 'lastName', before: 'Wrong', after: 'Kowalski' });
    expect(await storedContact(patient, clinicId)).toEqual(await expectedContact(patient, clinicId));
    expect(await mine()).toEqual([]);
  });
});
