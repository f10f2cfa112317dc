/**
 * The clinic page's forms: their values and yup schemas. Messages are translation keys of the `clinics`
 * namespace (validation.*), so the forms show them in any language; lengths come from LIMITS.
 */
import * as yup from 'yup';
import { CLINIC_ROLES, type Clinic, type ClinicMember, type ClinicRole } from '@rehab/model/clinics';
import { LIMITS } from '@rehab/model/limits';
import { isTimeZone } from '@rehab/model/monitoring';

/** What the owner edits of his clinic. */
export type ClinicDetails = Pick<Clinic, 'name' | 'address' | 'timeZone' | 'npi' | 'taxId'>;

export function clinicDetailsOf(clinic: Clinic): ClinicDetails {
  return { name: clinic.name, address: clinic.address, timeZone: clinic.timeZone, npi: clinic.npi, taxId: clinic.taxId };
}

export const clinicDetailsSchema = yup.object({
  name: yup.string().trim().required('validation.nameRequired').max(LIMITS.clinic.name, 'validation.tooLong'),
  address: yup.string().trim().max(LIMITS.clinic.address, 'validation.tooLong'),
  timeZone: yup.string().required('validation.timeZoneInvalid').test('zone', 'validation.timeZoneInvalid', (zone) => isTimeZone(zone ?? '')),
  npi: yup.string().trim().matches(/^(\d{10})?$/, 'validation.npiInvalid'),
  taxId: yup.string().trim().max(LIMITS.clinic.taxId, 'validation.tooLong'),
});

/** The details as stored: trimmed. */
export function cleanDetails(values: ClinicDetails): ClinicDetails {
  return clinicDetailsSchema.cast(values, { stripUnknown: true }) as ClinicDetails;
}

/** The roles the owner gives: there is one owner, so never that one. */
export const INVITABLE_ROLES = CLINIC_ROLES.filter((role): role is Exclude<ClinicRole, 'owner'> => role !== 'owner');

export interface RoleChoice {
  role: ClinicRole | '';
  /** an assistant's supervising clinician (uid); '' otherwise */
  supervisor: string;
}

export interface InviteValues extends RoleChoice {
  email: string;
}

const roleChoice = {
  role: yup.string().oneOf([...INVITABLE_ROLES], 'validation.roleRequired').required('validation.roleRequired'),
  supervisor: yup.string().when('role', {
    is: 'assistant',
    then: (schema) => schema.required('validation.supervisorRequired'),
    otherwise: (schema) => schema.strip(),
  }),
};

export const roleChoiceSchema = yup.object(roleChoice);

export const inviteSchema = yup.object({
  email: yup.string().trim().required('validation.emailRequired').email('validation.emailInvalid').max(LIMITS.text.email, 'validation.tooLong'),
  ...roleChoice,
});

/** A role choice as the callables take it: the supervisor only for an assistant. */
export function roleRequest({ role, supervisor }: RoleChoice): { role: ClinicRole; supervisor: string | null } {
  return { role: role as ClinicRole, supervisor: role === 'assistant' ? supervisor : null };
}

/** Who may supervise an assistant: the clinic's clinicians and its owner, by name. */
export function supervisorsOf<M extends Pick<ClinicMember, 'role' | 'name'>>(members: readonly M[]): M[] {
  return members.filter((m) => m.role === 'clinician' || m.role === 'owner').sort((a, b) => a.name.localeCompare(b.name));
}
