import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ErrorContent } from './ErrorPage';

/** Shown when a page fails to load or throws: the 404 or 500 error page. */
export default function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => console.error('A page failed', error), [error]);
  return <ErrorContent notFound={isRouteErrorResponse(error) && error.status === 404} />;
}
