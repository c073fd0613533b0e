import { useDocumentTitle } from '#components/use-document-title.ts';

/**
 * True when this page runs inside a frame. The CSP allows framing (residents' pages are embedded on
 * municipal websites), so staff pages protect themselves: a framed staff page could be overlaid by
 * the framing site to trick a signed-in clerk into clicks (clickjacking).
 */
export function isFramed(): boolean {
  try {
    return window.top !== window.self;
  } catch {
    // A cross-origin parent may refuse even the comparison: then we are framed.
    return true;
  }
}

/** Shown instead of a staff page inside a frame, with a way to open it on its own. */
export function FramedNotice() {
  useDocumentTitle('Nicht eingebettet verfügbar');
  return (
    <div className="page framed-notice">
      <h1>Diese Seite kann nicht eingebettet angezeigt werden</h1>
      <p>
        Aus Sicherheitsgründen öffnet sich der Admin-Bereich nur in einem eigenen Browserfenster, nicht innerhalb einer
        anderen Website.
      </p>
      <p>
        <a className="button button--primary" href={window.location.href} target="_blank" rel="noopener noreferrer">
          Seite in einem eigenen Tab öffnen
        </a>
      </p>
    </div>
  );
}
