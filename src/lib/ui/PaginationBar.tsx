import './ui.css';
import { Pagination } from 'react-bootstrap';
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

/** Previous, a window of page links, next. Hidden when there is only one page. */
export function PaginationBar({ page, pages, onPageChange, labels, windowSize = 4 }: PaginationBarProps) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={labels.navigation}>
      <Pagination className="mb-0 flex-wrap">
        <Pagination.Item disabled={page <= 1} onClick={() => onPageChange(page - 1)} aria-label={labels.previous}>
          <i className="bi bi-chevron-left d-inline-block flip-in-rtl" aria-hidden="true" />
        </Pagination.Item>
        {pageWindow(page, pages, windowSize).map((n) => (
          <Pagination.Item key={n} active={n === page} activeLabel="" aria-current={n === page ? 'page' : undefined} onClick={() => onPageChange(n)}>
            {n}
          </Pagination.Item>
        ))}
        <Pagination.Item disabled={page >= pages} onClick={() => onPageChange(page + 1)} aria-label={labels.next}>
          <i className="bi bi-chevron-right d-inline-block flip-in-rtl" aria-hidden="true" />
        </Pagination.Item>
      </Pagination>
    </nav>
  );
}
