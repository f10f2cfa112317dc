import type { ReactNode } from 'react';
import Badge from 'react-bootstrap/Badge';
import Dropdown from 'react-bootstrap/Dropdown';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';

/**
 * A top-bar icon with a count badge opening a list: a spinner while
 * `loading`, `failedText` when it could not be read, `emptyText` without
 * entries, otherwise the entries (`children`).
 */
export function TopBarMenu({
  icon,
  label,
  count,
  badge,
  loading,
  failed,
  failedText,
  emptyText,
  children,
}: {
  icon: string;
  label: string;
  count: number;
  badge: 'danger' | 'primary';
  loading: boolean;
  failed: boolean;
  failedText: string;
  emptyText: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Dropdown align="end">
      {/* Named by its text, so that the visible count is part of the name ('Notifications 3'). */}
      <Dropdown.Toggle variant="link" className="app-topbar-button">
        <i className={`bi ${icon}`} aria-hidden />
        <span className="visually-hidden">{label}</span>
        {count > 0 && (
          <Badge pill bg={badge} className="app-topbar-badge">
            {count}
          </Badge>
        )}
      </Dropdown.Toggle>
      <Dropdown.Menu className="app-topbar-menu">
        <Dropdown.Header aria-level={2}>{label}</Dropdown.Header>
        {loading ? (
          <Dropdown.ItemText className="text-center">
            <Spinner size="sm" role="status" aria-label={t('loading')} />
          </Dropdown.ItemText>
        ) : failed ? (
          <Dropdown.ItemText className="text-danger">{failedText}</Dropdown.ItemText>
        ) : count === 0 ? (
          <Dropdown.ItemText className="text-body-secondary">{emptyText}</Dropdown.ItemText>
        ) : (
          children
        )}
      </Dropdown.Menu>
    </Dropdown>
  );
}
