import { FieldValue, Timestamp, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { personName, type AuditActor } from '@rehab/model/audit';
import { DEVICE_LOOKUPS_PER_HOUR, type CareRelationship, type DeviceLookups, type DeviceRegistration } from '@rehab/model/care';
import { clinicConsentId, type ClinicConsent } from '@rehab/model/clinics';
import type { TimestampLike } from '@rehab/model/collections';
import { LIMITS } from '@rehab/model/limits';
import { db } from './admin';
import { doctorActor, recordAudit } from './lib/audit';
import { requireVerifiedDoctor } from './lib/auth';
import { careRelationshipRef } from './lib/care';
import { membershipRef } from './lib/clinics';
import { col, docRef, getAll } from './lib/collections';
import { own, payloadWith, requireString } from './lib/validation';

const HOUR_MS = 3_600_000;

/** The lookups of the last hour, or a refusal once the doctor made DEVICE_LOOKUPS_PER_HOUR of them. */
function recentLookups(snapshot: DocumentSnapshot<DeviceLookups>, now: Timestamp): TimestampLike[] {
  const times = snapshot.data()?.times ?? [];
  const recent = times.filter((t) => t.toMillis() > now.toMillis() - HOUR_MS);
  if (recent.length >= DEVICE_LOOKUPS_PER_HOUR) {
    throw new HttpsError('resource-exhausted', 'Too many device lookups. Try again in an hour.');
  }
  return recent;
}

/**
 * The doctor's clinic whose approval to ask the patient for alongside the doctor's own request: one with other members
 * (a clinic of one is the doctor alone), which the patient has not approved yet.
 */
async function clinicToAsk(tx: Transaction, doctorUid: string, patientUid: string): Promise<{ id: string; name: string } | null> {
  const clinicId = (await tx.get(membershipRef(doctorUid))).data()?.clinicId;
  if (!clinicId) return null;
  const [members, clinic, consent] = await Promise.all([
    tx.get(col('clinicMembers').where('clinicId', '==', clinicId).limit(2)),
    tx.get(docRef('clinics', clinicId)),
    tx.get(docRef('clinicConsents', clinicConsentId(patientUid, clinicId))),
  ]);
  if (members.size < 2 || !clinic.exists || consent.data()?.state === 'active') return null;
  return { id: clinicId, name: clinic.data()!.name };
}

/**
 * The pending clinicConsents request naming the clinic, recorded in the patient's history as his doctor's request is;
 * the requesting doctor is to be the patient's primary clinician there (issue 51).
 */
function askClinicConsent(tx: Transaction, actor: AuditActor, patientUid: string, clinic: { id: string; name: string }, now: Timestamp): void {
  const consentId = clinicConsentId(patientUid, clinic.id);
  const requested = recordAudit(tx, actor, {
    action: 'care.requested',
    target: { collection: 'clinicConsents', id: consentId },
    patientUid,
    changes: { state: { before: null, after: 'pending' }, clinic: { before: clinic.name, after: clinic.name } },
  });
  const consent: ClinicConsent = {
    patient: patientUid,
    clinicId: clinic.id,
    clinicName: clinic.name,
    state: 'pending',
    requestedAt: now,
    requestedBy: actor.uid,
    primary: actor.uid,
    since: null,
    grantedBy: null,
    auditId: requested,
  };
  tx.set(docRef('clinicConsents', consentId), consent);
}

/**
 * Registers a device to the calling doctor ({deviceId} → DeviceRegistration),
 * answering only what the spec's messages need: no id, already registered,
 * does not exist, registered. Nobody learns who owns a device: when it
 * belongs to a patient who has not granted the doctor access, the doctor's
 * request waits for the patient (a pending care relationship, and when the
 * doctor's clinic has other members a pending approval of the clinic); one
 * already granted simply gains the device. Lookups are limited per doctor and hour,
 * so ids cannot be enumerated. Recorded in the patient's history.
 */
export const registerDevice = onCall(async (request): Promise<DeviceRegistration> => {
  const { uid } = await requireVerifiedDoctor(request);
  const payload = payloadWith(request.data, ['deviceId']);
  const sent = own(payload, 'deviceId');
  if (typeof sent === 'string' && sent.trim() === '') return { outcome: 'noDeviceId' };
  const deviceId = requireString(payload, 'deviceId', { max: LIMITS.text.id }).trim();

  return db.runTransaction(async (tx): Promise<DeviceRegistration> => {
    const doctorRef = docRef('doctors', uid);
    const lookupsRef = docRef('deviceLookups', uid);
    const [doctorSnap, lookupsSnap] = await getAll(tx, doctorRef, lookupsRef);
    const doctor = doctorSnap.data()!;
    if ((doctor.devices ?? []).includes(deviceId)) return { outcome: 'alreadyRegistered' };

    const now = Timestamp.now();
    const recent = recentLookups(lookupsSnap, now);
    const deviceSnap = deviceId.includes('/') ? undefined : await tx.get(docRef('devices', deviceId));
    const device = deviceSnap?.data();
    const patientUid = device?.userId ?? '';
    const relationshipRef = patientUid ? careRelationshipRef(patientUid, uid) : undefined;
    const previous = relationshipRef ? (await tx.get(relationshipRef)).data() : undefined;
    const clinic = patientUid ? await clinicToAsk(tx, uid, patientUid) : null;

    tx.set(lookupsRef, { times: [...recent, now] });
    if (!device) return { outcome: 'doesNotExist' };

    const actor = doctorActor(uid, doctor);
    const registered = recordAudit(tx, actor, {
      action: 'device.registered',
      target: { collection: 'doctors', id: uid },
      patientUid,
      changes: { devices: { before: [], after: [deviceId] } },
    });
    tx.update(doctorRef, { devices: FieldValue.arrayUnion(deviceId), auditId: registered });
    if (!relationshipRef) return { outcome: 'registered', access: 'none' };

    if (previous?.state === 'active') {
      tx.update(relationshipRef, { [`devices.${deviceId}`]: device.deviceType });
      return { outcome: 'registered', access: 'active' };
    }
    const devices = { ...(previous?.state === 'pending' ? previous.devices : {}), [deviceId]: device.deviceType };
    const doctorName = personName(doctor);
    const requested = recordAudit(tx, actor, {
      action: 'care.requested',
      target: { collection: 'careRelationships', id: relationshipRef.id },
      patientUid,
      changes: {
        state: { before: previous?.state ?? null, after: 'pending' },
        doctor: { before: doctorName, after: doctorName },
        devices: { before: [], after: [deviceId] },
      },
    });
    const relationship: CareRelationship = {
      patient: patientUid,
      doctor: uid,
      doctorName,
      state: 'pending',
      requestedAt: now,
      since: null,
      grantedBy: null,
      devices,
      auditId: requested,
    };
    tx.set(relationshipRef, relationship);
    if (clinic) askClinicConsent(tx, actor, patientUid, clinic, now);
    return { outcome: 'registered', access: 'pending' };
  });
});
