import type { WithId } from '../../../lib/firebase/withId';
import { subscribeQuery } from '../../../lib/firebase/subscribe';
import type { Email } from '@rehab/model/collections';
import { settleWrite } from '../../../lib/store/errors';
import { liveQuery } from '../../../lib/store/live';
import { serverData } from '../../../lib/store/serverData';
import { deleteEmail, emailsToQuery, markRead } from './inboxRecords';

/** The inbox's server data: the e-mails to the doctor's address (live), marking one read or unread, deleting one. */
export const inboxApi = serverData.injectEndpoints({
  endpoints: (build) => ({
    inboxEmails: build.query<WithId<Email>[], string>({
      ...liveQuery((address: string) => subscribeQuery(emailsToQuery(address))),
    }),
    markEmailRead: build.mutation<null, { emailId: string; read: boolean }>({
      queryFn: ({ emailId, read }) => settleWrite(() => markRead(emailId, read)),
    }),
    deleteEmail: build.mutation<null, string>({
      queryFn: (emailId) => settleWrite(() => deleteEmail(emailId)),
    }),
  }),
});

export const { useInboxEmailsQuery, useMarkEmailReadMutation, useDeleteEmailMutation } = inboxApi;
