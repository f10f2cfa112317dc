/** What the screens show of care relationships: pure functions of the live lists. */
import type { WithId } from '../../../lib/firebase/withId';
import type { CareRelationship } from '@rehab/model/care';
import { normaliseDeviceType } from '@rehab/model/sensors';

type Relationship = WithId<CareRelationship>;

const millis = (value: { toMillis(): number } | null | undefined) => value?.toMillis() ?? 0;

/** Requests waiting for the patient, newest first. */
export function pendingRequests(relationships: readonly Relationship[]): Relationship[] {
  return relationships.filter((r) => r.state === 'pending').sort((a, b) => millis(b.requestedAt) - millis(a.requestedAt));
}

/** The doctors the patient granted access, by name. */
export function careTeam(relationships: readonly Relationship[]): Relationship[] {
  return relationships.filter((r) => r.state === 'active').sort((a, b) => a.doctorName.localeCompare(b.doctorName));
}

/** The relationship's devices as the patient knows them: 'Glove GLV-1001', sorted by id. */
export function deviceLabels(relationship: Pick<CareRelationship, 'devices'>): string[] {
  return Object.entries(relationship.devices ?? {})
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([id, type]) => `${normaliseDeviceType(type)} ${id}`);
}

/** Where a doctor's registered device stands with its patient ('none': no relationship, e.g. a device without a patient). */
export type DeviceAccess = 'active' | 'waiting' | 'declined' | 'removed' | 'left' | 'none';

/** A registered device's patient (as the doctor's relationships name them) and where the doctor stands with them. */
export interface DeviceCare {
  patient: string;
  access: DeviceAccess;
}

/** For each device of the doctor's relationships, its patient and where it stands (the device's newest relationship wins). */
export function deviceAccess(relationships: readonly Relationship[]): Map<string, DeviceCare> {
  const access = new Map<string, DeviceCare>();
  const byAge = [...relationships].sort((a, b) => millis(a.requestedAt) - millis(b.requestedAt));
  for (const r of byAge) {
    const state: DeviceAccess =
      r.state === 'active' ? 'active'
      : r.state === 'pending' ? 'waiting'
      : r.ending === 'declined' ? 'declined'
      : r.ending === 'removedByPatient' ? 'removed'
      : 'left';
    for (const id of Object.keys(r.devices ?? {})) access.set(id, { patient: r.patient, access: state });
  }
  return access;
}

/** The uids of the patients who granted the doctor access, sorted (a key that changes when one grants or ends it). */
export function grantingPatientUids(relationships: readonly Relationship[]): string[] {
  return relationships.filter((r) => r.state === 'active').map((r) => r.patient).sort();
}

/** The patients of two sorted lists, each once, sorted. */
export function unionOfPatients(a: readonly string[], b: readonly string[]): string[] {
  return [...new Set([...a, ...b])].sort();
}
