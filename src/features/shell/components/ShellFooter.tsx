import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { routePath } from '../../../lib/routes';
import { Copyright } from '../../../lib/ui/Copyright';

export function ShellFooter() {
  const { t } = useTranslation('shell');
  return (
    <footer className="app-footer border-top bg-body px-3 py-3 d-flex flex-wrap justify-content-between gap-2">
      <Copyright />
      <nav aria-label={t('footer.label')} className="d-flex gap-3 small">
        <Link to={routePath('pages.faq')}>{t('footer.faq')}</Link>
        <Link to={routePath('pages.terms')}>{t('footer.terms')}</Link>
      </nav>
    </footer>
  );
}
