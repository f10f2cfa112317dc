import { rtmConsentId, RTM_CONSENT_TEXT_VERSION } from '@rehab/model/planOfCare';
import { routePath } from '@rehab/model/routes';
import { expect, test } from './fixtures';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, OTHER_PATIENTS } from '../../scripts/seed/accounts';
import { admin, openSignedIn } from './support';
import { EFFECT_TIMEOUT_MS } from '../effects';

/** Mateo Alvarez: the demo doctor's patient, not in monitoring and, in the seed, without an RTM consent. */
const mateo = OTHER_PATIENTS.find((patient) => patient.firstName === 'Mateo')!;
const CONSENT = `rtmConsents/${rtmConsentId(mateo.uid, RTM_CONSENT_TEXT_VERSION)}`;
const EFFECT = { timeout: EFFECT_TIMEOUT_MS };

test.beforeEach(async () => {
  await admin().db.doc(CONSENT).delete();
});

test('monitoring cannot start before the patient consents on his phone; once he has, his doctor sees it live and may start', async ({ browser }) => {
  const doctorPage = await (await browser.newContext()).newPage();
  await openSignedIn(doctorPage, DEMO_ACCOUNTS.doctor.email, DEMO_PASSWORD, `/patients/${mateo.uid}`);
  await doctorPage.getByTestId('monitoring-panel').getByRole('button', { name: 'Start monitoring' }).click();
  const dialog = doctorPage.getByRole('dialog', { name: `Start monitoring ${mateo.firstName} ${mateo.lastName}` });
  await expect(dialog.getByTestId('rtm-consent-missing')).toContainText(`${mateo.firstName} ${mateo.lastName} has not agreed to remote monitoring yet.`, EFFECT);
  await expect(dialog.getByRole('button', { name: 'Start' })).toBeDisabled();

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const patientPage = await phone.newPage();
  await openSignedIn(patientPage, mateo.email, DEMO_PASSWORD);
  await patientPage.getByRole('button', { name: 'Toggle menu' }).click();
  await patientPage.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Monitoring consent', exact: true }).click();
  await expect(patientPage).toHaveURL(new RegExp(`${routePath('patient.rtmConsent')}$`), EFFECT);
  await expect(patientPage.getByRole('heading', { name: 'What it may cost you' })).toBeVisible();
  await expect(patientPage.getByRole('heading', { name: 'How to stop' })).toBeVisible();
  await patientPage.getByRole('button', { name: 'I agree' }).click();
  await expect(patientPage.getByTestId('rtm-consent-given')).toContainText('You agreed to remote monitoring on', EFFECT);

  const stored = (await admin().db.doc(CONSENT).get()).data();
  expect(stored).toMatchObject({ patientId: mateo.uid, textVersion: RTM_CONSENT_TEXT_VERSION, language: 'en' });
  await expect(dialog.getByTestId('rtm-consent-on-record')).toContainText(`${mateo.firstName} ${mateo.lastName} agreed to remote monitoring on`, EFFECT);
  await expect(dialog.getByRole('button', { name: 'Start' })).toBeEnabled();
  await phone.close();
});
