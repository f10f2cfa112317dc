/**
 * The demo clinics (issue 50): the demo doctor owns Northside Rehab with a physical therapist, an assistant she
 * supervises, a front desk and a biller; Dr Grant owns Kincaid Physiotherapy; every other verified doctor owns his
 * clinic of one. Ravi Iyer approved both clinics, the therapist his primary clinician at Northside and Dr Grant at
 * Kincaid; Fatima Haddad approved Northside, the owner her primary (issue 51: the owner's and the therapist's patients
 * apart, so that a coverage shows). Nobody else approved either, so isolation can be tried on every other patient.
 */
import { CARE_FLAGGED_COLLECTIONS, careFlagsOf, careRelationshipId, type CareFlaggedCollection, type CareRelationship } from '@rehab/model/care';
import { clinicOfOne } from '@rehab/model/clinicOfOne';
import {
  clinicConsentId,
  patientContactId,
  patientContactOf,
  type Clinic,
  type ClinicConsent,
  type ClinicMember,
  type ClinicRole,
  type PatientContact,
  type StaffRecord,
} from '@rehab/model/clinics';
import type { CollectionTypes, Doctor, User } from '@rehab/model/collections';
import { DEMO_ACCOUNTS, DEMO_CLINICS, OWNERS_CLINIC_PATIENT, PATIENT_OF_BOTH_CLINICS, type DemoAccount } from './accounts';
import type { SeedClock } from './clock';
import { CLINIC_STAFF, DEMO_DOCTOR_ADDRESS, SECOND_DOCTOR_ADDRESS, fullName } from './people';
import type { SeedDoc } from './seedDoc';

export interface SeedClinics {
  clinics: SeedDoc<Clinic>[];
  clinicMembers: SeedDoc<ClinicMember>[];
  staff: SeedDoc<StaffRecord>[];
  clinicConsents: SeedDoc<ClinicConsent>[];
}

/** Who is in which demo clinic, with which role (an assistant's supervisor beside). */
const DEMO_MEMBERS: readonly { account: DemoAccount; clinicId: string; role: ClinicRole; supervisor?: string }[] = [
  { account: DEMO_ACCOUNTS.doctor, clinicId: DEMO_CLINICS.northside.id, role: 'owner' },
  { account: DEMO_ACCOUNTS.clinician, clinicId: DEMO_CLINICS.northside.id, role: 'clinician' },
  { account: DEMO_ACCOUNTS.assistant, clinicId: DEMO_CLINICS.northside.id, role: 'assistant', supervisor: DEMO_ACCOUNTS.clinician.uid },
  { account: DEMO_ACCOUNTS.frontDesk, clinicId: DEMO_CLINICS.northside.id, role: 'frontDesk' },
  { account: DEMO_ACCOUNTS.biller, clinicId: DEMO_CLINICS.northside.id, role: 'biller' },
  { account: DEMO_ACCOUNTS.secondDoctor, clinicId: DEMO_CLINICS.kincaid.id, role: 'owner' },
];

