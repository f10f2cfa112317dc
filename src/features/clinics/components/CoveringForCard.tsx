import ListGroup from 'react-bootstrap/ListGroup';
import { useTranslation } from 'react-i18next';
import type { ClinicCoverage } from '@rehab/model/clinics';
import { formatDateTime } from '../../../lib/dateFormat';
import type { WithId } from '../../../lib/firebase/withId';
import { coverageState } from '../logic/coverage';
import { ClinicListCard } from './ClinicListCard';
import { CoverageStateBadge } from './CoverageStateBadge';

/**
 * The colleagues the signed-in clinician covers, now or later (issue 51): while a coverage runs, their patients'
 * alerts, worklist and chat are his too, marked "Covering for …".
 */
export function CoveringForCard({ coverages, now, isLoading }: { coverages: readonly WithId<ClinicCoverage>[]; now: number; isLoading: boolean }) {
  const { t, i18n } = useTranslation('clinics');
  return (
    <ClinicListCard id="covering-for" title={t('coverage.coveringTitle')} error={null} isLoading={isLoading} isEmpty={coverages.length === 0} emptyText={t('coverage.noneCovering')}>
      {coverages.map((coverage) => (
        <ListGroup.Item key={coverage.docId} data-testid="covering-coverage">
          <CoverageStateBadge state={coverageState(coverage, now)} />
          <p className="mb-0 mt-2">
            {t('coverage.youCover', {
              away: coverage.awayName,
              from: formatDateTime(coverage.from.toMillis(), i18n.language),
              until: formatDateTime(coverage.until.toMillis(), i18n.language),
            })}
          </p>
        </ListGroup.Item>
      ))}
    </ClinicListCard>
  );
}
