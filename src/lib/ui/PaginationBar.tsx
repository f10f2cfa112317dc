import './ui.css';
import Pagination from 'react-bootstrap/Pagination';
import { pageWindow } from '../pagination';

export interface PaginationBarProps {
  page: number;
  pages: number;
  onPageChange: (page: number) => void;
  /** translated texts: the navigation's name and the arrow buttons' names */
  labels: { navigation: string; previous: string; next: string };
  /** how many page links to show at once */
  windowSize?: number;
}

/**
 * Previous, a window of page links, next. Hidden when there is only one page.
 * The arrows are named by hidden text, not aria-label: a disabled arrow is a
 * plain span, on which aria-label is not allowed.
 */
export function PaginationBar({ page, pages, onPageChange, labels, windowSize = 4 }: PaginationBarProps) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={labels.navigation}>
      <Pagination className="mb-0 flex-wrap">
        <Pagination.Item disabled={page <= 1} onClick={() => onPageChange(page - 1)} >
          <i className="bi bi-chevron-left d-inline-block flip-in-rtl" aria-hidden="true" />
          <span className="visually-hidden">{labels.previous}</span>
        </Pagination.Item>
        {pageWindow(page, pages, windowSize).map((n) => (
          <Pagination.Item key={n} active={n === page} activeLabel="" aria-current={n === page ? 'page' : undefined} onClick={() => onPageChange(n)}>
            {n}
          </Pagination.Item>
        ))}
        <Pagination.Item disabled={page >= pages} onClick={() => onPageChange(page + 1)} >
          <i className="bi bi-chevron-right d-inline-block flip-in-rtl" aria-hidden="true" />
          <span className="visually-hidden">{labels.next}</span>
        </Pagination.Item>
      </Pagination>
    </nav>
  );
}
