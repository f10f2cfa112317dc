import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import type { DashboardCounts } from '@rehab/model/clinicDashboard';
import { MOST_DAYS_MIN } from '@rehab/model/rtmCodes';
import { useFigureTexts } from '../hooks/useFigureTexts';
import { ALERT_AGE_BUCKETS, waitingAlerts } from '../logic/dashboardFigures';

function FigureCard({ title, figure, testId, children }: { title: string; figure: ReactNode; testId: string; children: ReactNode }) {
  return (
    <Col xs={12} sm={6} xl={3}>
      <Card className="h-100" data-testid={testId}>
        <Card.Body>
          <Card.Title as="h2" className="h6 text-body-secondary">
            {title}
          </Card.Title>
          <div className="display-6 fw-semibold" data-testid={`${testId}-figure`}>
            {figure}
          </div>
          {children}
        </Card.Body>
      </Card>
    </Col>
  );
}

/** The four figures of the clinic or of one clinician: patients, on track, waiting alerts by age, outcomes improved. */
export function DashboardFigures({ counts }: { counts: DashboardCounts }) {
  const { t } = useTranslation('clinicDashboard');
  const { share, ageLabel } = useFigureTexts();
  return (
    <Row className="g-3 mb-3">
      <FigureCard title={t('patients.title')} figure={counts.patients} testId="dashboard-patients">
        <p className="mb-0 small">{t('patients.inMonitoring', { count: counts.inMonitoring })}</p>
      </FigureCard>
      <FigureCard title={t('onTrack.title', { days: MOST_DAYS_MIN })} figure={share(counts.onTrack, counts.inMonitoring)} testId="dashboard-on-track">
        <p className="mb-0 small">{counts.inMonitoring === 0 ? t('onTrack.none') : t('onTrack.of', { onTrack: counts.onTrack, count: counts.inMonitoring })}</p>
      </FigureCard>
      <FigureCard title={t('alerts.title')} figure={waitingAlerts(counts)} testId="dashboard-alerts">
        <dl className="small mb-0">
          {ALERT_AGE_BUCKETS.map((bucket, index) => (
            <div key={bucket.from} className="d-flex justify-content-between" data-testid={`dashboard-alerts-age-${index}`}>
              <dt className="fw-normal">{ageLabel(bucket)}</dt>
              <dd className="mb-0 fw-semibold">{counts.alertsByAge[index] ?? 0}</dd>
            </div>
          ))}
        </dl>
      </FigureCard>
      <FigureCard title={t('outcomes.title')} figure={share(counts.outcomesImproved, counts.outcomesMeasured)} testId="dashboard-outcomes">
        <p className="mb-0 small">
          {counts.outcomesMeasured === 0 ? t('outcomes.none') : t('outcomes.of', { improved: counts.outcomesImproved, count: counts.outcomesMeasured })}
        </p>
      </FigureCard>
    </Row>
  );
}
