import * as yup from 'yup';
import { BUG_CATEGORIES } from '@rehab/model/collections';
import { LIMITS } from '@rehab/model/limits';

/**
 * The bug report form's rules. Messages are translation keys of the `support`
 * namespace, whose English texts are the spec's.
 */
export const bugReportSchema = yup.object({
  firstName: yup.string().trim().required('validation.name'),
  lastName: yup.string().trim().required('validation.name'),
  email: yup.string().trim().required('validation.emailRequired').email('validation.emailInvalid'),
  appType: yup.string().oneOf(['phone', 'web'], 'validation.appType').required('validation.appType'),
  category: yup.string().oneOf(BUG_CATEGORIES).required(),
  buildVersion: yup.string().trim().max(LIMITS.bugReport.buildVersion),
  summary: yup.string().trim().required('validation.summary').max(LIMITS.bugReport.summary),
  description: yup.string().trim().required('validation.message').max(LIMITS.bugReport.description),
});
export type BugReportValues = yup.InferType<typeof bugReportSchema>;

export const SCREENSHOT_TYPES = ['image/png', 'image/jpeg'];
export const ATTACHMENT_TYPES = [...SCREENSHOT_TYPES, 'video/mp4', 'video/x-msvideo', 'video/avi', 'video/quicktime'];
export const MAX_ATTACHMENT_BYTES = 5 * 1024 * 1024;
/** The rules keep at most this many addresses per report. */
export const MAX_ATTACHMENTS = LIMITS.urlList;

export type AttachmentProblem = 'tooLarge' | 'wrongType' | 'tooMany';

/** Splits chosen files into those that can be attached and the reason the first refused one was refused. */
export function acceptAttachments(
  current: readonly File[],
  chosen: readonly File[],
  types: readonly string[] = ATTACHMENT_TYPES,
): { accepted: File[]; problem: AttachmentProblem | null } {
  const accepted: File[] = [];
  let problem: AttachmentProblem | null = null;
  for (const file of chosen) {
    const refusal: AttachmentProblem | null = !types.includes(file.type)
      ? 'wrongType'
      : file.size > MAX_ATTACHMENT_BYTES
        ? 'tooLarge'
        : current.length + accepted.length >= MAX_ATTACHMENTS
          ? 'tooMany'
          : null;
    if (refusal) problem ??= refusal;
    else accepted.push(file);
  }
  return { accepted, problem };
}

/** First and second word of a display name, to prefill the form. */
export function namesOf(displayName: string | null | undefined): { firstName: string; lastName: string } {
  const [firstName = '', lastName = ''] = (displayName ?? '').trim().split(/\s+/);
  return { firstName, lastName };
}
