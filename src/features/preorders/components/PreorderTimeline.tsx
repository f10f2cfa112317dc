import type { KneeSleevePreorder } from '@rehab/model/collections';
import { statusColour } from '@rehab/model/preorders';
import { Timeline, TimelineItem } from '../../../lib/ui/Timeline';
import { usePreorderStatusLabel } from '../hooks/usePreorderStatusLabel';

interface PreorderTimelineProps {
  timeline: KneeSleevePreorder['timeline'];
  /** the id of the heading that names the list */
  labelledBy: string;
  /** how an event's time reads (the customer's in their language, the admin's to the millisecond) */
  formatTime: (date: Date) => string;
}

/** A pre-order's status events, oldest first, each dot in its status colour. */
export function PreorderTimeline({ timeline, labelledBy, formatTime }: PreorderTimelineProps) {
  const label = usePreorderStatusLabel();
  return (
    <Timeline labelledBy={labelledBy}>
      {timeline.map((step, index) => (
        <TimelineItem key={index} colour={statusColour(step.event)}>
          <div className="fw-semibold">{label(step.event)}</div>
          <div className="small text-body-secondary">
            {/* Its own direction: a numeric time keeps its order in Arabic, a written-out one reads in its language. */}
            <time dir="auto" dateTime={step.timestamp.toDate().toISOString()}>
              {formatTime(step.timestamp.toDate())}
            </time>
          </div>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
