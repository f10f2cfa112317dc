import Badge from 'react-bootstrap/Badge';
import { useTranslation } from 'react-i18next';
import type { CoverageState } from '../logic/coverage';

const COLOUR: Record<CoverageState, string> = { upcoming: 'info', current: 'success', ended: 'secondary' };

/** Whether a coverage is still to come, running or over (issue 51). */
export function CoverageStateBadge({ state }: { state: CoverageState }) {
  const { t } = useTranslation('clinics');
  return (
    <Badge bg={`${COLOUR[state]}-subtle`} text={`${COLOUR[state]}-emphasis`} className="fw-normal border" data-testid="coverage-state">
      {t(`coverage.state.${state}`)}
    </Badge>
  );
}
