// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CARE_FLAGGED_COLLECTIONS } from '@rehab/model/care';
import { keepsDoctorRecord } from '@rehab/model/clinics';
import { DEMO_ACCOUNTS, DEMO_CLINICS, PATIENT_OF_BOTH_CLINICS } from './accounts';
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

  it("let only Ravi approve the clinics, and copy each clinic onto its doctors' documents with him only", () => {
    expect(collections.clinicConsents.map(({ data }) => [data.patient, data.clinicId, data.state])).toEqual([
      [PATIENT_OF_BOTH_CLINICS.uid, DEMO_CLINICS.northside.id, 'active'],
      [PATIENT_OF_BOTH_CLINICS.uid, DEMO_CLINICS.kincaid.id, 'active'],
    ]);
    const inClinics = new Set<string>();
    for (const { name, doctorField, patientField } of CARE_FLAGGED_COLLECTIONS) {
      for (const { data } of collections[name] as unknown as { data: Record<string, unknown> }[]) {
        if (data[patientField] !== PATIENT_OF_BOTH_CLINICS.uid) expect(data.clinicId, name).toBeUndefined();
        else expect(data.clinicId, name).toBe(memberOf.get(String(data[doctorField]))?.clinicId);
        if (data.clinicId) inClinics.add(String(data.clinicId));
      }
    }
    // Dr Grant has no appointment, message or month with Ravi: only Northside's documents carry a clinic.
    expect([...inClinics]).toEqual([DEMO_CLINICS.northside.id]);
  });

  it("give each clinic Ravi approved his name and contact, as patientContactOf makes it from his record", () => {
    const ravi = collections.users.find(({ id }) => id === PATIENT_OF_BOTH_CLINICS.uid)!.data;
    expect(collections.patientContacts).toEqual(
      [DEMO_CLINICS.northside.id, DEMO_CLINICS.kincaid.id].map((clinicId) => ({
        id: `${PATIENT_OF_BOTH_CLINICS.uid}_${clinicId}`,
        data: { patientId: PATIENT_OF_BOTH_CLINICS.uid, clinicId, firstName: 'Ravi', lastName: 'Iyer', email: ravi.email, phoneNumber: ravi.phoneNumber ?? '', timeZone: '' },
      })),
    );
  });
});
