/**
 * `inCare` and `clinicId` on a doctor's documents with a patient (issue 50), from their sources: the pair's care
 * relationship, the doctor's clinic membership and the patient's approval of that clinic. Through the triggers, and by
 * feeding a scenario's events to the handlers directly, in order, shuffled and late, twice, and with some lost and then
 * reconciled (reconcileCareFlags): the documents end as their sources say, whatever the order.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { CARE_FLAGGED_COLLECTIONS, careFlagsOf, type CareFlaggedCollection, type CareFlagSources } from '@rehab/model/care';
import { clinicConsentId, primaryOf, type ClinicConsent } from '@rehab/model/clinics';
import {
  reconcileCareFlags,
  syncCareFlags,
  syncDoctorsCareFlags,
  syncDocumentCareFlags,
  syncPatientsCareFlags,
} from '../../../functions/src/careFlags';
import { waitForEffect } from '../../effects';
import { adminDb } from '../support';
import { uniqueId } from './callers';
import { DELIVERIES, deliverySchedule, eventOrderSeed, seededRandom } from './eventOrders';

type FlaggedName = CareFlaggedCollection['name'];
const collectionOf = (name: FlaggedName) => CARE_FLAGGED_COLLECTIONS.find((c) => c.name === name)!;

function appointment(doctor: string, patient: string) {
  return { isOnline: false, doctorID: doctor, datetime: Timestamp.now(), location: '1 Clinic Road', userID: patient, inCare: true };
}

function chatMessage(doctor: string, patient: string, id: string) {
  return { doctorID: doctor, userID: patient, senderID: doctor, id, isFavourite: false, isRead: false, messageBody: 'Hello', timestamp: Timestamp.now(), inCare: true };
}

function rtmContact(doctor: string, patient: string) {
  return { doctorId: doctor, patientId: patient, month: '2026-03', kind: 'call', minutes: 5, inCare: false };
}

/** The flags each document should carry, from its sources as stored now. */
async function expectedFlags(name: FlaggedName, patient: string, doctor: string) {
  const [relationship, membership] = await Promise.all([adminDb.doc(`careRelationships/${patient}_${doctor}`).get(), adminDb.doc(`clinicMembers/${doctor}`).get()]);
  const clinicId = membership.get('clinicId') as string | undefined;
  const consent = clinicId ? (await adminDb.doc(`clinicConsents/${clinicConsentId(patient, clinicId)}`).get()).data() : undefined;
  const coverage = consent ? (await adminDb.doc(`clinicCoverages/${primaryOf(consent as ClinicConsent)}`).get()).data() : undefined;
  return careFlagsOf(name, { doctorUid: doctor, relationship: relationship.data(), membership: membership.data(), consent, coverage } as CareFlagSources);
}

async function storedFlags(path: string) {
  const snapshot = await adminDb.doc(path).get();
  return { inCare: snapshot.get('inCare') as boolean, clinicId: snapshot.get('clinicId') as string | undefined };
}

describe('the care flags through the triggers', () => {
  it("gives a clinic's documents of a patient its clinicId once he approves the clinic, and takes it back when he ends it", async () => {
    const [doctor, patient, clinicId] = [uniqueId('doctor'), uniqueId('patient'), uniqueId('clinic')];
    await adminDb.doc(`clinicMembers/${doctor}`).set({ clinicId, role: 'clinician', supervisor: null, name: 'Dana Doctor', email: 'd@example.test', since: Timestamp.now() });
    const path = `appointments/${uniqueId('appt')}`;
    await adminDb.doc(path).set(appointment(doctor, patient));
    // Created without care: the document's own trigger takes it out of care.
    await waitForEffect('the appointment out of care', async () => (await storedFlags(path)).inCare === false);

    const consent = adminDb.doc(`clinicConsents/${clinicConsentId(patient, clinicId)}`);
    await consent.set({ patient, clinicId, clinicName: 'Northside', state: 'active', requestedAt: Timestamp.now(), requestedBy: doctor, since: Timestamp.now(), grantedBy: patient });
    await waitForEffect('the appointment in the clinic', async () => (await storedFlags(path)).clinicId === clinicId);
    expect(await storedFlags(path)).toEqual({ inCare: true, clinicId });

    await consent.update({ state: 'ended', endedBy: patient, endedAt: Timestamp.now() });
    await waitForEffect('the appointment out of the clinic', async () => (await storedFlags(path)).clinicId === undefined);
    expect(await storedFlags(path)).toEqual({ inCare: false, clinicId: undefined });
  });
});

