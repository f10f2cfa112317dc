/**
 * Keeps reminderStatus/{patientUid}.enabled in step with the patient's settings: his doctors read that summary, never
 * the settings themselves (sendReminders writes its lastSentAt). Read from the settings as they are, in a transaction,
 * not from the event's copy: a retried or late event writes what the settings say now.
 */
import { onDocumentWritten } from '../lib/triggers';
import { db } from '../admin';
import { docRef } from '../lib/collections';

export async function refreshReminderStatus(patientUid: string): Promise<void> {
  const settingsRef = docRef('reminderSettings', patientUid);
  const statusRef = docRef('reminderStatus', patientUid);
  await db.runTransaction(async (tx) => {
    const [settings, status] = await Promise.all([tx.get(settingsRef), tx.get(statusRef)]);
    const enabled = settings.data()?.enabled === true;
    if (status.exists && status.data()?.enabled === enabled) return;
    tx.set(statusRef, { patientId: patientUid, enabled }, { merge: true });
  });
}

export const onReminderSettingsWritten = onDocumentWritten({ document: 'reminderSettings/{patientUid}', retry: true }, (event) =>
  refreshReminderStatus(event.params.patientUid),
);
