import { Component, useEffect, type ReactNode } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { useDocumentTitle } from '#components/use-document-title.ts';

/**
 * Shown when a page could not be loaded or crashed. The usual cause in production is a deploy
 * between two navigations (the old page chunks are gone), which a reload fixes.
 */
function PageFailed({ error }: { error: unknown }) {
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

/** The error element of the staff app's data routes. */
export function RouteError() {
  return <PageFailed error={useRouteError()} />;
}

interface PageBoundaryProps {
  children: ReactNode;
}

/**
 * The same for a page of the public entry, whose declarative router catches nothing. A boundary per
 * page, so the top bar and footer stay; a navigation mounts the next page's own boundary.
 */
interface PageBoundaryState {
  failure: { error: unknown } | null;
}

export class PageErrorBoundary extends Component<PageBoundaryProps, PageBoundaryState> {
  override state: PageBoundaryState = { failure: null };

  static getDerivedStateFromError(error: unknown) {
    return { failure: { error } } satisfies PageBoundaryState;
  }

  override render() {
    const { failure } = this.state;
    return failure ? <PageFailed error={failure.error} /> : this.props.children;
  }
}
