import { randomUUID } from 'node:crypto';
import { expect, test, type Locator, type Page } from './fixtures';
import { Timestamp } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../scripts/seed/accounts';
import { admin, openSignedIn, PROJECT_ID } from './support';

/**
 * The admin's bug board and backlog, one sprint from start to end. The seeded
 * active board is set aside meanwhile (so the empty state shows and the board
 * made here is the active one) and restored afterwards; the bug reports and
 * the board used are this run's own, removed afterwards.
 */
test.describe.configure({ mode: 'serial' });

const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const BOARD_NAME = `E2E Sprint ${RUN}`;
const FIRST = `E2E bug A ${RUN}`;
const SECOND = `E2E bug B ${RUN}`;
const FIRST_ID = `e2e-${RUN}-a`;
const SECOND_ID = `e2e-${RUN}-b`;
const SCREENSHOT_PATH = `bugReports/${DEMO_ACCOUNTS.customer.uid}/${FIRST_ID}_0.png`;
const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const ADMIN_NAME = `${DEMO_ACCOUNTS.admin.firstName} ${DEMO_ACCOUNTS.admin.lastName}`;
const TIMESTAMP = /\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/;

/** The seeded boards that were active before the run. */
let setAside: string[] = [];

function report(id: string, summary: string, minutesAgo: number, screenshots: string[]) {
  const reporter = DEMO_ACCOUNTS.customer;
  return {
    id,
    uid: reporter.uid,
    firstName: reporter.firstName,
    lastName: reporter.lastName,
    email: reporter.email,
    appType: 'web',
    category: 'functional',
    buildVersion: '2.0.0 (300)',
    summary,
    description: `Steps for ${summary}: open the charts, pick a session.`,
    screenshots,
    boardId: null,
    createdAt: Timestamp.fromMillis(Date.now() - minutesAgo * 60_000),
    priority: 0,
    status: 'To Do',
    assignedTo: '',
    comments: [],
  };
}

test.beforeAll(async () => {
  const { db } = admin();
  const active = await db.collection('bugBoards').where('isActive', '==', true).get();
  setAside = active.docs.map((board) => board.id);
  await Promise.all(active.docs.map((board) => board.ref.update({ isActive: false })));
  await getStorage()
    .bucket(`${PROJECT_ID}.appspot.com`)
    .file(SCREENSHOT_PATH)
    .save(PNG_BYTES, { contentType: 'image/png', metadata: { metadata: { firebaseStorageDownloadTokens: randomUUID() } } });
  await db.doc(`bugReports/${FIRST_ID}`).set(report(FIRST_ID, FIRST, 2, [SCREENSHOT_PATH]));
  await db.doc(`bugReports/${SECOND_ID}`).set(report(SECOND_ID, SECOND, 1, []));
});

test.afterAll(async () => {
  const { db } = admin();
  const boards = await db.collection('bugBoards').where('name', '==', BOARD_NAME).get();
  await Promise.all([
    ...boards.docs.map((board) => board.ref.delete()),
    db.doc(`bugReports/${FIRST_ID}`).delete(),
    db.doc(`bugReports/${SECOND_ID}`).delete(),
    ...setAside.map((id) => db.doc(`bugBoards/${id}`).update({ isActive: true })),
    getStorage().bucket(`${PROJECT_ID}.appspot.com`).file(SCREENSHOT_PATH).delete({ ignoreNotFound: true }),
  ]);
});

async function bug(id: string) {
  return (await admin().db.doc(`bugReports/${id}`).get()).data() ?? {};
}

const tabs = (page: Page) => page.getByRole('navigation', { name: 'Bugs' });
const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' }).first();
const column = (page: Page, status: string) => page.getByTestId(`column-${status}`);
const card = (scope: Page | Locator, summary: string) => scope.getByTestId('bug-card').filter({ hasText: summary });
const boardSection = (page: Page) => page.getByRole('region', { name: new RegExp(`^${BOARD_NAME} \\(\\d+ issues?\\)$`) });
const backlogSection = (page: Page) => page.getByRole('region', { name: /^Backlog \(\d+ issues?\)$/ });

/** Chooses a card's move with the keyboard: focus its menu, open it, arrow down to the move, Enter. */
async function moveWithKeyboard(page: Page, summary: string, move: string) {
  await card(page, summary).getByRole('button', { name: `Move '${summary}'` }).focus();
  await page.keyboard.press('Enter');
  const item = page.getByRole('button', { name: move, exact: true });
  await expect(item).toBeVisible();
  for (let presses = 0; presses < 6; presses++) {
    await page.keyboard.press('ArrowDown');
    if (await item.evaluate((element) => element === document.activeElement)) break;
  }
  await expect(item).toBeFocused();
  await page.keyboard.press('Enter');
}

test.beforeEach(async ({ page }) => {
  await openSignedIn(page, DEMO_ACCOUNTS.admin.email, DEMO_PASSWORD);
});

