import Badge from 'react-bootstrap/Badge';
import { useTranslation } from 'react-i18next';
import type { MonitoringStatus, PeriodProgress } from '@rehab/model/rtmPeriods';

const BADGE: Record<MonitoringStatus, { bg: string; text?: string }> = {
  atRisk: { bg: 'danger' },
  onTrack: { bg: 'info', text: 'dark' },
  met: { bg: 'success' },
  notStarted: { bg: 'secondary' },
};

/** The status, and for a patient at risk, why. */
export function StatusBadge({ status, progress }: { status: MonitoringStatus; progress: PeriodProgress | null }) {
  const { t } = useTranslation('monitoring');
  const why =
    status !== 'atRisk' || !progress
      ? null
      : progress.noRecentData
        ? progress.daysSinceData === null
          ? t('atRiskNeverData')
          : t('atRiskNoData', { count: progress.daysSinceData })
        : t('atRiskBehind');
  return (
    <div>
      <Badge bg={BADGE[status].bg} text={BADGE[status].text as 'dark' | undefined} data-testid="status">
        {t(`status.${status}`)}
      </Badge>
      {why && <div className="small text-body-secondary">{why}</div>}
    </div>
  );
}
