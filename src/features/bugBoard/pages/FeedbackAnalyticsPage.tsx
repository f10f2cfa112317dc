import Card from 'react-bootstrap/Card';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { routePath } from '../../../lib/routes';

/** admin.feedbackSubmissions: the 'Feedback Analytics' card (the spec gives it no content); the reports themselves are in the database browser. */
export default function FeedbackAnalyticsPage() {
  const { t } = useTranslation('bugBoard');
  return (
    <Card as="section" aria-labelledby="feedback-analytics-title">
      <Card.Header>
        <h1 id="feedback-analytics-title" className="h5 mb-0">
          {t('feedbackAnalytics')}
        </h1>
      </Card.Header>
      <Card.Body>
        <p className="mb-2">{t('feedbackAnalyticsText')}</p>
        <Link to={routePath('admin.collection', { collection: 'feedbackReports' })}>
          <i className="bi bi-database me-1" aria-hidden="true" />
          {t('browseFeedback')}
        </Link>
      </Card.Body>
    </Card>
  );
}