test('without an active board the board says so, and a board is created in the backlog', async ({ page }) => {
  await page.goto('/admin/submissions/bugs');
  await expect(page).toHaveURL(/\/admin\/submissions\/bugs\/board$/);
  await expect(page.getByText('No active board found. Create a board in Backlog.')).toBeVisible();

  await tabs(page).getByRole('link', { name: 'Backlog' }).click();
  await expect(page).toHaveURL(/\/admin\/submissions\/bugs\/backlog$/);
  // The sidebar's Bugs entry stays the current one on the backlog too.
  await expect(mainMenu(page).getByRole('link', { name: 'Bugs' })).toHaveAttribute('aria-current', 'page');
  await expect(mainMenu(page).getByRole('link', { name: 'Database' })).not.toHaveAttribute('aria-current');
  await page.getByRole('button', { name: 'Create New Board' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Board' });
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('Please enter a board name')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Create New Board' }).click();
  await dialog.getByLabel('Board Name').fill(BOARD_NAME);
  await dialog.getByLabel('Board Description').fill('Fix the chart bugs.');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: `${BOARD_NAME} (0 issues)` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create New Board' })).toBeHidden();

  await expect
    .poll(async () => {
      const boards = await admin().db.collection('bugBoards').where('name', '==', BOARD_NAME).get();
      return boards.docs.map((board) => ({ ...board.data(), id: board.data().id === board.id ? 'the document id' : board.data().id }));
    })
    .toEqual([{ id: 'the document id', name: BOARD_NAME, description: 'Fix the chart bugs.', isActive: true }]);
});

test('bugs move from the backlog onto the board, into To Do', async ({ page }) => {
  await page.goto('/admin/submissions/bugs/backlog');
  const backlog = backlogSection(page);
  await backlog.getByRole('checkbox', { name: `Select '${FIRST}'` }).check();
  await backlog.getByRole('checkbox', { name: `Select '${SECOND}'` }).check();
  await backlog.getByRole('button', { name: '2 selected' }).click();
  await backlog.getByRole('button', { name: `Move to ${BOARD_NAME}` }).click();

  const board = boardSection(page);
  await expect(board.getByRole('heading')).toHaveText(`${BOARD_NAME} (2 issues)`);
  await expect(board.getByTestId('bug-row').filter({ hasText: FIRST })).toBeVisible();
  await expect(backlog.getByText(FIRST)).toBeHidden();

  await tabs(page).getByRole('link', { name: 'Board' }).click();
  await expect(page.getByRole('heading', { name: BOARD_NAME })).toBeVisible();
  const toDo = column(page, 'To Do');
  await expect(toDo.getByRole('heading', { name: 'To Do' })).toBeVisible();
  await expect(card(toDo, FIRST)).toBeVisible();
  await expect(card(toDo, SECOND)).toBeVisible();
  // Newest first while both have the default priority.
  await expect(toDo.getByTestId('bug-card')).toHaveText([new RegExp(SECOND), new RegExp(FIRST)]);
});

test('cards move by dragging and with the keyboard, rewriting status and priorities', async ({ page }) => {
  await page.goto('/admin/submissions/bugs/board');
  const inProgress = column(page, 'In Progress');

  await card(page, FIRST).dragTo(inProgress);
  await expect(card(inProgress, FIRST)).toBeVisible();
  await expect(card(column(page, 'To Do'), FIRST)).toHaveCount(0);
  await expect.poll(async () => bug(FIRST_ID)).toMatchObject({ status: 'In Progress', priority: 0 });

  await moveWithKeyboard(page, SECOND, 'Move to In Progress');
  await expect(inProgress.getByTestId('bug-card')).toHaveText([new RegExp(FIRST), new RegExp(SECOND)]);
  await expect.poll(async () => bug(SECOND_ID)).toMatchObject({ status: 'In Progress', priority: 1 });

  await moveWithKeyboard(page, SECOND, 'Move up');
  await expect(inProgress.getByTestId('bug-card')).toHaveText([new RegExp(SECOND), new RegExp(FIRST)]);
  await expect.poll(async () => [(await bug(SECOND_ID)).priority, (await bug(FIRST_ID)).priority]).toEqual([0, 1]);

  // Dropped on a card of its own column, a card takes that card's place.
  await card(inProgress, FIRST).dragTo(card(inProgress, SECOND));
  await expect(inProgress.getByTestId('bug-card')).toHaveText([new RegExp(FIRST), new RegExp(SECOND)]);
  await expect.poll(async () => [(await bug(FIRST_ID)).priority, (await bug(SECOND_ID)).priority]).toEqual([0, 1]);
});

test("a card's details: status, assignee, attachments and comments", async ({ page }) => {
  await page.goto('/admin/submissions/bugs/board');
  await card(page, FIRST).getByRole('button', { name: FIRST, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Report# ${FIRST_ID}` });
  await expect(dialog.getByRole('heading', { name: FIRST })).toBeVisible();
  await expect(dialog.getByText('Created By')).toBeVisible();
  await expect(dialog.getByText(`${DEMO_ACCOUNTS.customer.firstName} ${DEMO_ACCOUNTS.customer.lastName}`)).toBeVisible();
  await expect(dialog.getByRole('link', { name: DEMO_ACCOUNTS.customer.email })).toBeVisible();
  await expect(dialog.getByText('Created At')).toBeVisible();
  await expect(dialog.getByText(TIMESTAMP)).toBeVisible();
  await expect(dialog.getByText(`Steps for ${FIRST}`)).toBeVisible();

  // The screenshot is a Storage path, read with the admin's rights.
  await expect(dialog.getByText('1 screenshot attached')).toBeVisible();
  await dialog.getByRole('button', { name: `Preview attachment 1 (${FIRST_ID}_0.png)` }).click();
  const preview = dialog.getByRole('img', { name: `Preview of ${FIRST_ID}_0.png` });
  await expect(preview).toBeVisible();
  await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

  await dialog.getByLabel('Status', { exact: true }).selectOption('In Review');
  await expect(card(column(page, 'In Review'), FIRST)).toBeAttached();
  await expect.poll(async () => bug(FIRST_ID)).toMatchObject({ status: 'In Review', priority: 0 });

  await dialog.getByRole('button', { name: `Assign '${FIRST}'` }).click();
  await dialog.getByRole('button', { name: 'Priya Shah' }).click();
  await expect(dialog.getByRole('button', { name: `'${FIRST}' assigned to Priya Shah` })).toBeVisible();

  // An empty comment is ignored: nothing is stored and nothing is said.
  await dialog.getByLabel('Add a comment').fill('   ');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByLabel('Add a comment')).toHaveValue('');
  await expect(dialog.getByText('Content cannot be empty')).toHaveCount(0);
  await expect(dialog.getByText('No comments yet.')).toBeVisible();
  await dialog.getByLabel('Add a comment').fill('Reproduced on the staging build.');
  await dialog.getByRole('button', { name: 'Save' }).click();
  const comment = dialog.getByTestId('bug-comment').filter({ hasText: 'Reproduced on the staging build.' });
  await expect(comment).toContainText(ADMIN_NAME);
  await expect(comment).toContainText(TIMESTAMP);
  await expect(dialog.getByLabel('Add a comment')).toHaveValue('');
  const stored = await bug(FIRST_ID);
  expect(stored.comments).toHaveLength(1);
  expect(stored).toMatchObject({ assignedTo: 'Priya Shah', comments: [{ user: ADMIN_NAME, content: 'Reproduced on the staging build.' }] });

  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();
  const moved = card(column(page, 'In Review'), FIRST);
  await expect(moved.getByRole('button', { name: `'${FIRST}' assigned to Priya Shah` })).toContainText('PS');
});

test('a bug goes back to the backlog, and completing the sprint ends the board', async ({ page }) => {
  await page.goto('/admin/submissions/bugs/backlog');
  const board = boardSection(page);
  await board.getByRole('checkbox', { name: `Select '${SECOND}'` }).check();
  await board.getByRole('button', { name: '1 selected' }).click();
  await board.getByRole('button', { name: 'Move to backlog' }).click();
  await expect(board.getByRole('heading')).toHaveText(`${BOARD_NAME} (1 issue)`);
  await expect(backlogSection(page).getByTestId('bug-row').filter({ hasText: SECOND })).toBeVisible();
  await expect.poll(async () => (await bug(SECOND_ID)).boardId).toBeNull();

  await board.getByRole('button', { name: 'Complete Sprint' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Complete Sprint' });
  await expect(confirm).toContainText('1 unfinished issue goes back to the backlog');
  await confirm.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('button', { name: 'Create New Board' })).toBeVisible();
  await expect(backlogSection(page).getByTestId('bug-row').filter({ hasText: FIRST })).toBeVisible();

  // The page shows the change before the server has it.
  const boardStates = async () => (await admin().db.collection('bugBoards').where('name', '==', BOARD_NAME).get()).docs.map((doc) => doc.data().isActive);
  await expect.poll(boardStates).toEqual([false]);
  await expect.poll(() => bug(FIRST_ID)).toMatchObject({ boardId: null, status: 'In Review' });

  await tabs(page).getByRole('link', { name: 'Board' }).click();
  await expect(page.getByText('No active board found. Create a board in Backlog.')).toBeVisible();
});

test('the feedback submissions page is the Feedback Analytics card', async ({ page }) => {
  await page.goto('/admin/submissions/feedback');
  await expect(page.getByRole('heading', { name: 'Feedback Analytics' })).toBeVisible();
  await page.getByRole('link', { name: 'Browse the feedback reports' }).click();
  await expect(page).toHaveURL(/\/admin\/db\/feedbackReports$/);
});
