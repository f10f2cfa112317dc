/**
 * Keeps reminderStatus/{patientUid}.enabled in step with the patient's settings: his doctors read that summary, never
 * the settings themselves (sendReminders writes its lastSentAt).
 */
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { docRef, snapshotData } from '../lib/collections';

export const onReminderSettingsWritten = onDocumentWritten('reminderSettings/{patientUid}', async (event) => {
  const { patientUid } = event.params;
  const settings = snapshotData('reminderSettings', event.data?.after);
  await docRef('reminderStatus', patientUid).set({ patientId: patientUid, enabled: settings?.enabled === true }, { merge: true });
});
