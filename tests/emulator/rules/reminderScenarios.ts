/**
 * Issue 35, reminders, as the rules hold them: each attack refused beside its legitimate twin.
 * - a patient writes only his own settings, in their shape (times of day 'HH:MM', both channels, the server's time);
 * - a push subscription is his own by its id and its userId, posts to an https endpoint, and keeps its owner and its
 *   creation time; another patient writes his own beside it;
 * - the idempotency keys and the doctors' summary are the functions' alone (the matrix).
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { scenarioWorld, type RulesSuiteContext } from './shared';

const settings = (overrides: Record<string, unknown> = {}) => ({
  enabled: true,
  dailyTime: '18:00',
  quietStart: '21:00',
  quietEnd: '08:00',
  channels: { push: true, email: true },
  updatedAt: serverTimestamp(),
  ...overrides,
});

const subscription = (userId: string, overrides: Record<string, unknown> = {}) => ({
  userId,
  endpoint: 'https://push.example/send/new-device',
  keys: { p256dh: 'BNewDeviceKey', auth: 'newDeviceAuth' },
  deviceLabel: 'Tablet',
  createdAt: serverTimestamp(),
  ...overrides,
});

export function defineReminderScenarios(suite: RulesSuiteContext): void {
  const { as, created } = scenarioWorld(suite);

  describe('issue 35: reminder settings', () => {
    it('attack: times that are no time of day, a missing channel, an extra field, a client clock; twin: the shape', async () => {
      const ref = doc(as('patient'), 'reminderSettings/patient');
      for (const bad of [
        { dailyTime: '24:00' },
        { dailyTime: '7:30' },
        { quietEnd: '08:00:00' },
        { channels: { push: true } },
        { channels: { push: 'yes', email: true } },
        { doctorNote: 'knee' },
        { updatedAt: new Date() },
        { enabled: 'true' },
      ]) {
        await assertFails(setDoc(ref, settings(bad)));
      }
      await assertSucceeds(setDoc(ref, settings({ dailyTime: '07:05', quietStart: '00:00', quietEnd: '00:00' })));
    });

    it("attack: another patient or a customer writes them; twin: another patient writes his own", async () => {
      await assertFails(setDoc(doc(as('otherPatient'), 'reminderSettings/patient'), settings({ enabled: false })));
      created.push('reminderSettings/customer', 'reminderSettings/otherPatient');
      await assertFails(setDoc(doc(as('customer'), 'reminderSettings/customer'), settings()));
      await assertSucceeds(setDoc(doc(as('otherPatient'), 'reminderSettings/otherPatient'), settings()));
    });
  });

  describe('issue 35: push subscriptions', () => {
    it("attack: a subscription under the patient's id for another user, or the reverse; twin: each his own", async () => {
      created.push('pushSubscriptions/patient_intruder', 'pushSubscriptions/otherPatient_phone', 'pushSubscriptions/patient_tablet');
      await assertFails(setDoc(doc(as('otherPatient'), 'pushSubscriptions/patient_intruder'), subscription('otherPatient')));
      await assertFails(setDoc(doc(as('otherPatient'), 'pushSubscriptions/otherPatient_phone'), subscription('patient')));
      await assertFails(setDoc(doc(as('otherPatient'), 'pushSubscriptions/otherPatient_'), subscription('otherPatient')));
      await assertSucceeds(setDoc(doc(as('otherPatient'), 'pushSubscriptions/otherPatient_phone'), subscription('otherPatient')));
      await assertSucceeds(setDoc(doc(as('patient'), 'pushSubscriptions/patient_tablet'), subscription('patient')));
    });

    it('attack: a plain-http endpoint, empty keys, a device id with a slash-like character; twin: a valid one', async () => {
      created.push('pushSubscriptions/patient_tablet', 'pushSubscriptions/patient_a.b');
      const ref = doc(as('patient'), 'pushSubscriptions/patient_tablet');
      await assertFails(setDoc(ref, subscription('patient', { endpoint: 'http://push.example/send/x' })));
      await assertFails(setDoc(ref, subscription('patient', { keys: { p256dh: '', auth: 'a' } })));
      await assertFails(setDoc(ref, subscription('patient', { keys: { p256dh: 'k', auth: 'a', extra: 'x' } })));
      await assertFails(setDoc(doc(as('patient'), 'pushSubscriptions/patient_a.b'), subscription('patient')));
      await assertSucceeds(setDoc(ref, subscription('patient')));
    });

    it('attack: an update that hands the subscription over or back-dates it; twin: a renewed endpoint, then removal', async () => {
      const ref = doc(as('patient'), 'pushSubscriptions/patient_device-1');
      await assertFails(updateDoc(ref, { userId: 'otherPatient' }));
      await assertFails(updateDoc(ref, { createdAt: serverTimestamp() }));
      await assertFails(updateDoc(doc(as('doctor'), 'pushSubscriptions/patient_device-1'), { deviceLabel: 'Mine' }));
      await assertSucceeds(updateDoc(ref, { endpoint: 'https://push.example/send/renewed', keys: { p256dh: 'BRenewed', auth: 'renewed' } }));
      await assertFails(deleteDoc(doc(as('otherPatient'), 'pushSubscriptions/patient_device-1')));
      await assertSucceeds(deleteDoc(ref));
    });
  });
}
