import Badge from 'react-bootstrap/Badge';
import { useTranslation } from 'react-i18next';

/**
 * "Covering for {name}" (issue 51) on a patient's item the signed-in clinician sees only because he covers that
 * patient's primary clinician while away (useCoveringFor); nothing for his own patients.
 */
export function CoveringBadge({ awayName, className = '' }: { awayName: string | undefined; className?: string }) {
  const { t } = useTranslation('clinics');
  if (!awayName) return null;
  return (
    <Badge bg="info-subtle" text="info-emphasis" className={`fw-normal border ${className}`} data-testid="covering-for">
      {t('coverage.coveringFor', { name: awayName })}
    </Badge>
  );
}
