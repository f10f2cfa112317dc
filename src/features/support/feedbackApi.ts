import { addDoc, serverTimestamp } from 'firebase/firestore';
import { getDownloadURL, ref, uploadBytes } from 'firebase/storage';
import { storage } from '../../lib/firebase/app';
import { col } from '../../lib/firebase/collections';
import type { YesNo } from '../../lib/model/collections';
import { AttachmentUploadError } from './bugReportApi';
import { FREE_TEXT_FIELDS, RATING_FIELDS, YES_NO_FIELDS, fileStamp, type FeedbackValues } from './feedback';

async function uploadScreenshots(uid: string, files: readonly File[]): Promise<string[]> {
  const stamp = fileStamp(new Date());
  try {
    return await Promise.all(
      files.map(async (file, index) => {
        const stored = ref(storage, `feedbackReports/${uid}_${stamp}_${index}`);
        await uploadBytes(stored, file, { contentType: file.type });
        return getDownloadURL(stored);
      }),
    );
  } catch (error) {
    throw new AttachmentUploadError(error instanceof Error ? error.message : String(error));
  }
}

/** Uploads the screenshots, then stores the feedback with ratings as numbers. */
export async function submitFeedback(uid: string, values: FeedbackValues, files: readonly File[]): Promise<void> {
  const screenshots = await uploadScreenshots(uid, files);
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
