import { expect, test } from './fixtures';
import { DEMO_ACCOUNTS, DEMO_PATIENT_DEVICES } from '../../scripts/seed/accounts';
import { chart, chooseSession, FIRST_LIST, offeredSessionIds, openCharts, pickPatient, sessionSelect, storedSessions } from './charts-helpers';
import { EFFECT_TIMEOUT_MS } from '../effects';

const LIAM = DEMO_ACCOUNTS.patient.uid;

test.beforeEach(async ({ page }) => {
  await openCharts(page, DEMO_ACCOUNTS.doctor.email);
});

test('asks the doctor to pick a patient first, then shows each device type’s charts', async ({ page }) => {
  test.setTimeout(180_000);
  await expect(page.getByText('Select a patient to view sessions and charts.')).toBeVisible();
  await expect(page.getByText('Sessions appear here once a patient is selected from the list.')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Intrassession' })).toHaveAttribute('aria-selected', 'true');
  for (const name of ['Postsession', 'Download', 'Session Comparison']) await expect(page.getByRole('tab', { name })).toBeVisible();
  // Only patients sharing a device and having a full name are offered; the search matches first plus last name.
  await expect(page.getByRole('button', { name: /^Liam Carter/ })).toBeVisible(FIRST_LIST);
  await expect(page.getByRole('button', { name: /^William Nguyen/ })).toHaveCount(0);
  await page.getByLabel('Search by name').fill('MATEO alv');
  await expect(page.getByRole('button', { name: /^Mateo Alvarez/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Liam Carter/ })).toHaveCount(0);
  await page.getByLabel('Search by name').fill('');

  const noLoading = async () => expect(page.getByRole('status', { name: 'Loading chart…' })).toHaveCount(0, { timeout: EFFECT_TIMEOUT_MS });

  // Glove pair: sensor tabs (first chart on select), Group and Sensors charts.
  await pickPatient(page, 'Liam Carter');
  await chooseSession(page, 'session-patient-001');
  await expect(chart(page, 'AngleX')).toBeVisible();
  await noLoading();
  await page.getByRole('tab', { name: 'Palm', exact: true }).click();
  await expect(chart(page, 'Palm')).toBeVisible();
  await page.getByRole('tab', { name: 'Group', exact: true }).click();
  await expect(chart(page, `Left · ${DEMO_PATIENT_DEVICES.gloveLeft.id}`)).toBeVisible();
  await expect(chart(page, `Right · ${DEMO_PATIENT_DEVICES.gloveRight.id}`)).toBeVisible();
  await page.getByRole('tab', { name: 'Sensors', exact: true }).click();
  const labels = page.getByRole('checkbox', { name: 'Sensor labels' });
  const percent = page.getByRole('checkbox', { name: 'Percentage change' });
  await labels.check();
  await percent.check();
  await expect(labels).toBeChecked();
  await expect(percent).toBeChecked();
  await expect(page.getByRole('tabpanel').getByRole('img', { name: `Left · ${DEMO_PATIENT_DEVICES.gloveLeft.id}` })).toBeVisible();
  await noLoading();

  // Knee sleeve, 'Knee Brace 2' and pants: the Angle chart first, other sensors per tab.
  await chooseSession(page, 'session-patient-002');
  await expect(chart(page, 'Angle')).toBeVisible();
  for (const [patient, session] of [
    ['Amara Okonkwo', 'session-patient-amara-001'],
    ['Mateo Alvarez', 'session-patient-mateo-001'],
  ]) {
    await pickPatient(page, patient);
    await chooseSession(page, session);
    await expect(chart(page, 'Angle')).toBeVisible();
    await page.getByRole('tab', { name: 'Hamstring', exact: true }).click();
    await expect(chart(page, 'Hamstring')).toBeVisible();
    await noLoading();
  }

  // Band, Neat and Test: every chart at once (Neat sensors under their labels).
  const allAtOnce: [string, string, string[]][] = [
    ['Fatima Haddad', 'session-patient-fatima-001', [0, 1, 2, 3].flatMap((i) => [`Temperature${i}`, `Humidity${i}`])],
    ['Noah Kowalski', 'session-patient-noah-001', ['Solar 1', 'Solar 2', 'Piezo 1', 'Piezo 2']],
    ['Arjun Mehta', 'session-patient-arjun-001', Array.from({ length: 32 }, (_, i) => `P${i}`)],
  ];
  for (const [patient, session, charts] of allAtOnce) {
    await pickPatient(page, patient);
    await chooseSession(page, session);
    for (const name of charts) await expect(chart(page, name)).toBeAttached();
    await noLoading();
  }
});

test('filters the sessions by device, time and tag, and resets the selection', async ({ page }) => {
  const stored = await storedSessions(LIAM);
  const gloves: string[] = [DEMO_PATIENT_DEVICES.gloveLeft.id, DEMO_PATIENT_DEVICES.gloveRight.id];
  const ids = (list: typeof stored) => list.map((s) => s.docId).sort();
  const offered = async () => (await offeredSessionIds(page)).sort();

  await pickPatient(page, 'Liam Carter');
  await expect.poll(offered).toEqual(ids(stored));

  await page.getByRole('checkbox', { name: 'Glove' }).check();
  await expect.poll(offered).toEqual(ids(stored.filter((s) => s.devices.some((d) => gloves.includes(d)))));
  await page.getByRole('checkbox', { name: 'Glove' }).uncheck();
  await page.getByRole('checkbox', { name: 'Knee Sleeve' }).check();
  const kneeSessions = stored.filter((s) => s.devices.includes(DEMO_PATIENT_DEVICES.kneeBrace.id));
  await expect.poll(offered).toEqual(ids(kneeSessions));
  await expect(page.getByRole('button', { name: 'Remove Knee Sleeve' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel all' }).click();
  await expect(page.getByRole('checkbox', { name: 'Knee Sleeve' })).not.toBeChecked();
  await expect.poll(offered).toEqual(ids(stored));

  // A chosen session is dropped when a filter changes.
  await chooseSession(page, kneeSessions[0].docId);
  await page.getByRole('radio', { name: 'Last week' }).check();
  await expect(sessionSelect(page)).toHaveValue('');
  const weekAgo = Date.now() - 7 * 24 * 3600_000;
  const lastWeek = stored.filter((s) => s.date.toMillis() > weekAgo);
  await expect.poll(offered).toEqual(ids(lastWeek));

  await page.getByLabel('Search tags').fill('clinic');
  await page.getByLabel('Search tags').press('Enter');
  await expect(page.getByRole('button', { name: 'Remove clinic' })).toBeVisible();
  const tagged = lastWeek.filter((s) => s.tags.includes('clinic'));
  expect(tagged.length).toBeGreaterThan(0);
  await expect.poll(offered).toEqual(ids(tagged));

  // Opening another tab clears filters and tags.
  await page.getByRole('tab', { name: 'Postsession' }).click();
  await page.getByRole('tab', { name: 'Intrassession' }).click();
  await expect(page.getByRole('radio', { name: 'Last week' })).not.toBeChecked();
  await expect(page.getByRole('button', { name: 'Remove clinic' })).toHaveCount(0);
  await expect.poll(offered).toEqual(ids(stored));
});

test('compares up to three sessions of a device type', async ({ page }) => {
  const gloveSessions = (await storedSessions(LIAM)).filter((s) => s.devices.includes(DEMO_PATIENT_DEVICES.gloveLeft.id));
  await pickPatient(page, 'Liam Carter');
  await page.getByRole('tab', { name: 'Session Comparison' }).click();
  await page.getByLabel('Device type').selectOption({ label: 'Glove' });
  const boxes = page.getByRole('checkbox');
  await expect(boxes).toHaveCount(gloveSessions.length);

  // The search matches the index, the id or the first movement.
  const search = page.getByLabel('Sessions to compare (at most 3)');
  await search.fill(gloveSessions[0].docId);
  await expect(boxes).toHaveCount(1);
  await search.fill('');

  const chosen: string[] = [];
  for (let i = 0; i < 3; i++) {
    await boxes.nth(i).check();
    // Labelled "#index · id · first movement".
    chosen.push((await page.locator(`label[for="${await boxes.nth(i).getAttribute('id')}"]`).textContent())!.split(' · ')[1]);
  }
  await expect(boxes.nth(3)).toBeDisabled();
  await page.getByRole('button', { name: 'View', exact: true }).click();
  await expect(page.getByRole('tab', { name: 'AngleX', exact: true })).toHaveAttribute('aria-selected', 'true');
  // One line per chosen session, in the order chosen (drawn green, orange and blue).
  const seriesOf = new RegExp(`^Series: ${chosen.map((id) => `#\\d+ ${id}`).join(', ')}$`);
  await expect(chart(page, 'AngleX · Left')).toBeVisible();
  await expect(chart(page, 'AngleX · Left')).toHaveAccessibleDescription(seriesOf);
  await expect(chart(page, 'AngleX · Right')).toHaveAccessibleDescription(seriesOf);
  await page.getByRole('tab', { name: 'Thumb', exact: true }).click();
  await expect(chart(page, 'Thumb · Left')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading chart…' })).toHaveCount(0, { timeout: EFFECT_TIMEOUT_MS });

  // Another device type starts a new selection.
  await page.getByLabel('Device type').selectOption({ label: 'Knee Sleeve' });
  await expect(page.getByRole('checkbox')).toHaveCount((await storedSessions(LIAM)).filter((s) => s.devices.includes(DEMO_PATIENT_DEVICES.kneeBrace.id)).length);
  await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'View', exact: true })).toBeDisabled();
});
