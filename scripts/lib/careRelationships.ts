/**
 * Today's device-sharing pairs as care relationships: before consent existed,
 * a doctor saw every patient owning a device he registered. The seed and the
 * one-off migration (scripts/migrate-care-relationships.ts) turn each such pair
 * into an active relationship, granted at the migration, so nobody loses a
 * patient they see today. Pure: no I/O.
 */
import type { CareRelationship } from '@rehab/model/care';
import { careRelationshipId } from '@rehab/model/care';
import type { Device, Doctor, TimestampLike } from '@rehab/model/collections';

export interface SharingDoctor {
  uid: string;
  doctor: Pick<Doctor, 'firstName' | 'lastName' | 'devices'>;
}

export interface SharedDevice {
  id: string;
  device: Pick<Device, 'userId' | 'deviceType'>;
}

/** One active relationship per (patient, doctor) pair sharing at least one device, with the shared devices. */
export function relationshipsFromSharedDevices(
  doctors: readonly SharingDoctor[],
  devices: readonly SharedDevice[],
  grantedAt: TimestampLike,
): { id: string; data: CareRelationship }[] {
  const byId = new Map(devices.map((d) => [d.id, d.device]));
  const relationships = new Map<string, CareRelationship>();
  for (const { uid: doctorUid, doctor } of doctors) {
    for (const deviceId of doctor.devices ?? []) {
      const device = byId.get(deviceId);
      if (!device?.userId) continue;
      const id = careRelationshipId(device.userId, doctorUid);
      const relationship = relationships.get(id) ?? {
        patient: device.userId,
        doctor: doctorUid,
        doctorName: `${doctor.firstName ?? ''} ${doctor.lastName ?? ''}`.trim(),
        state: 'active',
        requestedAt: grantedAt,
        since: grantedAt,
        grantedBy: device.userId,
        devices: {},
      };
      relationship.devices[deviceId] = device.deviceType;
      relationships.set(id, relationship);
    }
  }
  return [...relationships].map(([id, data]) => ({ id, data }));
}
