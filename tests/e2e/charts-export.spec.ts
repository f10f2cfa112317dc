import { expect, test, type Page } from './fixtures';
import JSZip from 'jszip';
import { readFileSync } from 'node:fs';
import { read, utils, type WorkBook } from 'xlsx';
import { DEMO_ACCOUNTS } from '../../scripts/seed/accounts';
import { openCharts, pickPatient, storedSessions, storedValues } from './charts-helpers';
import { admin } from './support';

const MATEO = 'demo-patient-mateo';
const PANTS = { Left: 'PNT-3001', Right: 'PNT-3002' } as const;

/** Los Angeles wall time with milliseconds, computed independently of the app. */
function losAngeles(ms: number): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/Los_Angeles',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(ms)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}.${String(ms % 1000).padStart(3, '0')}`;
}

async function download(page: Page): Promise<{ name: string; zip: JSZip }> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download', exact: true }).click()]);
  return { name: file.suggestedFilename(), zip: await JSZip.loadAsync(readFileSync(await file.path())) };
}

async function workbook(zip: JSZip, fileName: string): Promise<WorkBook> {
  return read(await zip.file(fileName)!.async('uint8array'), { type: 'array' });
}

test('exports a range of sessions as session_data.zip of per-session workbooks', async ({ page }) => {
  const sessions = await storedSessions(MATEO);
  await openCharts(page, DEMO_ACCOUNTS.doctor.email);
  await pickPatient(page, 'Mateo Alvarez');
  await page.getByRole('tab', { name: 'Download' }).click();

  const from = page.getByLabel('From Session');
  const to = page.getByLabel('To Session');
  const values = (select: typeof from) => select.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
  await expect.poll(() => values(from)).toHaveLength(sessions.length);
  const download_ = page.getByRole('button', { name: 'Download', exact: true });
  await expect(download_).toBeDisabled();

  // The start list offers only sessions at or below the chosen end, the end list those at or above the start.
  await to.selectOption('2');
  await expect.poll(() => values(from)).toEqual(['1', '2']);
  await expect(download_).toBeDisabled();
  await from.selectOption('1');
  await expect.poll(() => values(to)).toEqual(sessions.map((_, i) => String(i + 1)));

  // Rows after the first can be deleted; Clear All empties the ranges.
  await page.getByRole('button', { name: '+ Add Range' }).click();
  await expect(page.getByRole('button', { name: 'Delete range 2' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete range 1' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Delete range 2' }).click();
  await expect(page.getByLabel('From Session')).toHaveCount(1);

  await expect(page.getByRole('checkbox', { name: 'Left' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Right' })).toBeChecked();
  // Points removed on the charts are left out; offsets stay measured from each side's first sample.
  const first = sessions[0];
  const removedTime = (await storedValues(first.docId, PANTS.Left, 'Time')).slice(1, 3);
  await admin().db.collection('sessions').doc(first.docId).update({ removedTimePoints: removedTime });
  try {
    const { name, zip } = await download(page);
    expect(name).toBe('session_data.zip');
    expect(Object.keys(zip.files).sort()).toEqual([`1-${first.docId}.xlsx`, `2-${sessions[1].docId}.xlsx`]);

    const book = await workbook(zip, `1-${first.docId}.xlsx`);
    expect(book.SheetNames).toEqual(['Left', 'Right']);
    for (const side of ['Left', 'Right'] as const) {
      const rows = utils.sheet_to_json<(string | number)[]>(book.Sheets[side], { header: 1 });
      const time = await storedValues(first.docId, PANTS[side], 'Time');
      const angle = await storedValues(first.docId, PANTS[side], 'Angle');
      const kept = time.filter((t) => !removedTime.includes(t));
      expect(kept).toHaveLength(time.length - 2);
      expect(rows[0]).toEqual(['Time (America/Los_Angeles)', 'Offset (s)', 'Angle', 'Hamstring', 'Calf', 'Quad', 'Shin']);
      expect(rows).toHaveLength(kept.length + 1);
      expect(rows[1].slice(0, 3)).toEqual([losAngeles(time[0]), 0, angle[0]]);
      expect(rows[2][0]).toBe(losAngeles(kept[1]));
      expect(rows[2][1]).toBeCloseTo((kept[1] - time[0]) / 1000, 6);
      expect(rows.at(-1)![1]).toBeCloseTo((time.at(-1)! - time[0]) / 1000, 6);
    }
  } finally {
    await admin().db.collection('sessions').doc(first.docId).update({ removedTimePoints: first.removedTimePoints });
  }

  // Only the Left sensors.
  await page.getByRole('checkbox', { name: 'Right' }).uncheck();
  const leftOnly = await download(page);
  expect((await workbook(leftOnly.zip, `2-${sessions[1].docId}.xlsx`)).SheetNames).toEqual(['Left']);

  await page.getByRole('button', { name: 'Clear All' }).click();
  await expect(page.getByLabel('From Session')).toHaveValue('');
  await expect(download_).toBeDisabled();
});
