/**
 * The doctors' overview rows (doctorOverview/{doctor}) of the demo world, built from its documents with the functions'
 * pure builder (packages/model/src/doctorOverview.ts): what the overview functions keep, written with the rest.
 */
import { careRelationshipId, caresFor } from '@rehab/model/care';
import { clinicConsentId, primaryOf } from '@rehab/model/clinics';
import type { DoctorOverview } from '@rehab/model/collections';
import { overviewMonth, overviewRow } from '@rehab/model/doctorOverview';
import type { SeedCollections } from './world';
import type { SeedDoc } from './seedDoc';

type Sources = Pick<
  SeedCollections,
  'users' | 'doctors' | 'monitoring' | 'managementTotals' | 'rtmContacts' | 'careRelationships' | 'clinicMembers' | 'clinicConsents'
>;

export function buildDoctorOverviews(world: Sources, now: Date): SeedDoc<DoctorOverview>[] {
  const byId = <T>(docs: readonly SeedDoc<T>[]) => new Map(docs.map(({ id, data }) => [id, data]));
  const users = byId(world.users);
  const doctors = byId(world.doctors);
  const monitoring = byId(world.monitoring);
  const totals = byId(world.managementTotals);
  const relationships = byId(world.careRelationships);
  const memberships = byId(world.clinicMembers);
  const consents = byId(world.clinicConsents);
  // The pairs that may be in care: each relationship's, and each approval's primary clinician (the demo has nobody away).
  const pairs = [
    ...world.careRelationships.map(({ data }) => ({ doctor: data.doctor, patient: data.patient })),
    ...world.clinicConsents.map(({ data: consent }) => ({ doctor: primaryOf(consent), patient: consent.patient })),
  ];
  const overviews = new Map<string, DoctorOverview>();
  for (const { doctor, patient } of pairs) {
    const membership = memberships.get(doctor);
    const inCare = caresFor(
      {
        doctorUid: doctor,
        doctor: doctors.get(doctor),
        relationship: relationships.get(careRelationshipId(patient, doctor)),
        membership,
        consent: membership ? consents.get(clinicConsentId(patient, membership.clinicId)) : undefined,
      },
      now,
    );
    if (!inCare) continue;
    const doctorTimeZone = doctors.get(doctor)?.timeZone;
    const month = overviewMonth(doctorTimeZone, now);
    const overview = overviews.get(doctor) ?? { doctorId: doctor, rows: {} };
    overview.rows[patient] = overviewRow({
      user: users.get(patient),
      monitoring: monitoring.get(patient),
      totals: totals.get(`${doctor}_${patient}_${month}`),
      contacts: world.rtmContacts.map(({ data }) => data).filter((contact) => contact.doctorId === doctor && contact.patientId === patient),
      month,
      doctorTimeZone,
      now,
    });
    overviews.set(doctor, overview);
  }
  return [...overviews.values()].map((data) => ({ id: data.doctorId, data }));
}
