import { createEvent, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BugStatus } from '@rehab/model/collections';
import { currentToasts, toast } from '../../../lib/ui/toastStore';
import { makeStore } from '../../../test/app';
import { renderWithProviders } from '../../../test/renderWithProviders';
import type { Subscribe } from '../../../lib/store/live';
import { bugBoardApi } from '../api/bugBoardApi';
import { saveMoves, subscribeActiveBoards } from '../api/bugBoardFirestore';
import type { Board, Bug } from '../logic/boardLogic';
import { testBug } from '../../../test/bugFixtures';
import BugBoardPage from './BugBoardPage';

// The writes are checked at the Firestore module; the board and its bugs are seeded in the store's cache.
vi.mock('../api/bugBoardFirestore', () => ({ saveMoves: vi.fn(), assignBug: vi.fn(), subscribeActiveBoards: vi.fn() }));

function bug(docId: string, summary: string, status: BugStatus, priority: number): Bug {
  return testBug(docId, { summary, status, priority, appType: 'phone', category: 'hardware', boardId: 'sprint', assignedTo: docId === 'a' ? 'Priya Shah' : '' });
}

const BUGS = [
  bug('a', 'Glove does not reconnect after the phone sleeps', 'To Do', 0),
  bug('b', 'Chart flickers', 'To Do', 1),
  bug('c', 'Export misses a session', 'In Progress', 0),
];

const SPRINT: Board = { docId: 'sprint', id: 'sprint', name: 'Sprint 14', description: 'Spring release', isActive: true };

/** The page with the active boards and the board's bugs already read (as their live queries would have them). */
async function showBoard(boards: Board[] = [SPRINT], bugs: Bug[] = BUGS) {
  const store = makeStore();
  await store.dispatch(bugBoardApi.util.upsertQueryData('activeBugBoards', undefined, boards));
  for (const board of boards) await store.dispatch(bugBoardApi.util.upsertQueryData('bugBoardBugs', board.docId, bugs));
  renderWithProviders(<BugBoardPage />, { store });
}

/** A drag's data as the browser keeps it between dragstart and drop. */
function dataTransfer() {
  const data = new Map<string, string>();
  return {
    setData: (type: string, value: string) => data.set(type, value),
    getData: (type: string) => data.get(type) ?? '',
    get types() {
      return [...data.keys()];
    },
    effectAllowed: 'all',
    dropEffect: 'none',
  };
}

function drag(card: HTMLElement, onto: HTMLElement) {
  const transfer = dataTransfer();
  fireEvent.dragStart(card, { dataTransfer: transfer });
  fireEvent.dragOver(onto, { dataTransfer: transfer });
  const drop = createEvent.drop(onto, { dataTransfer: transfer });
  fireEvent(onto, drop);
}

const column = (status: BugStatus) => screen.getByTestId(`column-${status}`);
const card = (summary: string) => screen.getAllByTestId('bug-card').find((element) => element.textContent?.includes(summary))!;

describe('BugBoardPage', () => {
  beforeEach(() => {
    vi.mocked(saveMoves).mockReset().mockResolvedValue(undefined);
    for (const shown of currentToasts()) toast.dismiss(shown.id);
  });

  it('shows the four columns with their counts and cards', async () => {
    await showBoard();
    expect(screen.getByRole('heading', { name: 'Sprint 14' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).slice(1).map((heading) => heading.textContent)).toEqual(['To Do', 'In Progress', 'In Review', 'Done']);
    expect(within(column('To Do')).getByText('2 cards').parentElement).toHaveTextContent(/^22 cards$/);
    expect(within(column('Done')).getByText('0 cards')).toBeInTheDocument();
    const first = card('Glove');
    // 40 characters, then an ellipsis; the whole summary names the button.
    const summary = within(first).getByRole('button', { name: 'Glove does not reconnect after the phone sleeps' });
    expect(within(summary).getByText(/^Glove does not reconnect after the phone…$/)).toHaveAttribute('aria-hidden', 'true');
    expect(within(first).getByText('Phone')).toBeInTheDocument();
    expect(within(first).getByText('Hardware')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: "'Glove does not reconnect after the phone sleeps' assigned to Priya Shah" })).toHaveTextContent('PS');
  });

  it('says when there is no active board', async () => {
    await showBoard([]);
    expect(screen.getByText('No active board found. Create a board in Backlog.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open the Backlog' })).toHaveAttribute('href', '/admin/submissions/bugs/backlog');
  });

  it('shows why the board could not be read', async () => {
    const refused: Subscribe<Board[]> = (_next, fail) => {
      fail(Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' }));
      return () => {};
    };
    vi.mocked(subscribeActiveBoards).mockReturnValue(refused);
    renderWithProviders(<BugBoardPage />);
    expect(await screen.findByText('The bugs could not be loaded: Missing or insufficient permissions.')).toBeInTheDocument();
  });

  it('a card dropped on another column goes to its end with that status', async () => {
    await showBoard();
    drag(card('Chart flickers'), column('In Progress'));
    await waitFor(() => expect(saveMoves).toHaveBeenCalledWith([{ id: 'b', status: 'In Progress', priority: 1 }]));
  });

  it('a card dropped on a card takes its place, and the column is renumbered', async () => {
    await showBoard();
    drag(card('Chart flickers'), card('Glove'));
    await waitFor(() =>
      expect(saveMoves).toHaveBeenCalledWith([
        { id: 'b', status: 'To Do', priority: 0 },
        { id: 'a', status: 'To Do', priority: 1 },
      ]),
    );
  });

  it('moves a card with its menu, and tells when the move is refused', async () => {
    vi.mocked(saveMoves).mockRejectedValue(new Error('Missing or insufficient permissions.'));
    const user = userEvent.setup();
    await showBoard();
    await user.click(within(card('Chart flickers')).getByRole('button', { name: "Move 'Chart flickers'" }));
    expect(screen.getByRole('button', { name: 'Move down' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByRole('button', { name: 'Move to To Do' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Move to Done' }));
    expect(saveMoves).toHaveBeenCalledWith([{ id: 'b', status: 'Done', priority: 0 }]);
    await waitFor(() => expect(currentToasts().map((shown) => shown.message)).toEqual(['The card could not be moved: Missing or insufficient permissions.']));
  });
});
