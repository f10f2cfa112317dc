import type { MouseEvent, ReactNode } from 'react';
import Placeholder from 'react-bootstrap/Placeholder';
import { useNavigate } from 'react-router-dom';

interface TableBodyProps {
  loading: boolean;
  /** how many rows there are to show */
  count: number;
  /** the table's column count, for the placeholder and message rows */
  columns: number;
  /** how many placeholder rows stand in while loading */
  placeholderRows: number;
  /** what an empty table says */
  empty: ReactNode;
  children: ReactNode;
}

/** A table's body: placeholder rows while loading, the message when there are no rows, else the rows. */
export function TableBody({ loading, count, columns, placeholderRows, empty, children }: TableBodyProps) {
  return (
    <tbody>
      {loading ? (
        Array.from({ length: placeholderRows }, (_, i) => (
          <tr key={i} aria-hidden="true" data-testid="table-placeholder">
            <td colSpan={columns}>
              <Placeholder animation="glow">
                <Placeholder xs={12} />
              </Placeholder>
            </td>
          </tr>
        ))
      ) : count === 0 ? (
        <tr>
          <td colSpan={columns} className="text-center text-body-secondary py-4">
            {empty}
          </td>
        </tr>
      ) : (
        children
      )}
    </tbody>
  );
}

/**
 * A row that opens a page when clicked anywhere. The keyboard opens it through
 * a link in one of its cells; the cells' own controls (that link, checkboxes)
 * keep their clicks.
 */
export function LinkedRow({ to, testId, children }: { to: string; testId?: string; children: ReactNode }) {
  const navigate = useNavigate();
  function open(event: MouseEvent<HTMLTableRowElement>) {
    if ((event.target as HTMLElement).closest('a, button, input, label, select, textarea')) return;
    void navigate(to);
  }
  return (
    <tr onClick={open} style={{ cursor: 'pointer' }} data-testid={testId}>
      {children}
    </tr>
  );
}

interface SortHeaderProps {
  label: string;
  /** the column's order, null when the table is not sorted by it */
  direction: 'asc' | 'desc' | null;
  /** read out after the label: what the order is and what a press does */
  description: string;
  onSort: () => void;
}

/** A sortable column's header cell: its button sorts; the icon shows the order. */
export function SortHeader({ label, direction, description, onSort }: SortHeaderProps) {
  const icon = direction === null ? 'bi-arrow-down-up text-body-tertiary' : direction === 'asc' ? 'bi-sort-up' : 'bi-sort-down';
  return (
    <th scope="col" className="text-nowrap" aria-sort={direction === null ? undefined : direction === 'asc' ? 'ascending' : 'descending'}>
      <button type="button" className="btn btn-link p-0 border-0 text-body fw-semibold text-decoration-none align-baseline" onClick={onSort}>
        {label}
        <i className={`bi ms-1 ${icon}`} aria-hidden="true" />
        <span className="visually-hidden">{description}</span>
      </button>
    </th>
  );
}
