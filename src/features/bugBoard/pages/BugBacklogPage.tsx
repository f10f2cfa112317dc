import { useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../lib/ui/dialogs';
import { PageLoader } from '../../../lib/ui/PageLoader';
import { toast } from '../../../lib/ui/toastStore';
import { errorMessage, queryErrorMessage } from '../../../lib/store/errors';
import { byNewest, unfinishedBugs, type Board, type Bug } from '../logic/boardLogic';
import { useBugBacklogQuery, useCompleteBugSprintMutation, useSetBugsBoardMutation } from '../api/bugBoardApi';
import { BugDetailsDialog } from '../components/BugDetailsDialog';
import { BugList } from '../components/BugList';
import { CreateBoardDialog } from '../components/CreateBoardDialog';
import { useActiveBoard } from '../hooks/useActiveBoard';

/** admin.bugBacklog: the active board's issues (or a way to create a board) and the backlog; bugs move between them. */
export default function BugBacklogPage() {
  const { t } = useTranslation('bugBoard');
  const active = useActiveBoard();
  const backlog = useBugBacklogQuery();
  const backlogBugs = backlog.data ?? [];
  const [setBoard] = useSetBugsBoardMutation();
  const [openId, setOpenId] = useState<string | null>(null);
  // Kept here, not in the no-board section: the new board shows at once (before the server confirms it)
  // and replaces that section, while the dialog must stay to report a refused write.
  const [creating, setCreating] = useState(false);
  const { board } = active;

  const error = active.error ?? queryErrorMessage(backlog.error);

  return (
    <>
      {error && <Alert variant="danger">{t('loadFailed', { message: error })}</Alert>}
      {active.loading ? (
        <PageLoader />
      ) : board ? (
        <BoardSection board={board} bugs={active.bugs} onOpen={setOpenId} />
      ) : (
        // Unless the boards could not be read: there may be an active board.
        !active.error && <NoBoardSection onCreate={() => setCreating(true)} />
      )}
      <section aria-labelledby="backlog-title" className="mt-4">
        {backlog.isLoading ? (
          <PageLoader />
        ) : (
          <>
            <h2 id="backlog-title" className="h5">
              {t('backlogTitle', { count: backlogBugs.length })}
            </h2>
            <BugList
              label={t('tabs.backlog')}
              bugs={backlogBugs}
              emptyText={t('emptyBacklog')}
              action={board ? { label: t('moveToBoard', { name: board.name }), run: (ids) => setBoard({ ids, boardId: board.docId }).unwrap() } : null}
              onOpen={setOpenId}
            />
          </>
        )}
      </section>
      <BugDetailsDialog bugId={openId} columns={board ? active.columns : null} onHide={() => setOpenId(null)} />
      <CreateBoardDialog show={creating} onHide={() => setCreating(false)} />
    </>
  );
}

function BoardSection({ board, bugs, onOpen }: { board: Board; bugs: Bug[]; onOpen: (id: string) => void }) {
  const { t } = useTranslation('bugBoard');
  const [confirming, setConfirming] = useState(false);
  const [setBoard] = useSetBugsBoardMutation();
  const [completeSprint] = useCompleteBugSprintMutation();
  // Stays on after success: the board leaves the page once its listener sees it inactive.
  const [completing, setCompleting] = useState(false);
  const newestFirst = useMemo(() => [...bugs].sort(byNewest), [bugs]);
  const unfinished = unfinishedBugs(bugs);

  async function complete() {
    setConfirming(false);
    setCompleting(true);
    try {
      await completeSprint({ board, unfinished }).unwrap();
      toast.success(t('sprintCompleted', { name: board.name }), t('success'));
    } catch (failure) {
      toast.error(t('saveFailed', { message: errorMessage(failure) }));
      setCompleting(false);
    }
  }

  return (
    <section aria-labelledby="board-title">
      <h2 id="board-title" className="h5 mb-1 text-break">
        {t('boardTitle', { name: board.name, count: bugs.length })}
      </h2>
      {board.description && (
        <p className="text-body-secondary typed-text" dir="auto">
          {board.description}
        </p>
      )}
      <BugList
        label={board.name}
        bugs={newestFirst}
        emptyText={t('emptyBoard')}
        action={{ label: t('moveToBacklog'), run: (ids) => setBoard({ ids, boardId: null }).unwrap() }}
        onOpen={onOpen}
        extra={
          <Button size="sm" variant="success" disabled={completing} onClick={() => setConfirming(true)}>
            {completing && <Spinner size="sm" className="me-1" aria-hidden />}
            {t('completeSprint')}
          </Button>
        }
      />
      <ConfirmDialog show={confirming} title={t('completeSprint')} variant="warning" onConfirm={() => void complete()} onCancel={() => setConfirming(false)}>
        {t('completeSprintQuestion', { name: board.name, count: unfinished.length })}
      </ConfirmDialog>
    </section>
  );
}

function NoBoardSection({ onCreate }: { onCreate: () => void }) {
  const { t } = useTranslation('bugBoard');
  return (
    <section className="border rounded p-4 text-center" aria-labelledby="no-board-title">
      <h2 id="no-board-title" className="h6">
        {t('noBoard')}
      </h2>
      <Button onClick={onCreate}>
        <i className="bi bi-plus-lg me-1" aria-hidden="true" />
        {t('createNewBoard')}
      </Button>
    </section>
  );
}
