/**
 * A verified doctor's clinic of one (issue 50): every verified doctor not in a clinic owns one, so nothing a doctor does
 * changes until he invites someone. Made the same way by the migration (scripts/migrate-clinics.ts), the trigger on
 * the doctors' records (functions/src/clinics/clinicOfOne.ts) and the seed.
 */
import { personName } from './audit';
import type { Clinic, ClinicMember } from './clinics';
import type { Doctor, TimestampLike } from './collections';
import { DEFAULT_TIME_ZONE } from './monitoring';

export function clinicOfOneId(doctorUid: string): string {
  return `clinic-${doctorUid}`;
}

/** "Dr Daniel Reyes's practice"; the doctor renames it in his clinic's page. */
export function clinicOfOneName(doctor: Pick<Doctor, 'firstName' | 'lastName'>): string {
  const name = personName(doctor).trim();
  return name ? `Dr ${name}'s practice` : 'My practice';
}

/** The clinic of one of a doctor and his membership as its owner, created at `at`. */
export function clinicOfOne(
  doctorUid: string,
  doctor: Pick<Doctor, 'firstName' | 'lastName' | 'email' | 'address' | 'timeZone'>,
  at: TimestampLike,
): { clinic: Clinic; member: ClinicMember } {
  return {
    clinic: {
      name: clinicOfOneName(doctor),
      address: doctor.address ?? '',
      timeZone: doctor.timeZone || DEFAULT_TIME_ZONE,
      npi: '',
      taxId: '',
      owner: doctorUid,
      createdAt: at,
    },
    member: { clinicId: clinicOfOneId(doctorUid), role: 'owner', supervisor: null, name: personName(doctor).trim(), email: (doctor.email ?? '').toLowerCase(), since: at },
  };
}
