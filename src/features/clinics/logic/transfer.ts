/**
 * A transfer of a clinic's patient to another of its clinicians (issue 51): who may make it, to whom, its form's check
 * and its request, as transferClinicPatient checks them. Messages are translation keys of the `clinics` namespace.
 * Pure.
 */
import * as yup from 'yup';
import type { CallableContracts } from '@rehab/model/callables';
import { keepsDoctorRecord, type ClinicMember, type ClinicRole } from '@rehab/model/clinics';

/** The clinic's owner transfers any of its patients, a clinician those whose primary he is. */
export function mayTransfer(role: ClinicRole | undefined, uid: string, primary: string): boolean {
  return role === 'owner' || (role !== undefined && keepsDoctorRecord(role) && uid === primary);
}

/** Whom a patient may be transferred to: the clinic's other owners and clinicians than his primary. */
export function transferTargets<M extends Pick<ClinicMember, 'role'> & { docId: string }>(members: readonly M[], primary: string): M[] {
  return members.filter((member) => keepsDoctorRecord(member.role) && member.docId !== primary);
}

export interface TransferValues {
  to: string;
  moveAppointments: boolean;
}

export const EMPTY_TRANSFER: TransferValues = { to: '', moveAppointments: false };

export const transferSchema = yup.object({ to: yup.string().required('transfer.errors.to') });

export function transferRequest(patientId: string, values: TransferValues): CallableContracts['transferClinicPatient']['request'] {
  return { patientId, to: values.to, moveAppointments: values.moveAppointments };
}
