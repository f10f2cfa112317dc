import { useTranslation } from 'react-i18next';
import type { VisitRole } from '@rehab/model/videoVisits';
import { routePath } from '../../../lib/routes';
import { LinkButton } from '../../../lib/ui/LinkButton';

/** 'Start video visit' (the doctor) or 'Join video visit' (the patient): opens the visit's page. */
export function VideoVisitButton({ appointmentId, role, size }: { appointmentId: string; role: VisitRole; size?: 'sm' | 'lg' }) {
  const { t } = useTranslation('videoVisits');
  return (
    <LinkButton to={routePath('visit.call', { appointmentId })} variant="success" size={size}>
      {role === 'doctor' ? t('startVisit') : t('joinVisit')}
    </LinkButton>
  );
}
