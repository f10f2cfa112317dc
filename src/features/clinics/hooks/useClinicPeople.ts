import { useMemo } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { keepsDoctorRecord, type ClinicMember, type PatientContact } from '@rehab/model/clinics';
import { patientName } from '@rehab/model/doctorOverview';
import type { WithId } from '../../../lib/firebase/withId';
import { queryErrorMessage } from '../../../lib/store/errors';
import { useClinicMembersQuery, usePatientContactsQuery } from '../api/clinicsApi';
import { byRoleThenName } from '../logic/roleAccess';

export type ContactWithName = WithId<PatientContact> & { name: string };

/**
 * The clinic's patients as its front desk and assistants see them (patientContacts: names and contacts, nothing
 * clinical), by name; live, so an approval or its end shows at once. undefined until read.
 */
export function usePatientContacts(clinicId: string | null): { contacts: ContactWithName[] | undefined; error: string | null } {
  const read = usePatientContactsQuery(clinicId ?? skipToken);
  const data = read.currentData;
  const contacts = useMemo(
    () => data?.map((contact) => ({ ...contact, name: patientName(contact) })).sort((a, b) => a.name.localeCompare(b.name) || a.patientId.localeCompare(b.patientId)),
    [data],
  );
  return { contacts, error: queryErrorMessage(read.error) };
}

/**
 * The clinic's members (live, by role then name) with its clinicians among them: the owners and clinicians, whose
 * calendars the front desk runs and whose months the biller closes. undefined until read.
 */
export function useClinicMembers(clinicId: string | null): {
  members: WithId<ClinicMember>[] | undefined;
  clinicians: WithId<ClinicMember>[] | undefined;
  error: string | null;
} {
  const read = useClinicMembersQuery(clinicId ?? skipToken);
  const data = read.currentData;
  return useMemo(() => {
    const members = data ? byRoleThenName(data) : undefined;
    const clinicians = members?.filter((member) => keepsDoctorRecord(member.role));
    return { members, clinicians, error: queryErrorMessage(read.error) };
  }, [data, read.error]);
}
