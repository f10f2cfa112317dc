import Nav from 'react-bootstrap/Nav';
import NavDropdown from 'react-bootstrap/NavDropdown';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ROUTES } from '../../../lib/routes';
import type { MenuItem } from '../logic/menu';

/** The menu as a bar under the top bar (settings.horizontalMenu), on wide screens. */
export function HorizontalMenu({ items }: { items: readonly MenuItem[] }) {
  const { t } = useTranslation('shell');
  return (
    <Nav as="nav" aria-label={t('menu.label')} className="app-horizontal-menu d-none d-lg-flex border-bottom px-3 bg-body">
      {items
        .filter((item) => !item.isHeading)
        .map((item) =>
          item.children ? (
            <NavDropdown
              key={item.translationKey}
              title={
                <>
                  <i className={`bi ${item.icon} me-1`} aria-hidden />
                  {t(item.translationKey)}
                </>
              }
              active={item.active}
            >
              {item.children.map((child) =>
                child.link ? (
                  <NavDropdown.Item
                    key={child.link}
                    as={Link}
                    to={ROUTES[child.link]}
                    // Not `active`: React-Bootstrap would add aria-selected, which a link may not have.
                    className={child.active ? 'active' : undefined}
                    aria-current={child.active ? 'page' : undefined}
                  >
                    {t(child.translationKey)}
                  </NavDropdown.Item>
                ) : null,
              )}
            </NavDropdown>
          ) : item.link ? (
            <Nav.Link
              key={item.link}
              as={Link}
              to={ROUTES[item.link]}
              active={item.active}
              aria-current={item.active ? 'page' : undefined}
            >
              <i className={`bi ${item.icon} me-1`} aria-hidden />
              {t(item.translationKey)}
            </Nav.Link>
          ) : null,
        )}
    </Nav>
  );
}
