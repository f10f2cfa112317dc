import { useEffect, useRef } from 'react';
import ListGroup from 'react-bootstrap/ListGroup';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/dateFormat';
import { isUnread, type InboxItem } from '../logic/inbox';

export interface EmailListProps {
  items: readonly InboxItem[];
  onOpen: (id: string) => void;
  /** the request to give the focus to when the list shows (e.g. the one just closed) */
  focusId?: string | null;
}

/** The inbox rows: number, subject (bold while unread), the start of the text and the date. */
export function EmailList({ items, onOpen, focusId = null }: EmailListProps) {
  const { t, i18n } = useTranslation('inbox');
  const list = useRef<HTMLDivElement>(null);
  // Only when the list appears (a ref keeps the first value): later changes must not move the focus.
  const initialFocusId = useRef(focusId);
  useEffect(() => {
    const id = initialFocusId.current;
    if (!id || !list.current) return;
    const rows = list.current.querySelectorAll<HTMLElement>('[data-email-id]');
    Array.from(rows).find((row) => row.dataset.emailId === id)?.focus();
  }, []);
  return (
    <ListGroup ref={list} variant="flush">
      {items.map((item) => {
        const unread = isUnread(item);
        const date = formatDateTime(item.delivery.startTime.toDate(), i18n.language);
        return (
          <ListGroup.Item
            key={item.docId}
            action
            as="button"
            type="button"
            onClick={() => onOpen(item.docId)}
            data-email-id={item.docId}
            className="d-flex gap-3 align-items-start"
          >
            <span className="text-body-secondary small pt-1" style={{ minWidth: '2ch' }} data-testid="email-number">
              {item.number}
            </span>
            <span className="flex-grow-1 overflow-hidden">
              <span className={`d-block text-truncate ${unread ? 'fw-bold' : ''}`} dir="auto">
                {/* Said before the subject, as text: an aria-label would hide what the item shows from its name. */}
                {unread && <span className="visually-hidden">{`${t('unreadMark')} `}</span>}
                {item.message.subject}
              </span>
              <span className="d-block text-truncate small text-body-secondary" dir="auto">
                {item.message.text}
              </span>
              {/* On a phone the date goes under the text, leaving the subject the whole width. */}
              <span className="d-block d-md-none small text-body-secondary">{date}</span>
            </span>
            <span className="d-none d-md-block small text-body-secondary text-nowrap">{date}</span>
          </ListGroup.Item>
        );
      })}
    </ListGroup>
  );
}
