import { useEffect, useRef } from 'react';
import Button from 'react-bootstrap/Button';
import ButtonToolbar from 'react-bootstrap/ButtonToolbar';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/dateFormat';
import type { InboxItem } from '../logic/inbox';

export interface EmailDetailProps {
  item: InboxItem;
  pending: boolean;
  onBack: () => void;
  onPrevious: (() => void) | null;
  onNext: (() => void) | null;
  onMarkUnread: () => void;
  onDelete: () => void;
}

/** One appointment request with back, previous/next, 'mark as unread' and delete. */
export function EmailDetail({ item, pending, onBack, onPrevious, onNext, onMarkUnread, onDelete }: EmailDetailProps) {
  const { t, i18n } = useTranslation('inbox');
  const heading = useRef<HTMLHeadingElement>(null);
  // The list item that opened the request (or the previous/next one) is gone: the keyboard goes on from the request.
  useEffect(() => heading.current?.focus(), [item.docId]);
  return (
    <article>
      <ButtonToolbar className="gap-2 mb-3" aria-label={t('emailActions')}>
        <Button variant="outline-secondary" size="sm" onClick={onBack}>
          <i className="bi bi-arrow-left flip-in-rtl d-inline-block me-1" aria-hidden="true" />
          {t('backToInbox')}
        </Button>
        <ButtonGroup size="sm">
          <Button variant="outline-secondary" disabled={!onPrevious} onClick={onPrevious ?? undefined}>
            {t('previous')}
          </Button>
          <Button variant="outline-secondary" disabled={!onNext} onClick={onNext ?? undefined}>
            {t('next')}
          </Button>
        </ButtonGroup>
        <Button variant="outline-secondary" size="sm" disabled={pending} onClick={onMarkUnread}>
          <i className="bi bi-envelope me-1" aria-hidden="true" />
          {t('markAsUnread')}
        </Button>
        <Button variant="outline-danger" size="sm" disabled={pending} onClick={onDelete}>
          <i className="bi bi-trash me-1" aria-hidden="true" />
          {t('delete')}
        </Button>
      </ButtonToolbar>
      <h2 ref={heading} tabIndex={-1} className="h5" dir="auto">
        {item.message.subject}
      </h2>
      <p className="small text-body-secondary mb-3">
        {t('emailNumber', { number: item.number })} · {formatDateTime(item.delivery.startTime.toDate(), i18n.language)} · {t('toAddress', { to: item.to })}
      </p>
      <div style={{ whiteSpace: 'pre-wrap' }} dir="auto">
        {item.message.text}
      </div>
    </article>
  );
}
