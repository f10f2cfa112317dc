import { expect, test } from './fixtures';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../scripts/seed/accounts';
import { admin, openSignedIn } from './support';
import { EFFECT_TIMEOUT_MS } from '../effects';

/** The demo patient's last message to the demo doctor, unread in the demo world. */
const UNREAD_FROM_PATIENT = 'msg-patient-06';

test.afterAll(async () => {
  // Other tests may count the doctor's unread messages: leave the seeded one unread again.
  await admin().db.doc(`notifications/${UNREAD_FROM_PATIENT}`).update({ isRead: false });
});

test('the doctor and the demo patient chat live', async ({ browser }) => {
  // Two people sign in.
  test.setTimeout(240_000);
  const doctorContext = await browser.newContext();
  const patientContext = await browser.newContext();
  const doctorPage = await doctorContext.newPage();
  const patientPage = await patientContext.newPage();
  await openSignedIn(doctorPage, DEMO_ACCOUNTS.doctor.email, DEMO_PASSWORD);
  await openSignedIn(patientPage, DEMO_ACCOUNTS.patient.email, DEMO_PASSWORD);

  await doctorPage.goto('/app/chat');
  await patientPage.goto('/patient/chat');
  const doctor = doctorPage.getByRole('main');
  const patient = patientPage.getByRole('main');
  await expect(doctor.getByText('Click on a user to start a conversation!')).toBeVisible();
  await expect(patient.getByText('Click on a user to start a conversation!')).toBeVisible();

  // Opening the conversation shows it in time order and marks the patient's messages read.
  await doctor.getByRole('button', { name: /Liam Carter/ }).click({ timeout: EFFECT_TIMEOUT_MS });
  await patient.getByRole('button', { name: /Daniel Reyes/ }).click();
  const doctorMessages = doctor.getByTestId('messages');
  const patientMessages = patient.getByTestId('messages');
  await expect(doctorMessages.getByTestId('message-theirs').last()).toHaveText('Great, see you at our next appointment.');
  await expect(patientMessages.getByTestId('message-mine').last()).toHaveText('Great, see you at our next appointment.');
  await expect.poll(async () => (await admin().db.doc(`notifications/${UNREAD_FROM_PATIENT}`).get()).get('isRead')).toBe(true);

  const question = `How is the knee today? (${Date.now()})`;
  await doctor.getByLabel('Message').fill(question);
  await doctor.getByRole('button', { name: 'Send' }).click();
  await expect(doctorMessages.getByTestId('message-mine').last()).toHaveText(question);
  await expect(patientMessages.getByTestId('message-theirs').last()).toHaveText(question);

  const answer = `Much better, thank you! (${Date.now()})`;
  await patient.getByLabel('Message').fill(answer);
  await patient.getByRole('button', { name: 'Send' }).click();
  await expect(patientMessages.getByTestId('message-mine').last()).toHaveText(answer);
  await expect(doctorMessages.getByTestId('message-theirs').last()).toHaveText(answer);
  await expect(doctor.getByLabel('Message')).toHaveValue('');

  await doctorContext.close();
  await patientContext.close();
});
