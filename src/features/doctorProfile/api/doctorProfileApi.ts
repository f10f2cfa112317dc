import type { WithId } from '../../../lib/firebase/withId';
import type { AuthDoctorInfo } from '@rehab/model/callables';
import type { Doctor, Speciality } from '@rehab/model/collections';
import { settleWrite } from '../../../lib/store/errors';
import { liveQuery } from '../../../lib/store/live';
import { serverData } from '../../../lib/store/serverData';
import type { BillingSettings } from '../logic/billingSettings';
import { cachingDoctor } from './doctorCache';
import {
  doctorRecordSubscription,
  reauthenticateDoctor,
  removeRegisteredDevice,
  setBillingSettings,
  setSpecialities,
  updateAuthDoctor,
  updateDoctor,
} from './doctorRecord';

/**
 * The signed-in doctor's record (live, and kept in localStorage for the next
 * visit) and the profile's writes. The writes need no invalidation: the
 * record's listener sees them.
 */
export const doctorProfileApi = serverData.injectEndpoints({
  endpoints: (build) => ({
    doctorRecord: build.query<WithId<Doctor> | null, string>({
      ...liveQuery((uid: string) => cachingDoctor(uid, doctorRecordSubscription(uid))),
    }),
    updateDoctorProfile: build.mutation<null, { uid: string; fields: Partial<Doctor> }>({
      queryFn: ({ uid, fields }) => settleWrite(() => updateDoctor(uid, fields)),
    }),
    setBillingSettings: build.mutation<null, { uid: string; settings: BillingSettings }>({
      queryFn: ({ uid, settings }) => settleWrite(() => setBillingSettings(uid, settings)),
    }),
    setDoctorSpecialities: build.mutation<null, { uid: string; specialities: Speciality[] }>({
      queryFn: ({ uid, specialities }) => settleWrite(() => setSpecialities(uid, specialities)),
    }),
    removeDoctorDevice: build.mutation<null, { uid: string; deviceId: string; patientUid: string }>({
      queryFn: ({ uid, deviceId, patientUid }) => settleWrite(() => removeRegisteredDevice(uid, deviceId, patientUid)),
    }),
    /** Password, e-mail and phone, or the display name, of the doctor's auth account (updateAuthDoctor). */
    updateDoctorAccount: build.mutation<null, { uid: string; info: AuthDoctorInfo }>({
      queryFn: ({ uid, info }) => settleWrite(() => updateAuthDoctor(uid, info)),
    }),
    /** Signs in again with the current password, which updateAuthDoctor wants before a credential change long after the sign-in. */
    reauthenticateDoctor: build.mutation<null, { uid: string; password: string }>({
      queryFn: ({ uid, password }) => settleWrite(() => reauthenticateDoctor(uid, password)),
    }),
  }),
});

export const {
  useDoctorRecordQuery,
  useUpdateDoctorProfileMutation,
  useSetDoctorSpecialitiesMutation,
  useSetBillingSettingsMutation,
  useRemoveDoctorDeviceMutation,
  useUpdateDoctorAccountMutation,
  useReauthenticateDoctorMutation,
} = doctorProfileApi;
