import { createEvent, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BugStatus } from '../../../lib/model/collections';
import { currentToasts, toast } from '../../../lib/ui/toastStore';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { columnsOf, type Bug } from '../boardLogic';
import { saveMoves } from '../bugBoardApi';
import { testBug } from '../../../test/bugFixtures';
import { useBugsContext, type ActiveBoard } from '../useActiveBoard';
import BugBoardPage from './BugBoardPage';

vi.mock('../bugBoardApi', () => ({ saveMoves: vi.fn(), assignBug: vi.fn(), bugRef: vi.fn() }));
vi.mock('../useActiveBoard', () => ({ useBugsContext: vi.fn() }));

function bug(docId: string, summary: string, status: BugStatus, priority: number): Bug {
  return testBug(docId, { summary, status, priority, appType: 'phone', category: 'hardware', boardId: 'sprint', assignedTo: docId === 'a' ? 'Priya Shah' : '' });
}

const BUGS = [
  bug('a', 'Glove does not reconnect after the phone sleeps', 'To Do', 0),
  bug('b', 'Chart flickers', 'To Do', 1),
  bug('c', 'Export misses a session', 'In Progress', 0),
];

function showBoard(changes: Partial<ActiveBoard> = {}) {
  const board = { docId: 'sprint', id: 'sprint', name: 'Sprint 14', description: 'Spring release', isActive: true };
  vi.mocked(useBugsContext).mockReturnValue({ board, bugs: BUGS, columns: columnsOf(BUGS), loading: false, error: null, ...changes });
  renderWithProviders(<BugBoardPage />);
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

  it('shows the four columns with their counts and cards', () => {
    showBoard();
    expect(screen.getByRole('heading', { name: 'Sprint 14' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).slice(1).map((heading) => heading.textContent)).toEqual(['To Do', 'In Progress', 'In Review', 'Done']);
    expect(within(column('To Do')).getByText('2 cards').parentElement).toHaveTextContent(/^22 cards$/);
    expect(within(column('Done')).getByText('0 cards')).toBeInTheDocument();
    const first = card('Glove');
    // 40 characters, then an ellipsis; the whole summary names the button.
    expect(within(first).getByRole('button', { name: 'Glove does not reconnect after the phone sleeps' })).toHaveTextContent(/^Glove does not reconnect after the phone…$/);
    expect(within(first).getByText('Phone')).toBeInTheDocument();
    expect(within(first).getByText('Hardware')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: "'Glove does not reconnect after the phone sleeps' assigned to Priya Shah" })).toHaveTextContent('PS');
  });

  it('says when there is no active board', () => {
    showBoard({ board: null, bugs: [], columns: columnsOf([]) });
    expect(screen.getByText('No active board found. Create a board in Backlog.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open the Backlog' })).toHaveAttribute('href', '/admin/submissions/bugs/backlog');
  });

  it('shows why the board could not be read', () => {
    showBoard({ board: null, error: new Error('Missing or insufficient permissions.') });
    expect(screen.getByText('The bugs could not be loaded: Missing or insufficient permissions.')).toBeInTheDocument();
  });

  it('a card dropped on another column goes to its end with that status', async () => {
    showBoard();
    drag(card('Chart flickers'), column('In Progress'));
    await waitFor(() => expect(saveMoves).toHaveBeenCalledWith([{ id: 'b', status: 'In Progress', priority: 1 }]));
  });

  it('a card dropped on a card takes its place, and the column is renumbered', async () => {
    showBoard();
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
    showBoard();
    await user.click(within(card('Chart flickers')).getByRole('button', { name: "Move 'Chart flickers'" }));
    expect(screen.getByRole('button', { name: 'Move down' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByRole('button', { name: 'Move to To Do' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Move to Done' }));
    expect(saveMoves).toHaveBeenCalledWith([{ id: 'b', status: 'Done', priority: 0 }]);
    await waitFor(() => expect(currentToasts().map((shown) => shown.message)).toEqual(['The card could not be moved: Missing or insufficient permissions.']));
  });
});