describe('the care flags from their sources, whatever the delivery of the events', { timeout: 300_000 }, () => {
  const seed = eventOrderSeed();

  for (const delivery of DELIVERIES) {
    it(`end as the relationship, membership and consent say when the events come ${delivery} (seed ${seed})`, async () => {
      const random = seededRandom(seed + DELIVERIES.indexOf(delivery));
      const [doctor, patient, clinicId, otherClinic] = [uniqueId('doctor'), uniqueId('patient'), uniqueId('clinic'), uniqueId('clinic')];
      const member = (clinic: string, role: string) => ({ clinicId: clinic, role, supervisor: null, name: 'Dana Doctor', email: 'd@example.test', since: Timestamp.now() });
      const consent = (clinic: string, state: string) => ({ patient, clinicId: clinic, clinicName: 'A clinic', state, requestedAt: Timestamp.now(), requestedBy: doctor, since: null, grantedBy: null });
      const relationship = (state: string) => ({ patient, doctor, doctorName: 'Dana Doctor', state, requestedAt: Timestamp.now(), since: null, grantedBy: null, devices: {} });
      const [a1, m1, c1] = [uniqueId('appt'), uniqueId('msg'), uniqueId('contact')];
      const documents: { name: FlaggedName; id: string }[] = [
        { name: 'appointments', id: a1 },
        { name: 'notifications', id: m1 },
        { name: 'rtmContacts', id: c1 },
      ];
      const consentPath = `clinicConsents/${clinicConsentId(patient, clinicId)}`;
      const writes: { path: string; data: Record<string, unknown> | null; event: () => Promise<unknown> }[] = [
        { path: `appointments/${a1}`, data: appointment(doctor, patient), event: () => syncDocumentCareFlags(collectionOf('appointments'), a1) },
        { path: `clinicMembers/${doctor}`, data: member(clinicId, 'clinician'), event: () => syncDoctorsCareFlags(doctor) },
        { path: consentPath, data: consent(clinicId, 'pending'), event: () => syncPatientsCareFlags(patient) },
        { path: consentPath, data: consent(clinicId, 'active'), event: () => syncPatientsCareFlags(patient) },
        { path: `notifications/${m1}`, data: chatMessage(doctor, patient, m1), event: () => syncDocumentCareFlags(collectionOf('notifications'), m1) },
        { path: `careRelationships/${patient}_${doctor}`, data: relationship('active'), event: () => syncCareFlags(patient, doctor) },
        { path: `clinicMembers/${doctor}`, data: member(clinicId, 'assistant'), event: () => syncDoctorsCareFlags(doctor) },
        { path: `rtmContacts/${c1}`, data: rtmContact(doctor, patient), event: () => syncDocumentCareFlags(collectionOf('rtmContacts'), c1) },
        { path: `clinicMembers/${doctor}`, data: member(clinicId, 'owner'), event: () => syncDoctorsCareFlags(doctor) },
        { path: `careRelationships/${patient}_${doctor}`, data: relationship('ended'), event: () => syncCareFlags(patient, doctor) },
        { path: consentPath, data: consent(clinicId, 'ended'), event: () => syncPatientsCareFlags(patient) },
        { path: `clinicMembers/${doctor}`, data: member(otherClinic, 'clinician'), event: () => syncDoctorsCareFlags(doctor) },
        { path: `clinicMembers/${doctor}`, data: null, event: () => syncDoctorsCareFlags(doctor) },
        { path: `clinicMembers/${doctor}`, data: member(clinicId, 'clinician'), event: () => syncDoctorsCareFlags(doctor) },
        { path: consentPath, data: consent(clinicId, 'active'), event: () => syncPatientsCareFlags(patient) },
      ];
      const schedule = deliverySchedule(writes.length, delivery, random);
      for (const [k, { path, data }] of writes.entries()) {
        await (data ? adminDb.doc(path).set(data) : adminDb.doc(path).delete());
        for (const event of schedule[k]) await writes[event].event();
      }
      if (delivery === 'dropped') await reconcileCareFlags(patient, doctor);

      for (const { name, id } of documents) {
        const flags = await expectedFlags(name, patient, doctor);
        expect(flags, `seed ${seed}, ${delivery}`).toEqual({ inCare: true, clinicId });
        expect(await storedFlags(`${name}/${id}`), `seed ${seed}, ${delivery}, ${name}`).toEqual(flags);
      }
      expect(await reconcileCareFlags(patient, doctor), `seed ${seed}, ${delivery}: nothing left to reconcile`).toEqual([]);
    });
  }
});
