import '../reconcileReports.css';
import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';
import { queryErrorMessage } from '../../../lib/store/errors';
import { PageLoader } from '../../../lib/ui/PageLoader';
import { useReconcileReportsQuery } from '../api/reconcileReportsApi';
import { ReconcileReportCard } from '../components/ReconcileReportCard';

/** admin.reconcileReports: what the daily reconcile job found and set right, newest day first. */
export default function ReconcileReportsPage() {
  const { t } = useTranslation('reconcileReports');
  const { data: reports, isLoading, error } = useReconcileReportsQuery();
  const failure = queryErrorMessage(error);
  return (
    <section aria-labelledby="reconcile-reports-title">
      <h1 id="reconcile-reports-title" className="h4 mb-2">
        {t('title')}
      </h1>
      <p className="text-body-secondary mb-3">{t('intro')}</p>
      {isLoading ? (
        <PageLoader />
      ) : failure ? (
        <Alert variant="danger">{t('loadFailed', { message: failure })}</Alert>
      ) : !reports || reports.length === 0 ? (
        <Alert variant="info" data-testid="reconcile-reports-empty">
          {t('empty')}
        </Alert>
      ) : (
        reports.map((report) => <ReconcileReportCard key={report.docId} report={report} />)
      )}
    </section>
  );
}
