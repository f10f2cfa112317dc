import { useState } from 'react';
import Collapse from 'react-bootstrap/Collapse';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ROUTES } from '../../../lib/routes';
import type { MenuItem } from '../logic/menu';

/** The vertical menu of the sidebar: headings, links and expandable groups. */
export function SidebarMenu({ items, mini, onNavigate }: { items: readonly MenuItem[]; mini: boolean; onNavigate: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <nav aria-label={t('menu.label')} className="app-menu-nav">
      <ul className="nav flex-column app-menu">
        {items.map((item, index) =>
          item.isHeading ? (
            <li key={`${item.translationKey}-${index}`} className={item.className}>
              <span className={mini ? 'visually-hidden' : undefined}>{t(item.translationKey)}</span>
            </li>
          ) : (
            <MenuEntry key={item.link ?? item.translationKey} item={item} mini={mini} onNavigate={onNavigate} />
          ),
        )}
      </ul>
    </nav>
  );
}

function EntryContent({ item, mini }: { item: MenuItem; mini: boolean }) {
  const { t } = useTranslation('shell');
  return (
    <>
      {item.isIconClass ? (
        <i className={`bi ${item.icon} app-menu-icon`} aria-hidden />
      ) : (
        <img src={item.icon} alt="" className="app-menu-icon" />
      )}
      <span className={mini ? 'visually-hidden' : 'app-menu-label'}>{t(item.translationKey)}</span>
    </>
  );
}

function MenuEntry({ item, mini, onNavigate }: { item: MenuItem; mini: boolean; onNavigate: () => void }) {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(item.active);
  const groupId = `menu-group-${item.translationKey.replace(/\W/g, '-')}`;
  if (item.children) {
    return (
      <li className={`nav-item ${item.className}`}>
        <button
          type="button"
          className={`nav-link app-menu-link w-100 ${item.active ? 'app-menu-parent-active' : ''}`}
          aria-expanded={open}
          aria-controls={groupId}
          title={mini ? t(item.translationKey) : undefined}
          onClick={() => setOpen(!open)}
        >
          <EntryContent item={item} mini={mini} />
          {!mini && <i className={`bi bi-chevron-down ms-auto app-menu-chevron ${open ? 'app-menu-chevron-open' : ''}`} aria-hidden />}
        </button>
        <Collapse in={open}>
          <ul id={groupId} className="nav flex-column app-submenu">
            {item.children.map((child) => (
              <MenuEntry key={child.link ?? child.translationKey} item={child} mini={mini} onNavigate={onNavigate} />
            ))}
          </ul>
        </Collapse>
      </li>
    );
  }
  if (!item.link) return null;
  return (
    <li className={`nav-item ${item.className}`}>
      <Link
        to={ROUTES[item.link]}
        className={`nav-link app-menu-link ${item.active ? 'active' : ''}`}
        aria-current={item.active ? 'page' : undefined}
        title={mini ? t(item.translationKey) : undefined}
        onClick={onNavigate}
      >
        <EntryContent item={item} mini={mini} />
      </Link>
    </li>
  );
}
