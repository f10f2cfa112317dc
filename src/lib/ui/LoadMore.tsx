import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';

interface LoadMoreProps {
  /** whether the last page has arrived */
  allLoaded: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  labels: { loadMore: string; allLoaded: string };
  /** a link-styled 'Load more' (default: an outlined button) */
  link?: boolean;
}

/** The end of a list read in pages: 'Load more' (with a spinner while it loads), or the note that all has been loaded. */
export function LoadMore({ allLoaded, loadingMore, onLoadMore, labels, link = false }: LoadMoreProps) {
  if (allLoaded) return <span className="text-body-secondary small">{labels.allLoaded}</span>;
  return (
    <Button variant={link ? 'link' : 'outline-primary'} size={link ? 'sm' : undefined} onClick={onLoadMore} disabled={loadingMore}>
      {loadingMore && <Spinner size="sm" className="me-2" aria-hidden />}
      {labels.loadMore}
    </Button>
  );
}
