import type { DragEvent } from 'react';
import Card from 'react-bootstrap/Card';
import type { BugStatus } from '@rehab/model/collections';
import { truncate } from '../../../lib/truncate';
import type { Bug } from '../logic/boardLogic';
import { BugAssignee } from './BugAssignee';
import { BugSummary } from './BugSummary';
import { BugTags } from './BugTags';
import { CardMoveMenu } from './CardMoveMenu';

/** The drag's data type: a card's id. */
export const CARD_DATA_TYPE = 'text/plain';

interface BugCardProps {
  bug: Bug;
  index: number;
  count: number;
  dragging: boolean;
  onDragChange: (id: string | null) => void;
  onOpen: (id: string) => void;
  onMoveWithin: (id: string, step: -1 | 1) => void;
  onMoveTo: (id: string, status: BugStatus) => void;
}

/** A card of the board: summary (opens the details), tags, assignee; dragged to move, or moved with its menu. */
export function BugCard({ bug, index, count, dragging, onDragChange, onOpen, onMoveWithin, onMoveTo }: BugCardProps) {
  const summary = truncate(bug.summary);

  function startDrag(event: DragEvent<HTMLDivElement>) {
    event.dataTransfer.setData(CARD_DATA_TYPE, bug.docId);
    event.dataTransfer.effectAllowed = 'move';
    onDragChange(bug.docId);
  }

  return (
    <Card
      className={`bug-card shadow-sm${dragging ? ' bug-card-dragging' : ''}`}
      draggable
      onDragStart={startDrag}
      onDragEnd={() => onDragChange(null)}
      data-bug-id={bug.docId}
      data-testid="bug-card"
    >
      <Card.Body className="p-2 d-flex flex-column gap-2">
        <div className="d-flex align-items-start gap-1">
          <button
            type="button"
            className="btn btn-link p-0 text-start text-body text-decoration-none fw-semibold stretched-link flex-grow-1 text-break"
            title={bug.summary}
            onClick={() => onOpen(bug.docId)}
          >
            <BugSummary summary={bug.summary} shown={summary} />
          </button>
          <CardMoveMenu
            bug={bug}
            index={index}
            count={count}
            onMoveWithin={(step) => onMoveWithin(bug.docId, step)}
            onMoveTo={(status) => onMoveTo(bug.docId, status)}
          />
        </div>
        <div className="d-flex align-items-center justify-content-between gap-2">
          <BugTags bug={bug} />
          <span className="bug-card-control">
            <BugAssignee bugId={bug.docId} bug={bug} size={28} />
          </span>
        </div>
      </Card.Body>
    </Card>
  );
}
