import { useId, useRef, useState, type KeyboardEvent } from 'react';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { ROUTES } from '../../../lib/routes';
import { searchMenu, type MenuItem } from '../logic/menu';

/**
 * The global search over the menu entries; 'Search Not Found' when nothing
 * matches. Enter opens the first match; the arrow keys move through the
 * matches and Escape clears the search.
 */
export function MenuSearch({ items, onNavigate }: { items: readonly MenuItem[]; onNavigate?: () => void }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const listId = useId();
  const results = searchMenu(items, query, (key) => t(key));
  const open = query.trim().length > 0;

  const done = () => {
    setQuery('');
    onNavigate?.();
  };

  /** Moves the focus `step` matches on (from the search box when nothing in the list has it). */
  const moveFocus = (step: 1 | -1) => {
    const links = [...(listRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? [])];
    const next = links.indexOf(document.activeElement as HTMLAnchorElement) + step;
    if (next < 0) inputRef.current?.focus();
    else links[Math.min(next, links.length - 1)]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      moveFocus(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Escape') {
      setQuery('');
      inputRef.current?.focus();
    }
  };

  return (
    <div className="app-menu-search position-relative" onKeyDown={onKeyDown}>
      <i className="bi bi-search app-menu-search-icon text-body-secondary" aria-hidden />
      <Form.Control
        ref={inputRef}
        type="search"
        size="sm"
        placeholder={t('search.placeholder')}
        aria-label={t('search.label')}
        aria-controls={open ? listId : undefined}
        aria-expanded={open}
        role="combobox"
        autoComplete="off"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={(event) => {
          const first = results[0];
          if (event.key === 'Enter' && first?.link) {
            event.preventDefault();
            done();
            navigate(ROUTES[first.link]);
          }
        }}
      />
      {open && (
        <ul ref={listRef} id={listId} className="dropdown-menu show w-100 mt-1 app-menu-search-results" aria-label={t('search.results')}>
          {results.length === 0 ? (
            <li className="dropdown-item-text text-body-secondary">{t('search.notFound')}</li>
          ) : (
            results.map((item) => (
              <li key={item.link}>
                <Link className="dropdown-item" to={item.link ? ROUTES[item.link] : '#'} onClick={done}>
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
