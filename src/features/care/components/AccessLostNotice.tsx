import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';
import { routePath } from '../../../lib/routes';
import { LinkButton } from '../../../lib/ui/LinkButton';

/**
 * What a doctor sees instead of a patient's dashboard he may not (or no longer) read: the patient removed
 * him, or has not approved his request. The same for a patient who does not exist, so it tells nothing.
 */
export function AccessLostNotice() {
  const { t } = useTranslation('care');
  return (
    <Alert variant="warning" data-testid="access-lost">
      <p>{t('accessLost')}</p>
      <LinkButton to={routePath('patients.list')} variant="outline-primary" size="sm">
        {t('backToPatients')}
      </LinkButton>
    </Alert>
  );
}
