import { expect, test, type Page } from './fixtures';
import { Timestamp } from 'firebase-admin/firestore';
import type { Session } from '@rehab/model/collections';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../scripts/seed/accounts';
import { chart, chooseSession, FIRST_LIST, openCharts, pickPatient, sessionSelect } from './charts-helpers';
import { admin, openSignedIn } from './support';
import { EFFECT_TIMEOUT_MS } from '../effects';

// Sofia Rossi's sessions: no other test reads or changes them.
const SOFIA = 'demo-patient-sofia';
/** The sensor data reads (runQuery requests, from the page and from the charts' reader worker), made to fail. */
const SENSOR_READS = /\/documents:runQuery/;
const sessionDoc = (id: string) => admin().db.collection('sessions').doc(id);

async function sofiasSessions() {
  const snapshot = await admin().db.collection('sessions').where('userId', '==', SOFIA).get();
  return snapshot.docs.map((doc) => ({ ...(doc.data() as Session), id: doc.id })).sort((a, b) => a.date.toMillis() - b.date.toMillis());
}

/** Chooses the app's language and theme as the Appearance page stores them; they apply from the next page load. */
async function chooseAppearance(page: Page, settings: { language: string; theme: 'light' | 'night' }) {
  await page.evaluate((s) => {
    const stored = JSON.parse(localStorage.getItem('rehab.settings') ?? '{}') as Record<string, unknown>;
    localStorage.setItem('rehab.settings', JSON.stringify({ ...stored, ...s, syncWithSystem: false }));
  }, settings);
}

