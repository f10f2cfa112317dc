import '../bugBoard.css';
import Nav from 'react-bootstrap/Nav';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router-dom';
import { routePath } from '../../../lib/routes';

/** admin.bugs: the Bugs menu, with tabs Board and Backlog sharing one live read of the active board (the cached listeners of hooks/useActiveBoard). */
export default function BugsLayout() {
  const { t } = useTranslation('bugBoard');
  return (
    <section aria-labelledby="bugs-title">
      <h1 id="bugs-title" className="h4 mb-3">
        {t('title')}
      </h1>
      <Nav variant="tabs" className="mb-3" as="nav" aria-label={t('title')}>
        <Nav.Item>
          <Nav.Link as={NavLink} to={routePath('admin.bugBoard')}>
            {t('tabs.board')}
          </Nav.Link>
        </Nav.Item>
        <Nav.Item>
          <Nav.Link as={NavLink} to={routePath('admin.bugBacklog')}>
            {t('tabs.backlog')}
          </Nav.Link>
        </Nav.Item>
      </Nav>
      <Outlet />
    </section>
  );
}
