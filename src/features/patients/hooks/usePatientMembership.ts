import type { Doctor, User } from '@rehab/model/collections';
import { queryErrorMessage } from '../../../lib/store/errors';
import { useAddMyPatientMutation, useRemoveMyPatientMutation } from '../api/patientsApi';
import { sharesDevice } from '../logic/patientList';

/**
 * Whether a patient is in the doctor's own list, and Add Patient / Delete From My Patients for the profile card:
 * the patient may be added when they share a device with the doctor.
 */
export function usePatientMembership(patientUid: string, patient: User, doctor: Doctor, doctorUid: string) {
  const [addMyPatient, adding] = useAddMyPatientMutation();
  const [removeMyPatient, removing] = useRemoveMyPatientMutation();
  return {
    isOwn: doctor.patients.includes(patientUid),
    canAdd: sharesDevice(doctor.devices, patient.devices),
    pending: adding.isLoading || removing.isLoading,
    error: queryErrorMessage(adding.error ?? removing.error),
    dismissError: () => {
      adding.reset();
      removing.reset();
    },
    add: () => {
      removing.reset();
      void addMyPatient({ doctorUid, patientUid });
    },
    remove: () => {
      adding.reset();
      void removeMyPatient({ doctorUid, patientUid });
    },
  };
}
