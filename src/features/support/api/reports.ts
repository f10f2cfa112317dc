/**
 * Filing a bug report or a feedback report: the attachments go to Storage
 * first, then the report to Firestore. The endpoints in ./supportApi call these.
 */
import { addDoc, doc, serverTimestamp, setDoc } from 'firebase/firestore';
import { getDownloadURL, ref, uploadBytes } from 'firebase/storage';
import { storage } from '../../../lib/firebase/cloudStorage';
import { col } from '../../../lib/firebase/collections';
import type { YesNo } from '@rehab/model/collections';
import { errorMessage } from '../../../lib/store/errors';
import type { BugReportValues } from '../logic/bugReport';
import { FREE_TEXT_FIELDS, RATING_FIELDS, YES_NO_FIELDS, fileStamp, type FeedbackValues } from '../logic/feedback';

/** Upload failures and database failures are told apart: the form shows each with its own alert. */
export class AttachmentUploadError extends Error {}

/** Uploads the files under the names given, answering their download URLs; any failure is an AttachmentUploadError. */
async function uploadAll(files: readonly File[], pathOf: (file: File, index: number) => string): Promise<string[]> {
  try {
    return await Promise.all(
      files.map(async (file, index) => {
        const stored = ref(storage, pathOf(file, index));
        await uploadBytes(stored, file, { contentType: file.type });
        return getDownloadURL(stored);
      }),
    );
  } catch (error) {
    throw new AttachmentUploadError(errorMessage(error));
  }
}

const extensionOf = (name: string) => (name.includes('.') ? name.slice(name.lastIndexOf('.')).slice(0, 10) : '');

/** Uploads the attachments, then files the report in the backlog (no board, To Do, priority 0). */
export async function submitBugReport(uid: string, values: BugReportValues, files: readonly File[]): Promise<void> {
  const report = doc(col('bugReports'));
  const screenshots = await uploadAll(files, (file, index) => `bugReports/${uid}/${report.id}_${index}${extensionOf(file.name)}`);
  await setDoc(report, {
    id: report.id,
    uid,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    appType: values.appType as 'phone' | 'web',
    category: values.category,
    buildVersion: values.buildVersion?.trim() ?? '',
    summary: values.summary.trim(),
    description: values.description.trim(),
    screenshots,
    boardId: null,
    priority: 0,
    status: 'To Do',
    assignedTo: '',
    comments: [],
    createdAt: serverTimestamp(),
  });
}

/** Uploads the screenshots, then stores the feedback with ratings as numbers. */
export async function submitFeedback(uid: string, values: FeedbackValues, files: readonly File[]): Promise<void> {
  const stamp = fileStamp(new Date());
  const screenshots = await uploadAll(files, (_file, index) => `feedbackReports/${uid}_${stamp}_${index}`);
  const iOS = values.device === 'iPhone' || values.device === 'iPad';
  await addDoc(col('feedbackReports'), {
    uid,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    device: values.device as 'iPhone' | 'Android Phone' | 'iPad' | 'Tablet',
    ...(iOS ? { iOSVersion: values.iOSVersion.trim() } : {}),
    appVersion: values.appVersion.trim(),
    buildVersion: values.buildVersion.trim(),
    ...(Object.fromEntries(RATING_FIELDS.map((field) => [field, Number(values[field])])) as Record<(typeof RATING_FIELDS)[number], number>),
    ...(Object.fromEntries(YES_NO_FIELDS.map((field) => [field, values[field] as YesNo])) as Record<(typeof YES_NO_FIELDS)[number], YesNo>),
    ...(Object.fromEntries(FREE_TEXT_FIELDS.map((field) => [field, values[field].trim()])) as Record<(typeof FREE_TEXT_FIELDS)[number], string>),
    screenshots,
    createdAt: serverTimestamp(),
  });
}
