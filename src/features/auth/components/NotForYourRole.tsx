import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../lib/ui/LinkButton';

/**
 * Shown instead of a page the signed-in clinic staff member's role does not open (issue 50): in words, with the way
 * back to his home, rather than a redirect he could not explain.
 */
export function NotForYourRole({ home }: { home: string }) {
  const { t } = useTranslation('auth');
  return (
    <Alert variant="warning" data-testid="not-for-your-role">
      <Alert.Heading as="h1" className="h5">
        {t('notForYourRole.title')}
      </Alert.Heading>
      <p>{t('notForYourRole.text')}</p>
      <LinkButton to={home} variant="outline-primary" size="sm">
        {t('notForYourRole.home')}
      </LinkButton>
    </Alert>
  );
}
