import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import ListGroup from 'react-bootstrap/ListGroup';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';

/**
 * A card of the clinic page listing one kind of the clinic's records: its title, the read's or an action's error,
 * a spinner while loading, the empty text, else the items (ListGroup.Items) as one labelled list.
 */
export function ClinicListCard({
  id,
  title,
  error,
  isLoading,
  isEmpty,
  emptyText,
  children,
}: {
  id: string;
  title: string;
  error: string | null | undefined;
  isLoading: boolean;
  isEmpty: boolean;
  emptyText: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('clinics');
  return (
    <Card as="section" className="mb-3" aria-labelledby={`${id}-title`}>
      <Card.Header>
        <h2 id={`${id}-title`} className="h6 mb-0">
          {title}
        </h2>
      </Card.Header>
      {error && (
        <Alert variant="danger" className="m-2 mb-0">
          {error}
        </Alert>
      )}
      {isLoading ? (
        <Card.Body className="text-center">
          <Spinner size="sm" role="status" aria-label={t('loading')} />
        </Card.Body>
      ) : isEmpty ? (
        <Card.Body className="text-body-secondary">{emptyText}</Card.Body>
      ) : (
        <ListGroup variant="flush" aria-label={title}>
          {children}
        </ListGroup>
      )}
    </Card>
  );
}
