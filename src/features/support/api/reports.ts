import { doc, serverTimestamp, setDoc } from 'firebase/firestore';
import { getDownloadURL, ref, uploadBytes } from 'firebase/storage';
import { storage } from '../../lib/firebase/app';
import { col } from '../../lib/firebase/collections';
import type { BugReportValues } from './bugReport';

/** Upload failures and database failures are told apart: the form shows each with its own alert. */
export class AttachmentUploadError extends Error {}

async function uploadAttachments(uid: string, reportId: string, files: readonly File[]): Promise<string[]> {
  try {
    return await Promise.all(
      files.map(async (file, index) => {
        const extension = file.name.includes('.') ? file.name.slice(file.name.lastIndexOf('.')).slice(0, 10) : '';
        const stored = ref(storage, `bugReports/${uid}/${reportId}_${index}${extension}`);
        await uploadBytes(stored, file, { contentType: file.type });
        return getDownloadURL(stored);
      }),
    );
  } catch (error) {
    throw new AttachmentUploadError(error instanceof Error ? error.message : String(error));
  }
}

/** Uploads the attachments, then files the report in the backlog (no board, To Do, priority 0). */
export async function submitBugReport(uid: string, values: BugReportValues, files: readonly File[]): Promise<void> {
  const report = doc(col('bugReports'));
  const screenshots = await uploadAttachments(uid, report.id, files);
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
