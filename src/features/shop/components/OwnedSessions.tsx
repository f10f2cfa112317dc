import { skipToken } from '@reduxjs/toolkit/query';
import { useId } from 'react';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Placeholder from 'react-bootstrap/Placeholder';
import { useTranslation } from 'react-i18next';
import { queryErrorMessage } from '../../../lib/store/errors';
import { useUserRecordQuery } from '../../../lib/store/userRecordApi';

/** 'Owned sessions': the patient's session balance (users/{uid}.purchasedSessions, 0 if none), live: purchases and refunds change it. */
export function OwnedSessions({ uid }: { uid: string | null }) {
  const { t } = useTranslation('shop');
  const titleId = useId();
  const record = useUserRecordQuery(uid ?? skipToken);
  const error = queryErrorMessage(record.error);
  return (
    <Card as="section" aria-labelledby={titleId} className="mb-3">
      <Card.Header>
        <h2 id={titleId} className="h5 mb-0">
          {t('sessions.owned')}
        </h2>
      </Card.Header>
      <Card.Body>
        {error ? (
          <Alert variant="danger" className="mb-0">
            {error}
          </Alert>
        ) : record.isLoading || !uid ? (
          <Placeholder as="p" animation="glow" className="mb-0" data-testid="owned-sessions-loading">
            <Placeholder xs={6} />
          </Placeholder>
        ) : (
          <p className="mb-0" data-testid="owned-sessions" aria-live="polite">
            <i className="bi bi-calendar2-check text-primary me-2" aria-hidden />
            {t('sessions.balance', { number: record.data?.purchasedSessions ?? 0 })}
          </p>
        )}
      </Card.Body>
    </Card>
  );
}