test('says so when no session matches, when a session recorded nothing and when its data cannot be read', async ({ page }) => {
  const [first, second] = await sofiasSessions();
  // A session whose device recorded no samples.
  const emptyId = `e2e-empty-${Date.now()}`;
  await sessionDoc(emptyId).set({ ...first, id: emptyId, date: Timestamp.fromMillis(first.date.toMillis() - 86_400_000), tags: [], notes: '', removedTimePoints: [] });
  try {
    await openCharts(page, DEMO_ACCOUNTS.doctor.email);
    await pickPatient(page, 'Sofia Rossi');
    await page.getByRole('checkbox', { name: 'Test' }).check();
    await expect(page.getByText('No sessions found.')).toBeVisible();
    await expect(sessionSelect(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Cancel all' }).click();

    await chooseSession(page, emptyId);
    await expect(page.getByText('No data was recorded for this chart.').first()).toBeVisible();
    await expect(page.getByRole('status', { name: 'Loading chart…' })).toHaveCount(0);

    // Sensor reads fail: a message instead of an empty chart, and no endless spinner.
    await page.route(SENSOR_READS, (route) => route.abort());
    await chooseSession(page, second.id);
    await expect(page.getByText(/^The chart data could not be loaded/).first()).toBeVisible({ timeout: EFFECT_TIMEOUT_MS });
    await expect(page.getByText('Chart not available.').first()).toBeVisible();
    await expect(page.getByRole('status', { name: 'Loading chart…' })).toHaveCount(0);

    // Once the data can be read, choosing the session again reads it.
    await page.unroute(SENSOR_READS);
    await chooseSession(page, first.id);
    await chooseSession(page, second.id);
    await expect(page.getByText(/^The chart data could not be loaded/)).toHaveCount(0);
    await expect(page.locator('figure canvas').first()).toBeVisible();
  } finally {
    await sessionDoc(emptyId).delete();
  }
});

test('works from the keyboard: patients, filters, tag suggestions, sessions, sensor tabs, notes and dialogs', async ({ page }) => {
  const [session] = await sofiasSessions();
  const text = `Keyboard note ${Date.now()}`;
  try {
    await openCharts(page, DEMO_ACCOUNTS.doctor.email);
    const search = page.getByLabel('Search by name');
    await search.fill('sofia');
    const sofia = page.getByRole('button', { name: /^Sofia Rossi/ });
    // The list arrives from a callable: Tab only reaches it once it is there.
    await expect(sofia).toBeVisible(FIRST_LIST);
    await search.focus();
    await page.keyboard.press('Tab');
    await expect(sofia).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(sofia).toHaveAttribute('aria-current', 'true');

    // A device filter with the space bar, then its chip's Cancel all with Enter.
    await page.getByRole('checkbox', { name: 'Glove' }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByRole('button', { name: 'Remove Glove' })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel all' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('checkbox', { name: 'Glove' })).not.toBeChecked();

    // A tag suggestion reached with the arrow keys (the first suggestion for its first two letters).
    const tag = session.tags[0];
    const tagSearch = page.getByRole('combobox', { name: 'Search tags' });
    await tagSearch.focus();
    await page.keyboard.type(tag.slice(0, 2));
    // As a person would, the arrow goes down once the suggestions for both letters show.
    await expect(page.getByRole('listbox').getByRole('option').first()).toHaveText(tag);
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('listbox').getByRole('option', { name: tag })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: `Remove ${tag}` })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel all' }).focus();
    await page.keyboard.press('Enter');

    // The session with the arrow keys; the sensor tabs with the arrow keys.
    const select = sessionSelect(page);
    await select.focus();
    const options = await select.locator('option').count();
    for (let step = 0; step < options && (await select.inputValue()) !== session.id; step++) await page.keyboard.press('ArrowDown');
    await expect(select).toHaveValue(session.id);
    await expect(page.getByRole('heading', { name: new RegExp(`· ${session.id}$`) })).toBeVisible();
    // The sensor tabs, inside the session's Details tab.
    const sessionView = page.locator('section[aria-labelledby]').getByRole('tabpanel', { name: 'Details' });
    const firstTab = sessionView.getByRole('tab', { selected: true });
    await firstTab.focus();
    const firstName = (await firstTab.textContent())!;
    await page.keyboard.press('ArrowRight');
    const secondTab = sessionView.getByRole('tab', { selected: true });
    await expect(secondTab).not.toHaveText(firstName);
    await expect(chart(page, (await secondTab.textContent())!)).toBeVisible();

    // Notes: Edit puts the cursor in the field; Save Notes by keyboard.
    await page.getByRole('button', { name: 'Edit', exact: true }).focus();
    await page.keyboard.press('Enter');
    const notes = page.getByLabel('Notes', { exact: true });
    await expect(notes).toBeFocused();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(text);
    await page.getByRole('button', { name: 'Save Notes' }).focus();
    await page.keyboard.press('Enter');
    await expect(notes).toHaveAttribute('readonly', '');
    await expect.poll(async () => (await sessionDoc(session.id).get()).get('notes')).toBe(text);

    // The Warning dialog opens with Enter, keeps the focus inside, and Escape cancels it.
    const deleteButton = page.getByRole('button', { name: 'Delete', exact: true });
    await deleteButton.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Warning' });
    await expect(dialog.getByText('Removing this session will remove all session data. Are you sure you want to continue?')).toBeVisible();
    await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(deleteButton).toBeFocused();
    expect((await sessionDoc(session.id).get()).exists).toBe(true);

    // The page's tabs with the arrow keys.
    await page.getByRole('tab', { name: 'Intrassession' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Postsession' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('Reptitions', { exact: true })).toBeVisible();
  } finally {
    await sessionDoc(session.id).update({ notes: session.notes });
  }
});

test('lays the charts out right to left in Arabic, on a phone, in the night theme', async ({ page }) => {
  const [session] = await sofiasSessions();
  await page.setViewportSize({ width: 375, height: 800 });
  await openSignedIn(page, DEMO_ACCOUNTS.doctor.email, DEMO_PASSWORD);
  await chooseAppearance(page, { language: 'ar', theme: 'night' });
  await page.goto('/app/charts');
  await expect(page.getByRole('heading', { name: 'المخططات', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
  await expect(page.getByText('اختر مريضًا لعرض الجلسات والمخططات.')).toBeVisible();
  await page.getByRole('button', { name: /^Sofia Rossi/ }).click(FIRST_LIST);
  await page.getByLabel('الجلسة', { exact: true }).selectOption(session.id);
  await expect(page.locator('figure canvas').first()).toBeVisible();

  // Nothing sticks out sideways: not the page, not a patient's name or e-mail.
  const overflow = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    patients: Math.max(...[...document.querySelectorAll('.list-group.overflow-auto')].map((list) => list.scrollWidth - list.clientWidth)),
  }));
  expect(overflow).toEqual({ page: 0, patients: 0 });
  // Each part of a session's label (index, id, date, movement) stays in order inside the Arabic text.
  const label = await page.getByLabel('الجلسة', { exact: true }).locator(`option[value="${session.id}"]`).textContent();
  expect(label).toContain(`\u2068${session.id}\u2069`);
  await page.getByRole('tab', { name: 'بعد الجلسة' }).click();
  await expect(page.getByText('التكرارات', { exact: true })).toBeVisible();
});
