import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAppSelector } from '../../../lib/store/hooks';
import { routePath } from '../../../lib/routes';
import { selectAuth } from '../authSlice';
import { AuthLayout } from '../components/AuthLayout';

/** The template's lock screen (no real behaviour): unlocking leads to sign-in. */
export default function LockScreenPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { user } = useAppSelector(selectAuth);
  return (
    <AuthLayout>
      <div className="text-center">
        <i className="bi bi-person-circle display-4 text-body-secondary" aria-hidden />
        <h1 className="h3 mt-2">{user?.displayName ?? t('lock.title')}</h1>
        <p className="text-body-secondary">{t('lock.intro')}</p>
      </div>
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          navigate(routePath('auth1.sign-in1'));
        }}
      >
        <Form.Group className="mb-3" controlId="lock-password">
          <Form.Label>{t('fields.password')}</Form.Label>
          <Form.Control type="password" autoComplete="current-password" />
        </Form.Group>
        <Button type="submit" className="w-100">
          {t('lock.unlock')}
        </Button>
      </Form>
    </AuthLayout>
  );
}
