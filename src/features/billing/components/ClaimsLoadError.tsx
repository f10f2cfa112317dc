import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { queryErrorMessage } from '../../../lib/store/errors';

type QueryError = Parameters<typeof queryErrorMessage>[0];

/** The claims could not be read: the server's words and a retry (both Billing pages). */
export function ClaimsLoadError({ error, onRetry }: { error: QueryError; onRetry: () => void }) {
  const { t } = useTranslation('billing');
  return (
    <Alert variant="danger" className="d-flex align-items-center justify-content-between gap-2">
      <span>{queryErrorMessage(error)}</span>
      <Button variant="outline-danger" size="sm" onClick={onRetry}>
        {t('tryAgain')}
      </Button>
    </Alert>
  );
}
