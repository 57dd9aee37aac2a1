import { useEffect } from 'react';
import { Button } from 'antd';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { navigationFailure } from '../state/loading-bar-store';
import { useSetPageTitle } from '../hooks/use-set-page-title';
import { useHttpStatus } from '../state/server-render';

/** Shown when a route fails to load or render (e.g. a chunk that could not be fetched after a deploy). */
export function RouteErrorPage() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  useSetPageTitle(notFound ? 'Page not found' : 'Something went wrong');
  useHttpStatus(notFound ? 404 : 500);
  // Fatal or unhandled errors: the loading bar turns to the error colour.
  useEffect(() => {
    if (!notFound) navigationFailure.report();
  }, [error, notFound]);
  // Plain markup (no antd Result with its illustrations): this page is part of the entry chunk.
  return (
    <div className="sl-container sl-page-state sl-error-page">
      <p className="sl-error-page__code" aria-hidden="true">
        {notFound ? '404' : '500'}
      </p>
      <h1 className="sl-page-state__title">{notFound ? 'Page not found' : 'Something went wrong'}</h1>
      <p className="sl-muted">
        {notFound
          ? "The awesome page you're looking for isn't here."
          : 'An unexpected error occurred. Reload the page to try again.'}
      </p>
      <Button type="primary" onClick={() => window.location.reload()}>
        Reload
      </Button>
    </div>
  );
}
