import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { routePath } from '../../../lib/routes';
import { BUG_STATUSES, type BugStatus } from '@rehab/model/collections';
import { LinkButton } from '../../../lib/ui/LinkButton';
import { PageLoader } from '../../../lib/ui/PageLoader';
import { toast } from '../../../lib/ui/toastStore';
import { errorMessage } from '../../../lib/store/errors';
import { DragOverNotFoundError, moveCard, moveWithinColumn, type BugMove, type DropTarget } from '../logic/boardLogic';
import { useMoveBugsMutation } from '../api/bugBoardApi';
import { BoardColumn } from '../components/BoardColumn';
import { BugDetailsDialog } from '../components/BugDetailsDialog';
import { useActiveBoard } from '../hooks/useActiveBoard';

/** admin.bugBoard: the active board's four columns; cards move by dragging or by their menu, and open their details. */
export default function BugBoardPage() {
  const { t } = useTranslation('bugBoard');
  const { board, columns, loading, error } = useActiveBoard();
  const [moveBugs] = useMoveBugsMutation();
  const [draggingId, setDraggingId] = useState<string | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);

  /** The board is live: the moved cards show in place at once, and go back if the write is refused. */
  async function save(moves: BugMove[]) {
    try {
      await moveBugs(moves).unwrap();
    } catch (failure) {
      toast.error(t('moveFailed', { message: errorMessage(failure) }));
    }
  }

  function drop(cardId: string, target: DropTarget) {
    try {
      void save(moveCard(columns, cardId, target));
    } catch (failure) {
      if (!(failure instanceof DragOverNotFoundError)) throw failure;
      console.error(failure.message);
      toast.error(t('dropTargetGone'));
    }
  }

  if (loading) return <PageLoader />;
  if (error) return <Alert variant="danger">{t('loadFailed', { message: error })}</Alert>;
  if (!board) {
    return (
      <div className="border rounded p-4 text-center">
        <p className="mb-3">{t('noActiveBoard')}</p>
        <LinkButton to={routePath('admin.bugBacklog')} variant="primary">
          {t('openBacklog')}
        </LinkButton>
      </div>
    );
  }

  return (
    <>
      <div className="mb-3">
        <h2 className="h5 mb-1 text-break" dir="auto">
          {board.name}
        </h2>
        {board.description && (
          <p className="text-body-secondary mb-0 typed-text" dir="auto">
            {board.description}
          </p>
        )}
      </div>
      <Row className="g-3">
        {BUG_STATUSES.map((status: BugStatus) => (
          <Col key={status} xs={12} md={6} xl={3}>
            <BoardColumn
              status={status}
              bugs={columns[status]}
              draggingId={draggingId}
              onDragChange={setDraggingId}
              onDrop={drop}
              onOpen={setOpenId}
              onMoveWithin={(id, step) => void save(moveWithinColumn(columns, id, step))}
              onMoveTo={(id, to) => void save(moveCard(columns, id, { status: to, overId: null }))}
            />
          </Col>
        ))}
      </Row>
      <BugDetailsDialog bugId={openId} columns={columns} onHide={() => setOpenId(null)} />
    </>
  );
}
