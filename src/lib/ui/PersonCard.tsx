import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import { Avatar } from './Avatar';

export interface PersonCardProps {
  name: string;
  /** the profile picture's URL (the default person icon when there is none) */
  picture?: string | null;
  /** the picture's text alternative, e.g. 'Picture of Daniel Reyes' */
  pictureAlt: string;
  pictureSize?: number;
  /** the name's heading: h1 on the person's own page, h2 in a page of several */
  headingLevel?: 'h1' | 'h2';
  /** the name's size (a Bootstrap heading class) */
  titleClassName?: string;
  className?: string;
  /** what follows the name: position or e-mail, counts, buttons */
  children?: ReactNode;
}

/** A person's card: picture, name and what the page adds under them, centred (doctor and patient profile cards). */
export function PersonCard({
  name,
  picture,
  pictureAlt,
  pictureSize = 96,
  headingLevel = 'h2',
  titleClassName = 'h5',
  className = '',
  children,
}: PersonCardProps) {
  return (
    <Card className={`text-center ${className}`}>
      <Card.Body className="d-flex flex-column align-items-center gap-2">
        <Avatar src={picture} alt={pictureAlt} size={pictureSize} />
        <Card.Title as={headingLevel} className={`${titleClassName} mb-0`}>
          {name}
        </Card.Title>
        {children}
      </Card.Body>
    </Card>
  );
}

export interface Stat {
  label: string;
  value: ReactNode;
  /** a test id for the value */
  testId?: string;
}

/** Counts side by side, each a label over its value (patients, rating, workouts…). */
export function StatList({ stats, className = '' }: { stats: readonly Stat[]; className?: string }) {
  return (
    <dl className={`d-flex justify-content-center gap-4 mb-0 ${className}`}>
      {stats.map(({ label, value, testId }) => (
        <div key={label}>
          <dt className="small text-body-secondary fw-normal">{label}</dt>
          <dd className="h5 mb-0" data-testid={testId}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
