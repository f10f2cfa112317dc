import { useId, useState } from 'react';
import { Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { ROUTES } from '../../../app/routes';
import { searchMenu, type MenuItem } from '../menu';

/** The global search over the menu entries; 'Search Not Found' when nothing matches. */
export function MenuSearch({ items, onNavigate }: { items: readonly MenuItem[]; onNavigate?: () => void }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const listId = useId();
  const results = searchMenu(items, query, (key) => t(key));
  const open = query.trim().length > 0;

  const go = (item: MenuItem) => {
    setQuery('');
    onNavigate?.();
    if (item.link) navigate(ROUTES[item.link]);
  };

  return (
    <div className="app-menu-search position-relative">
      <i className="bi bi-search app-menu-search-icon text-body-secondary" aria-hidden />
      <Form.Control
        type="search"
        size="sm"
        className="ps-5"
        placeholder={t('search.placeholder')}
        aria-label={t('search.label')}
        aria-controls={open ? listId : undefined}
        aria-expanded={open}
        role="combobox"
        autoComplete="off"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setQuery('');
          if (event.key === 'Enter' && results.length > 0) {
            event.preventDefault();
            go(results[0]);
          }
        }}
      />
      {open && (
        <ul id={listId} className="dropdown-menu show w-100 mt-1 app-menu-search-results" aria-label={t('search.results')}>
          {results.length === 0 ? (
            <li className="dropdown-item-text text-body-secondary">{t('search.notFound')}</li>
          ) : (
            results.map((item) => (
              <li key={item.link}>
                <Link
                  className="dropdown-item"
                  to={item.link ? ROUTES[item.link] : '#'}
                  onClick={() => {
                    setQuery('');
                    onNavigate?.();
                  }}
                >
                  <i className={`bi ${item.icon} me-2`} aria-hidden />
                  {t(item.translationKey)}
                </Link>
              </li>
            ))
          )}
        </ul>
      )}
    </div>
  );
}
