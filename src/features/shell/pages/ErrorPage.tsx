import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { PublicLayout } from '../components/PublicLayout';

/** error/:code: 404 says the page is not found; any other code shows the server error image. */
export default function ErrorPage() {
  const { code } = useParams();
  return <ErrorContent notFound={code === '404'} />;
}

export function ErrorContent({ notFound }: { notFound: boolean }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  return (
    <PublicLayout>
      <section className="text-center">
        <img
          src={notFound ? '/images/error-404.svg' : '/images/error-500.svg'}
          alt={notFound ? '404' : '500'}
          width={320}
          height={200}
          className="app-illustration mb-4"
        />
        <h1 className="h2">{notFound ? t('error.notFoundTitle') : t('error.serverTitle')}</h1>
        <p className="text-body-secondary">{notFound ? t('error.notFoundText') : t('error.serverText')}</p>
        <Button onClick={() => navigate(-1)}>
          <i className="bi bi-arrow-left d-inline-block flip-in-rtl me-2" aria-hidden />
          {t('error.back')}
        </Button>
      </section>
    </PublicLayout>
  );
}
