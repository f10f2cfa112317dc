import type { ReactNode } from 'react';
import type { SerializedError } from '@reduxjs/toolkit';
import Alert from 'react-bootstrap/Alert';
import { queryErrorMessage, type ApiError } from '../store/errors';
import { LinkButton } from './LinkButton';
import { PageLoader } from './PageLoader';

/** The way back from a detail page to its list, its arrow pointing backwards in either direction of writing. */
export function BackButton({ to, children }: { to: string; children: ReactNode }) {
  return (
    <LinkButton to={to} variant="outline-secondary" size="sm">
      <i className="bi bi-arrow-left d-inline-block flip-in-rtl me-1" aria-hidden="true" />
      {children}
    </LinkButton>
  );
}

/** What the page knows of its document: the RTK Query result of the document's query (null or no data: missing). */
export interface DocumentResult<T> {
  data?: T | null;
  isLoading: boolean;
  error?: ApiError | SerializedError | null;
}

interface LiveDocumentViewProps<T> {
  /** the result of the document's (live) query, e.g. `useXQuery(id)` */
  live: DocumentResult<T>;
  /** shown while the document loads (a spinner by default) */
  placeholder?: ReactNode;
  /** what a missing document reads */
  notFound: string;
  /** the message of a read failure; without it a refusal by the rules reads as missing (someone else's document) */
  failed?: (message: string) => string;
  /** the way back, shown above the document and under "not found" */
  back: ReactNode;
  /** the id of the heading that names the page */
  labelledBy?: string;
  children: (data: T) => ReactNode;
}

/**
 * A page of one live document: a placeholder while it loads, then the document, "not found", or why it could not be read.
 * Without its document the page's heading is what happened to it, so that every state of the page has one h1.
 */
export function LiveDocumentView<T>({ live, placeholder = <PageLoader />, notFound, failed, back, labelledBy, children }: LiveDocumentViewProps<T>) {
  if (live.isLoading) return placeholder;
  const message = queryErrorMessage(live.error);
  const refused = live.error?.code === 'permission-denied';
  if (message !== null && (failed || !refused)) {
    return <WithoutDocument variant="danger" message={failed ? failed(message) : message} back={back} />;
  }
  if (!live.data || refused) return <WithoutDocument variant="warning" message={notFound} back={back} />;
  return (
    <section aria-labelledby={labelledBy}>
      <div className="mb-3">{back}</div>
      {children(live.data)}
    </section>
  );
}

/** The page without its document: what happened to it, as the page's heading, above the way back. */
function WithoutDocument({ variant, message, back }: { variant: 'danger' | 'warning'; message: string; back: ReactNode }) {
  return (
    <section>
      <Alert variant={variant}>
        <h1 className="fs-6 fw-normal mb-0">{message}</h1>
      </Alert>
      {back}
    </section>
  );
}
