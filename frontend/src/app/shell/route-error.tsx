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
  /** The error is forgotten when this changes: the residents' entry passes the location's key. */
  resetKey: string;
  children: ReactNode;
}

interface PageBoundaryState {
  failure: { error: unknown } | null;
  /** The `resetKey` of the last render. */
  resetKey: string;
}

/**
 * The same for the residents' entry, whose declarative router catches nothing. As with the data
 * router, the next navigation (a new `resetKey`) tries again, also to the same route with other
 * parameters; until then the error stays.
 */
export class PageErrorBoundary extends Component<PageBoundaryProps, PageBoundaryState> {
  override state: PageBoundaryState = { failure: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<PageBoundaryState> {
    return { failure: { error } };
  }

  static getDerivedStateFromProps(
    props: PageBoundaryProps,
    state: PageBoundaryState,
  ): Partial<PageBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { failure: null, resetKey: props.resetKey };
  }

  override render() {
    const { failure } = this.state;
    return failure ? <PageFailed error={failure.error} /> : this.props.children;
  }
}
