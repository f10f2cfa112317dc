import { getDownloadURL, ref } from 'firebase/storage';
import { storage } from '../firebase/cloudStorage';
import { errorMessage, settle } from '../store/errors';
import { serverData } from '../store/serverData';

/** An attachment as stored, with the address to show it from, or why that could not be had. */
export type ResolvedAttachment = { stored: string; url: string } | { stored: string; error: string };

/** An attachment's address to show: download URLs as they are, storage paths looked up (with the reader's rights). */
function attachmentUrl(stored: string): Promise<string> {
  return /^(https?:|data:|blob:)/.test(stored) ? Promise.resolve(stored) : getDownloadURL(ref(storage, stored));
}

function resolve(stored: string): Promise<ResolvedAttachment> {
  return attachmentUrl(stored).then(
    (url) => ({ stored, url }),
    (error: unknown) => ({ stored, error: errorMessage(error) }),
  );
}

/**
 * The one read AttachmentWall makes itself: the Storage download URLs of a
 * list of attachments. Each attachment resolves on its own, so one that cannot
 * be read (deleted, not allowed) shows its reason beside the others.
 */
export const attachmentsApi = serverData.injectEndpoints({
  endpoints: (build) => ({
    attachmentUrls: build.query<ResolvedAttachment[], readonly string[]>({
      queryFn: (attachments) => settle(() => Promise.all(attachments.map(resolve))),
    }),
  }),
});

export const { useAttachmentUrlsQuery } = attachmentsApi;
