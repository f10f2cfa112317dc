/** What the patient's screens show of his clinic approvals: pure functions of the live list. */
import type { ClinicConsent } from '@rehab/model/clinics';
import type { WithId } from '../../../lib/firebase/withId';

type Consent = WithId<ClinicConsent>;

const millis = (value: { toMillis(): number } | null | undefined) => value?.toMillis() ?? 0;

/** Clinics' requests waiting for the patient, newest first. */
export function pendingClinicRequests(consents: readonly Consent[]): Consent[] {
  return consents.filter((c) => c.state === 'pending').sort((a, b) => millis(b.requestedAt) - millis(a.requestedAt));
}

/** The clinics the patient approved, by name. */
export function approvedClinics(consents: readonly Consent[]): Consent[] {
  return consents.filter((c) => c.state === 'active').sort((a, b) => a.clinicName.localeCompare(b.clinicName));
}
