import { Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';

/** error/:code: 404 says the page is not found; any other code is a server error. */
export default function ErrorPage() {
  const { t } = useTranslation();
  const { code } = useParams();
  const navigate = useNavigate();
  const notFound = code === '404';
  return (
    <section className="text-center py-5">
      <h1 className="display-1">{notFound ? '404' : '500'}</h1>
      <h2>{notFound ? 'Oops! This Page is Not Found.' : t('serverError')}</h2>
      {notFound && <p>The requested page dose not exist.</p>}
      <Button onClick={() => navigate(-1)}>{t('back')}</Button>
    </section>
  );
}
