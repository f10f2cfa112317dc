import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';

/** Full-area loading indicator, faded in after 300 ms so quick loads do not flash. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <div className="page-loader d-flex justify-content-center align-items-center py-5" role="status" aria-live="polite">
      <Spinner animation="border" variant="primary" />
      <span className="visually-hidden">{t('loading')}</span>
    </div>
  );
}
