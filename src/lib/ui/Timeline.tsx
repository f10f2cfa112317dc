import './timeline.css';
import type { ReactNode } from 'react';

/** A list of events, oldest first, down a line; `labelledBy` names the list after its heading. */
export function Timeline({ labelledBy, className = '', children }: { labelledBy?: string; className?: string; children: ReactNode }) {
  return (
    <ol className={`ui-timeline ${className}`.trim()} aria-labelledby={labelledBy}>
      {children}
    </ol>
  );
}

/** One event of a timeline; its dot takes a Bootstrap colour (`warning`, `success`…). */
export function TimelineItem({ colour = 'secondary', testId, children }: { colour?: string; testId?: string; children: ReactNode }) {
  return (
    <li data-testid={testId}>
      <span className={`ui-timeline-dot bg-${colour}`} aria-hidden="true" />
      {children}
    </li>
  );
}
