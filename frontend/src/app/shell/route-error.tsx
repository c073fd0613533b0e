import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { useDocumentTitle } from '#components/use-document-title.ts';

/**
 * Shown when a page could not be loaded or crashed. The usual cause in production is a deploy
 * between two navigations (the old page chunks are gone), which a reload fixes.
 */
export function RouteError() {
  const error = useRouteError();
  useDocumentTitle('Fehler');
  useEffect(() => {
    console.error('Die Seite konnte nicht angezeigt werden.', error);
  }, [error]);
  const notFound = isRouteErrorResponse(error) && error.status === 404;

  return (
    <div className="page">
      <h1>{notFound ? 'Seite nicht gefunden' : 'Die Seite konnte nicht geladen werden'}</h1>
      <p>Bitte laden Sie die Seite neu. Wenn der Fehler bleibt, versuchen Sie es bitte später noch einmal.</p>
      <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
        Seite neu laden
      </button>
    </div>
  );
}
