// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CARE_FLAGGED_COLLECTIONS } from '@rehab/model/care';
import { keepsDoctorRecord } from '@rehab/model/clinics';
import { DEMO_ACCOUNTS, DEMO_CLINICS, OWNERS_CLINIC_PATIENT, PATIENT_OF_BOTH_CLINICS } from './accounts';
import { buildWorld } from './world';

const { collections } = buildWorld(new Date(2025, 5, 15, 12));
const memberOf = new Map(collections.clinicMembers.map(({ id, data }) => [id, data]));

describe('the demo clinics', () => {
  it("put the demo doctor's staff in Northside Rehab, the assistant supervised by the physical therapist, and Dr Grant in her own", () => {
    const roles = collections.clinicMembers.filter(({ data }) => data.clinicId === DEMO_CLINICS.northside.id).map(({ id, data }) => [id, data.role, data.supervisor]);
    expect(roles).toEqual([
      [DEMO_ACCOUNTS.doctor.uid, 'owner', null],
      [DEMO_ACCOUNTS.clinician.uid, 'clinician', null],
      [DEMO_ACCOUNTS.assistant.uid, 'assistant', DEMO_ACCOUNTS.clinician.uid],
      [DEMO_ACCOUNTS.frontDesk.uid, 'frontDesk', null],
      [DEMO_ACCOUNTS.biller.uid, 'biller', null],
    ]);
    expect(memberOf.get(DEMO_ACCOUNTS.secondDoctor.uid)).toMatchObject({ clinicId: DEMO_CLINICS.kincaid.id, role: 'owner' });
    expect(collections.doctors.find(({ id }) => id === DEMO_ACCOUNTS.clinician.uid)?.data).toMatchObject({ isVerified: true, discipline: 'GP' });
  });

  it('give owners and clinicians a doctors record and the other roles a staff record only', () => {
    const doctors = new Set(collections.doctors.map(({ id }) => id));
    const staff = new Set(collections.staff.map(({ id }) => id));
    for (const { id, data } of collections.clinicMembers) {
      expect(doctors.has(id), id).toBe(keepsDoctorRecord(data.role));
      expect(staff.has(id), id).toBe(!keepsDoctorRecord(data.role));
    }
  });

  it('put every verified doctor in a clinic, each clinic with its record', () => {
    for (const { id, data } of collections.doctors) expect(memberOf.has(id), id).toBe(data.isVerified);
    const clinics = new Set(collections.clinics.map(({ id }) => id));
    for (const { data } of collections.clinicMembers) expect(clinics).toContain(data.clinicId);
  });

  it("let Ravi approve both clinics and Fatima Northside, each with his primary clinician, and copy each clinic onto its doctors' documents with them only", () => {
    expect(collections.clinicConsents.map(({ data }) => [data.patient, data.clinicId, data.state, data.primary])).toEqual([
      [PATIENT_OF_BOTH_CLINICS.uid, DEMO_CLINICS.northside.id, 'active', DEMO_ACCOUNTS.clinician.uid],
      [PATIENT_OF_BOTH_CLINICS.uid, DEMO_CLINICS.kincaid.id, 'active', DEMO_ACCOUNTS.secondDoctor.uid],
      [OWNERS_CLINIC_PATIENT.uid, DEMO_CLINICS.northside.id, 'active', DEMO_ACCOUNTS.doctor.uid],
    ]);
    const approvedBy = new Map(collections.clinicConsents.map(({ data }) => [`${data.patient}/${data.clinicId}`, data]));
    const inClinics = new Set<string>();
    for (const { name, doctorField, patientField } of CARE_FLAGGED_COLLECTIONS) {
      for (const { data } of collections[name] as unknown as { data: Record<string, unknown> }[]) {
        const clinicId = memberOf.get(String(data[doctorField]))?.clinicId;
        if (!approvedBy.has(`${String(data[patientField])}/${clinicId}`)) expect(data.clinicId, name).toBeUndefined();
        else expect(data.clinicId, name).toBe(clinicId);
        if (data.clinicId) inClinics.add(String(data.clinicId));
      }
    }
    // Dr Grant has no appointment, message or month with Ravi: only Northside's documents carry a clinic.
    expect([...inClinics]).toEqual([DEMO_CLINICS.northside.id]);
  });

  it("keep the owner's and the therapist's Northside patients apart, the owner's with an open alert's records (issue 51)", () => {
    const inCareOf = (doctor: string) => new Set(collections.careRelationships.filter(({ data }) => data.doctor === doctor && data.state === 'active').map(({ data }) => data.patient));
    expect(inCareOf(DEMO_ACCOUNTS.clinician.uid).has(OWNERS_CLINIC_PATIENT.uid)).toBe(false);
    expect(inCareOf(DEMO_ACCOUNTS.doctor.uid).has(OWNERS_CLINIC_PATIENT.uid)).toBe(true);
    const rows = (doctor: string) => Object.keys(collections.doctorOverview.find(({ id }) => id === doctor)?.data.rows ?? {});
    expect(rows(DEMO_ACCOUNTS.clinician.uid)).toEqual([PATIENT_OF_BOTH_CLINICS.uid]);
    expect(rows(DEMO_ACCOUNTS.doctor.uid)).toContain(OWNERS_CLINIC_PATIENT.uid);
  });

  it("give each clinic its approving patients' names and contacts, as patientContactOf makes them from their records", () => {
    const contactOf = (patient: string, clinicId: string) => {
      const user = collections.users.find(({ id }) => id === patient)!.data;
      return {
        id: `${patient}_${clinicId}`,
        data: { patientId: patient, clinicId, firstName: user.firstName, lastName: user.lastName, email: user.email, phoneNumber: user.phoneNumber ?? '', timeZone: user.timeZone ?? '' },
      };
    };
    expect(collections.patientContacts).toEqual([
      contactOf(PATIENT_OF_BOTH_CLINICS.uid, DEMO_CLINICS.northside.id),
      contactOf(PATIENT_OF_BOTH_CLINICS.uid, DEMO_CLINICS.kincaid.id),
      contactOf(OWNERS_CLINIC_PATIENT.uid, DEMO_CLINICS.northside.id),
    ]);
  });
});
