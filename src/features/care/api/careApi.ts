import { callable } from '../../../lib/firebase/callables';
import type { WithId } from '../../../lib/firebase/withId';
import { subscribeDocs, subscribeQuery } from '../../../lib/firebase/subscribe';
import type { CareRelationship, DeviceRegistration } from '@rehab/model/care';
import type { DoctorProfile } from '@rehab/model/collections';
import { settle, settleWrite } from '../../../lib/store/errors';
import { liveQuery } from '../../../lib/store/live';
import { serverData } from '../../../lib/store/serverData';
import { declineCare, doctorProfileRefs, doctorRelationshipsQuery, grantCare, patientRelationshipsQuery, removeFromCareTeam } from './careRecords';

type Decision = { relationship: WithId<CareRelationship>; patientUid: string };

/**
 * Care relationships: the patient's and the doctor's (live, so a decision shows
 * on both sides at once), the public profiles of a patient's doctors, the patient's decisions, and registering a device
 * (the registerDevice function, which asks the patient when needed).
 */
export const careApi = serverData.injectEndpoints({
  endpoints: (build) => ({
    patientCareRelationships: build.query<WithId<CareRelationship>[], string>({
      ...liveQuery((patientUid: string) => subscribeQuery(patientRelationshipsQuery(patientUid))),
    }),
    doctorCareRelationships: build.query<WithId<CareRelationship>[], string>({
      ...liveQuery((doctorUid: string) => subscribeQuery(doctorRelationshipsQuery(doctorUid))),
    }),
    /** The public profiles of the given doctors (sorted uids), live. */
    doctorProfiles: build.query<WithId<DoctorProfile>[], string[]>({
      ...liveQuery((doctorUids: string[]) => subscribeDocs(doctorProfileRefs(doctorUids))),
    }),
    grantCare: build.mutation<null, Decision>({
      queryFn: ({ relationship, patientUid }) => settleWrite(() => grantCare(relationship, patientUid)),
    }),
    declineCare: build.mutation<null, Decision>({
      queryFn: ({ relationship, patientUid }) => settleWrite(() => declineCare(relationship, patientUid)),
    }),
    removeFromCareTeam: build.mutation<null, Decision>({
      queryFn: ({ relationship, patientUid }) => settleWrite(() => removeFromCareTeam(relationship, patientUid)),
    }),
    registerDevice: build.mutation<DeviceRegistration, string>({
      queryFn: (deviceId) => settle(async () => (await callable('registerDevice')({ deviceId })).data),
    }),
  }),
});

export const {
  usePatientCareRelationshipsQuery,
  useDoctorCareRelationshipsQuery,
  useDoctorProfilesQuery,
  useGrantCareMutation,
  useDeclineCareMutation,
  useRemoveFromCareTeamMutation,
  useRegisterDeviceMutation,
} = careApi;
