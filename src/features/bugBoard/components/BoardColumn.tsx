import { useId, useState, type DragEvent } from 'react';
import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import { useTranslation } from 'react-i18next';
import type { BugStatus } from '@rehab/model/collections';
import type { Bug, DropTarget } from '../logic/boardLogic';
import { BugCard, CARD_DATA_TYPE } from './BugCard';

interface BoardColumnProps {
  status: BugStatus;
  bugs: Bug[];
  draggingId: string | null;
  onDragChange: (id: string | null) => void;
  onDrop: (cardId: string, target: DropTarget) => void;
  onOpen: (id: string) => void;
  onMoveWithin: (id: string, step: -1 | 1) => void;
  onMoveTo: (id: string, status: BugStatus) => void;
}

/** One status column: its cards in order; a card dropped on a card takes its place, dropped elsewhere goes to the end. */
export function BoardColumn({ status, bugs, draggingId, onDragChange, onDrop, ...cardActions }: BoardColumnProps) {
  const { t } = useTranslation('bugBoard');
  const titleId = useId();
  const [over, setOver] = useState(false);

  function dragOver(event: DragEvent<HTMLElement>) {
    if (!event.dataTransfer.types.includes(CARD_DATA_TYPE)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    setOver(true);
  }

  function dragLeave(event: DragEvent<HTMLElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
  }

  function drop(event: DragEvent<HTMLElement>) {
    event.preventDefault();
    setOver(false);
    const cardId = event.dataTransfer.getData(CARD_DATA_TYPE) || draggingId;
    onDragChange(null);
    if (!cardId) return;
    const overCard = (event.target as Element).closest<HTMLElement>('[data-bug-id]');
    onDrop(cardId, { status, overId: overCard?.dataset.bugId ?? null });
  }

  return (
    <Card
      as="section"
      className={`bug-column h-100 bg-body-tertiary${over ? ' bug-column-over' : ''}`}
      aria-labelledby={titleId}
      data-testid={`column-${status}`}
      onDragOver={dragOver}
      onDragLeave={dragLeave}
      onDrop={drop}
    >
      <Card.Header className="d-flex align-items-center justify-content-between gap-2">
        <h2 id={titleId} className="h6 mb-0">
          {t(`statuses.${status}`)}
        </h2>
        <Badge bg="secondary" pill>
          <span aria-hidden="true">{bugs.length}</span>
          <span className="visually-hidden">{t('cardCount', { count: bugs.length })}</span>
        </Badge>
      </Card.Header>
      <Card.Body className="p-2">
        <ul className="list-unstyled d-flex flex-column gap-2 mb-0 bug-column-cards" aria-labelledby={titleId}>
          {bugs.map((bug, index) => (
            <li key={bug.docId}>
              <BugCard
                bug={bug}
                index={index}
                count={bugs.length}
                dragging={bug.docId === draggingId}
                onDragChange={onDragChange}
                {...cardActions}
              />
            </li>
          ))}
        </ul>
      </Card.Body>
    </Card>
  );
}
