import type { User } from '@rehab/model/collections';
import { docRef } from '../firebase/collections';
import type { WithId } from '../firebase/withId';
import { subscribeDoc } from '../firebase/subscribe';
import { liveQuery } from './live';
import { serverData } from './serverData';

/**
 * One user's record (users/{uid}), live; null while it does not exist. Several
 * features show it (the doctor's view of a patient, the patient's home, owned
 * devices, the patient's profile): they all use this one endpoint, so one
 * listener serves every screen that shows the same user.
 */
export const userRecordApi = serverData.injectEndpoints({
  endpoints: (build) => ({
    userRecord: build.query<WithId<User> | null, string>({
      ...liveQuery((uid: string) => subscribeDoc(docRef('users', uid))),
    }),
  }),
});

export const { useUserRecordQuery } = userRecordApi;
