import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { routePath } from '../../../lib/routes';
import { AuthLayout } from '../components/AuthLayout';

/** The template's confirm-mail page (no real behaviour). */
export default function ConfirmMailPage() {
  const { t } = useTranslation('auth');
  return (
    <AuthLayout>
      <div className="text-center">
        <img src="/images/mail-sent.svg" alt="" width={120} height={120} className="mb-3" />
        <h1 className="h3">{t('confirmMail.title')}</h1>
        <p className="text-body-secondary">{t('confirmMail.text')}</p>
        <Link to={routePath('auth1.sign-in1')} className="btn btn-primary">
          {t('confirmMail.back')}
        </Link>
      </div>
    </AuthLayout>
  );
}
