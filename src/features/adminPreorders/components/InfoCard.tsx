import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';

export type InfoRow = readonly [label: string, value: ReactNode];

/** A titled card of label/value pairs (side by side from the small breakpoint up, stacked on a phone). */
export function InfoCard({ title, rows, testId }: { title: string; rows: readonly InfoRow[]; testId?: string }) {
  return (
    <Card className="mb-3" data-testid={testId}>
      <Card.Header as="h2" className="h6 mb-0">
        {title}
      </Card.Header>
      <Card.Body>
        <InfoList rows={rows} />
      </Card.Body>
    </Card>
  );
}

export function InfoList({ rows }: { rows: readonly InfoRow[] }) {
  return (
    <dl className="row mb-0">
      {rows.map(([label, value]) => (
        <div key={label} className="col-12 d-sm-flex mb-2">
          <dt className="col-sm-4 fw-semibold text-body-secondary">{label}</dt>
          {/* Values are mostly the customer's own words: isolated, so Latin text keeps its order in Arabic. */}
          <dd className="col-sm-8 mb-0 text-break">
            <bdi>{value}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
}