export function buildClinics(doctors: readonly SeedDoc<Doctor>[], clock: SeedClock, timeZone: string): SeedClinics {
  const founded = clock.timestamp(-365);
  const clinic = (name: string, owner: string, address: string, npi: string, taxId: string): Clinic => ({ name, address, timeZone, npi, taxId, owner, createdAt: founded });
  const members: SeedDoc<ClinicMember>[] = DEMO_MEMBERS.map(({ account, clinicId, role, supervisor }) => ({
    id: account.uid,
    data: { clinicId, role, supervisor: supervisor ?? null, name: fullName(account), email: account.email, since: founded },
  }));
  const ofOne = doctors
    .filter(({ id, data }) => data.isVerified && !members.some((member) => member.id === id))
    .map(({ id, data }) => ({ id, ...clinicOfOne(id, data, founded) }));
  /** An approval the primary clinician asked for (registering the patient's device asks it) and the patient gave. */
  const approved = (patient: string, { id: clinicId, name }: { id: string; name: string }, primary: string): SeedDoc<ClinicConsent> => ({
    id: clinicConsentId(patient, clinicId),
    data: {
      patient,
      clinicId,
      clinicName: name,
      state: 'active',
      requestedAt: clock.timestamp(-40, 10),
      requestedBy: primary,
      primary,
      since: clock.timestamp(-40, 18),
      grantedBy: patient,
    },
  });
  const { northside, kincaid } = DEMO_CLINICS;
  return {
    clinics: [
      { id: northside.id, data: clinic(northside.name, northside.owner, DEMO_DOCTOR_ADDRESS, '1245319599', '98-7654321') },
      { id: kincaid.id, data: clinic(kincaid.name, kincaid.owner, SECOND_DOCTOR_ADDRESS, '1396728417', '91-2345678') },
      ...ofOne.map(({ member, clinic: own }) => ({ id: member.clinicId, data: own })),
    ],
    clinicMembers: [...members, ...ofOne.map(({ id, member }) => ({ id, data: member }))],
    staff: CLINIC_STAFF.map((person) => ({ id: person.uid, data: { firstName: person.firstName, lastName: person.lastName, email: person.email, createdAt: founded } })),
    clinicConsents: [
      approved(PATIENT_OF_BOTH_CLINICS.uid, northside, DEMO_ACCOUNTS.clinician.uid),
      approved(PATIENT_OF_BOTH_CLINICS.uid, kincaid, kincaid.owner),
      approved(OWNERS_CLINIC_PATIENT.uid, northside, northside.owner),
    ],
  };
}

/** What the functions keep of each approval (patientContactOf, issue 51): the patient's name and contact while it is active. */
export function buildPatientContacts(users: readonly SeedDoc<User>[], consents: readonly SeedDoc<ClinicConsent>[]): SeedDoc<PatientContact>[] {
  const userOf = new Map(users.map(({ id, data }) => [id, data]));
  return consents.flatMap(({ data: consent }) => {
    const contact = patientContactOf(consent.patient, consent.clinicId, userOf.get(consent.patient), consent);
    return contact ? [{ id: patientContactId(consent.patient, consent.clinicId), data: contact }] : [];
  });
}

type FlaggedDocuments = { [C in CareFlaggedCollection['name']]: SeedDoc<CollectionTypes[C]>[] };

/**
 * The care-flagged documents with the flags the functions keep (careFlagsOf): in care as their pair's relationship or
 * the patient's primary clinician in an approved clinic (the demo has nobody away), and in a clinic where the patient
 * approved the doctor's clinic (only a clinicId where there is one).
 */
export function withCareFlags<T extends FlaggedDocuments>(documents: T, relationships: readonly SeedDoc<CareRelationship>[], clinics: SeedClinics): T {
  const relationshipOf = new Map(relationships.map(({ id, data }) => [id, data]));
  const membershipOf = new Map(clinics.clinicMembers.map(({ id, data }) => [id, data]));
  const consentOf = new Map(clinics.clinicConsents.map(({ id, data }) => [id, data]));
  const flagged = { ...documents };
  for (const { name, doctorField, patientField } of CARE_FLAGGED_COLLECTIONS) {
    const docs = documents[name] as unknown as SeedDoc<Record<string, unknown>>[];
    (flagged as Record<string, unknown>)[name] = docs.map(({ id, data }) => {
      const [doctor, patient] = [String(data[doctorField]), String(data[patientField])];
      const membership = membershipOf.get(doctor);
      const { inCare, clinicId } = careFlagsOf(name, {
        doctorUid: doctor,
        relationship: relationshipOf.get(careRelationshipId(patient, doctor)),
        membership,
        consent: membership && consentOf.get(clinicConsentId(patient, membership.clinicId)),
      });
      return { id, data: { ...data, inCare, ...(clinicId ? { clinicId } : {}) } };
    });
  }
  return flagged;
}
