import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAppSelector } from '../../../lib/store/hooks';
import { routePath } from '../../../lib/routes';
import { selectAuth } from '../authSlice';
import { retryRole, signOutUser } from '../api/session';

/** Shown instead of a page when the signed-in account's role could not be read. */
export function SessionError() {
  const { t } = useTranslation('auth');
  const { error } = useAppSelector(selectAuth);
  const navigate = useNavigate();
  return (
    <div className="container py-5" style={{ maxWidth: '36rem' }}>
      <Alert variant="danger" role="alert">
        <Alert.Heading as="h1" className="h5">
          {t('session.failedTitle')}
        </Alert.Heading>
        <p>{t('session.failedText')}</p>
        {error && <p className="small mb-0 text-break">{error}</p>}
      </Alert>
      <div className="d-flex gap-2">
        <Button onClick={retryRole}>{t('session.retry')}</Button>
        <Button
          variant="outline-secondary"
          onClick={() => void signOutUser().then(() => navigate(routePath('auth1.sign-in1'), { replace: true }))}
        >
          {t('common:signOut')}
        </Button>
      </div>
    </div>
  );
}
