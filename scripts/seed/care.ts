/**
 * careRelationships: every doctor and patient sharing a device today are an active care relationship
 * (granted a year ago, as the sessions go back), except the pending request of PENDING_CARE_REQUEST.
 */
import type { CareRelationship, DeviceLookups } from '@rehab/model/care';
import { careFlagOf, careRelationshipId, isInCare } from '@rehab/model/care';
import type { Device, Doctor } from '@rehab/model/collections';
import { relationshipsFromSharedDevices } from '../lib/careRelationships';
import type { SeedClock } from './clock';
import { PENDING_CARE_REQUEST } from './people';
import type { SeedDoc } from './seedDoc';

export function buildCareRelationships(doctors: SeedDoc<Doctor>[], devices: SeedDoc<Device>[], clock: SeedClock): SeedDoc<CareRelationship>[] {
  const pendingId = careRelationshipId(PENDING_CARE_REQUEST.patient, PENDING_CARE_REQUEST.doctor);
  return relationshipsFromSharedDevices(
    doctors.map((d) => ({ uid: d.id, doctor: d.data })),
    devices.map((d) => ({ id: d.id, device: d.data })),
    clock.timestamp(-365),
  ).map(({ id, data }) =>
    id === pendingId ? { id, data: { ...data, state: 'pending', requestedAt: clock.timestamp(-1, 9, 30), since: null, grantedBy: null } } : { id, data },
  );
}

/** The second doctor's lookup that made the pending request (long past the rate limit's hour). */
export function buildDeviceLookups(clock: SeedClock): SeedDoc<DeviceLookups>[] {
  return [{ id: PENDING_CARE_REQUEST.doctor, data: { times: [clock.timestamp(-1, 9, 30)] } }];
}

/** Whether a doctor looks after a patient in the demo world: the `inCare` of their appointments, messages and time. */
export type InCare = (doctorUid: string, patientUid: string) => boolean;

export function inCareOf(relationships: readonly SeedDoc<CareRelationship>[]): InCare {
  const active = new Set(relationships.filter(({ data }) => isInCare(data)).map(({ id }) => id));
  return (doctorUid, patientUid) => careFlagOf(active, doctorUid, patientUid);
}
