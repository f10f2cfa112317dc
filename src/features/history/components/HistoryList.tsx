import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import ListGroup from 'react-bootstrap/ListGroup';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatDay, formatTimestamp } from '../../../lib/dateFormat';
import type { HistoryEntry } from '../api/historyApi';
import { describeEntry, notesChange, type Formatters } from '../logic/describe';

interface HistoryListProps {
  entries: readonly HistoryEntry[] | undefined;
  /** the reading failed: the reason */
  error: string | null;
}

function useFormatters(): Formatters {
  const { i18n } = useTranslation();
  return {
    day: (isoDate) => {
      const [year, month, day] = isoDate.split('-').map(Number);
      return formatDay(new Date(year, month - 1, day), i18n.language);
    },
    dateTime: (ms) => formatDateTime(ms, i18n.language),
    pointTime: (ms) => formatTimestamp(new Date(ms), true),
  };
}

/** Audit entries in plain words, newest first: who did what, and when. */
export function HistoryList({ entries, error }: HistoryListProps) {
  const { t, i18n } = useTranslation('history');
  const format = useFormatters();
  if (error) return <Alert variant="danger">{t('readError', { message: error })}</Alert>;
  if (!entries) {
    return (
      <div className="d-flex align-items-center gap-2 text-body-secondary" role="status">
        <Spinner size="sm" aria-hidden /> {t('loading')}
      </div>
    );
  }
  if (entries.length === 0) return <p className="text-body-secondary mb-0">{t('empty')}</p>;
  return (
    <ListGroup as="ol" className="history-list" aria-label={t('listLabel')}>
      {entries.map((entry) => {
        const { key, values } = describeEntry(entry, format);
        const notes = notesChange(entry);
        const at = entry.at ? entry.at.toMillis() : null;
        return (
          <ListGroup.Item as="li" key={entry.docId}>
            <div className="d-flex flex-wrap justify-content-between gap-2">
              <span>{t(`actions.${key}`, { ...values, actor: entry.actorName.trim() || t(`roles.${entry.actorRole}`), defaultValue: t('actions.unknown', { actor: entry.actorName }) })}</span>
              <span className="text-body-secondary small text-nowrap">
                <Badge bg="secondary-subtle" text="secondary-emphasis" className="me-2">
                  {t(`roles.${entry.actorRole}`)}
                </Badge>
                {at === null ? t('pending') : <time dateTime={new Date(at).toISOString()}>{formatDateTime(at, i18n.language)}</time>}
              </span>
            </div>
            {notes && (
              <details className="small mt-1">
                <summary>{t('showChange')}</summary>
                <dl className="mb-0 mt-1">
                  <dt>{t('before')}</dt>
                  <dd className="text-break" dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
                    {notes.before || t('noText')}
                  </dd>
                  <dt>{t('after')}</dt>
                  <dd className="text-break mb-0" dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
                    {notes.after || t('noText')}
                  </dd>
                </dl>
              </details>
            )}
          </ListGroup.Item>
        );
      })}
    </ListGroup>
  );
}
