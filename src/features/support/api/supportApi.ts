import { toApiError, type ApiError } from '../../../lib/store/errors';
import { serverData } from '../../../lib/store/serverData';
import type { BugReportValues } from '../logic/bugReport';
import type { FeedbackValues } from '../logic/feedback';
import { AttachmentUploadError, submitBugReport, submitFeedback } from './reports';

/** The error code of a report whose attachments could not be uploaded (nothing was filed). */
export const ATTACHMENTS_NOT_UPLOADED = 'support/attachments-not-uploaded';

/** Which of the form's two failure alerts an error of these mutations calls for. */
export function failureKind(error: { code?: string }): 'uploadError' | 'databaseError' {
  return error.code === ATTACHMENTS_NOT_UPLOADED ? 'uploadError' : 'databaseError';
}

async function settleReport(write: () => Promise<void>): Promise<{ data: null } | { error: ApiError }> {
  try {
    await write();
    return { data: null };
  } catch (error) {
    return { error: error instanceof AttachmentUploadError ? { message: error.message, code: ATTACHMENTS_NOT_UPLOADED } : toApiError(error) };
  }
}

interface Report<Values> {
  uid: string;
  values: Values;
  files: readonly File[];
}

/** Filing a bug report and sending feedback (attachments first, then the report). */
export const supportApi = serverData.injectEndpoints({
  endpoints: (build) => ({
    fileBugReport: build.mutation<null, Report<BugReportValues>>({
      queryFn: ({ uid, values, files }) => settleReport(() => submitBugReport(uid, values, files)),
    }),
    sendFeedback: build.mutation<null, Report<FeedbackValues>>({
      queryFn: ({ uid, values, files }) => settleReport(() => submitFeedback(uid, values, files)),
    }),
  }),
});

export const { useFileBugReportMutation, useSendFeedbackMutation } = supportApi;
