import { expect, test } from './fixtures';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../scripts/seed/accounts';
import { admin, openSignedIn } from './support';

const patient = DEMO_ACCOUNTS.patient;

/** The demo patient's latest glove repetitions in the last 7 days (today included), as the seed stored them. */
async function latestGloveRepetitions(): Promise<number> {
  const today = new Date();
  const weekStart = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 6);
  const snapshot = await admin().db.collection('postsessions').where('userId', '==', patient.uid).where('startTime', '>=', weekStart).orderBy('startTime', 'desc').get();
  for (const doc of snapshot.docs) {
    const entries = (doc.get('entries') as { deviceType: string; repetitions: number }[]).filter((entry) => entry.deviceType === 'Glove');
    if (entries.length > 0) return Math.max(...entries.map((entry) => entry.repetitions));
  }
  throw new Error('The seed has no glove session in the last week');
}

test('the doctor reads the demo patient’s statistics and switches the time range', async ({ page }) => {
  await openSignedIn(page, DEMO_ACCOUNTS.doctor.email, DEMO_PASSWORD, `/patients/${patient.uid}`);
  const panel = page.getByRole('region', { name: 'Statistics' });
  await expect(panel).toBeVisible();

  const slider = panel.getByRole('slider', { name: 'Time range' });
  await expect(slider).toHaveAttribute('aria-valuetext', 'Last Week');
  await expect(panel.getByRole('button', { name: 'Last Week' })).toHaveAttribute('aria-pressed', 'true');

  // The patient owns a glove pair and a knee brace: a Glove and a Knee Sleeve card, no Pants.
  const glove = panel.getByTestId('statistics-Glove');
  const knee = panel.getByTestId('statistics-Knee Sleeve');
  await expect(glove.getByRole('heading', { name: 'Glove' })).toBeVisible();
  await expect(knee.getByRole('heading', { name: 'Knee Sleeve' })).toBeVisible();
  await expect(panel.getByTestId('statistics-Pants')).toHaveCount(0);

  const repetitions = glove.getByRole('row', { name: /^Repetitions/ });
  await expect(repetitions.getByRole('cell').first()).toHaveText((await latestGloveRepetitions()).toFixed(2));
  await expect(repetitions.getByRole('cell').nth(2)).toHaveText(/^(-?\d+\.\d{2}%|0%)$/);
  await expect(glove.getByRole('row', { name: /^Off-device hand reps/ })).toBeVisible();
  await expect(knee.getByRole('row', { name: /^Off-device knee reps/ })).toBeVisible();
  await expect(knee.getByRole('row', { name: /^Knee ROM/ })).toBeVisible();
  await expect(glove.getByRole('img', { name: 'Glove: Repetitions per period' })).toBeVisible();

  await panel.getByRole('button', { name: 'Last Month' }).click();
  await expect(slider).toHaveAttribute('aria-valuetext', 'Last Month');
  await expect(glove.getByRole('row', { name: /^Repetitions/ }).getByRole('cell').nth(1)).toHaveText(/^\d+\.\d{2}$/);

  // The slider itself moves with the keyboard, a step at a time.
  await slider.focus();
  await page.keyboard.press('ArrowRight');
  await expect(slider).toHaveAttribute('aria-valuetext', 'Last 6 Months');
  await expect(panel.getByRole('button', { name: 'Last 6 Months' })).toHaveAttribute('aria-pressed', 'true');
  await expect(glove.getByRole('img', { name: 'Glove: Repetitions per period' })).toBeVisible();

  await page.keyboard.press('ArrowRight');
  await expect(slider).toHaveAttribute('aria-valuetext', 'Last Half Year');
  await glove.getByLabel('Chart').selectOption('Wrist X ROM');
  await expect(glove.getByRole('img', { name: 'Glove: Wrist X ROM per period' })).toBeVisible();
});
