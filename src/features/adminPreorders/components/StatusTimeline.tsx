import { useId } from 'react';
import Card from 'react-bootstrap/Card';
import { useTranslation } from 'react-i18next';
import { formatTimestamp } from '../../../lib/dateFormat';
import type { KneeSleevePreorder } from '@rehab/model/collections';
import { PreorderTimeline } from '../../preorders';
import { nextEvents } from '../logic/preorderLogic';
import { AddStatusPopover } from './AddStatusPopover';

const toTheMillisecond = (date: Date) => formatTimestamp(date, true);

/** The order's status events, oldest first, with 'Add Item' for the next one. */
export function StatusTimeline({ preorderId, timeline }: { preorderId: string; timeline: KneeSleevePreorder['timeline'] }) {
  const { t } = useTranslation('adminPreorders');
  const titleId = useId();
  const events = nextEvents(timeline);
  return (
    <Card className="mb-3">
      <Card.Header className="d-flex flex-wrap align-items-center justify-content-between gap-2">
        <h2 className="h6 mb-0" id={titleId}>
          {t('timeline')}
        </h2>
        <AddStatusPopover preorderId={preorderId} events={events} />
      </Card.Header>
      <Card.Body>
        {timeline.length === 0 ? (
          <p className="text-body-secondary mb-0">{t('noEvents')}</p>
        ) : (
          <PreorderTimeline timeline={timeline} labelledBy={titleId} formatTime={toTheMillisecond} />
        )}
        {events.length === 0 && timeline.length > 0 && <p className="small text-body-secondary mt-3 mb-0">{t('delivered')}</p>}
      </Card.Body>
    </Card>
  );
}
