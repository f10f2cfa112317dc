import Dropdown from 'react-bootstrap/Dropdown';
import { useTranslation } from 'react-i18next';
import { BUG_STATUSES, type BugStatus } from '@rehab/model/collections';
import type { Bug } from '../logic/boardLogic';

interface CardMoveMenuProps {
  bug: Bug;
  /** the card's place in its column and the column's size */
  index: number;
  count: number;
  onMoveWithin: (step: -1 | 1) => void;
  onMoveTo: (status: BugStatus) => void;
}

/** The keyboard's way to do what dragging does: up or down in the column, or to the end of another column. */
export function CardMoveMenu({ bug, index, count, onMoveWithin, onMoveTo }: CardMoveMenuProps) {
  const { t } = useTranslation('bugBoard');
  return (
    <Dropdown align="end" className="bug-card-control">
      <Dropdown.Toggle variant="link" size="sm" className="p-0 px-1 text-body-secondary" aria-label={t('moveCard', { summary: bug.summary })} title={t('moveCard', { summary: bug.summary })}>
        <i className="bi bi-arrows-move" aria-hidden="true" />
      </Dropdown.Toggle>
      <Dropdown.Menu>
        <Dropdown.Item as="button" disabled={index === 0} onClick={() => onMoveWithin(-1)}>
          <i className="bi bi-arrow-up me-2" aria-hidden="true" />
          {t('moveUp')}
        </Dropdown.Item>
        <Dropdown.Item as="button" disabled={index === count - 1} onClick={() => onMoveWithin(1)}>
          <i className="bi bi-arrow-down me-2" aria-hidden="true" />
          {t('moveDown')}
        </Dropdown.Item>
        <Dropdown.Divider />
        {BUG_STATUSES.filter((status) => status !== bug.status).map((status) => (
          <Dropdown.Item key={status} as="button" onClick={() => onMoveTo(status)}>
            {t('moveToStatus', { status: t(`statuses.${status}`) })}
          </Dropdown.Item>
        ))}
      </Dropdown.Menu>
    </Dropdown>
  );
}
