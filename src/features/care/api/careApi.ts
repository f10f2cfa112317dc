import { callable } from '../../../lib/firebase/callables';
import type { WithId } from '../../../lib/firebase/withId';
import { subscribeQuery } from '../../../lib/firebase/subscribe';
import type { CareRelationship, DeviceRegistration } from '../../../lib/model/care';
import { settle, settleWrite } from '../../../lib/store/errors';
import { liveQuery } from '../../../lib/store/live';
import { serverData } from '../../../lib/store/serverData';
import { declineCare, doctorRelationshipsQuery, grantCare, patientRelationshipsQuery, removeFromCareTeam } from './careRecords';

type Decision = { relationship: WithId<CareRelationship>; patientUid: string };

/**
 * Care relationships: the patient's and the doctor's (live, so a decision shows
 * on both sides at once), the patient's decisions, and registering a device
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
  useGrantCareMutation,
  useDeclineCareMutation,
  useRemoveFromCareTeamMutation,
  useRegisterDeviceMutation,
} = careApi;
