import type { Level } from '@baucheck/shared/enums';
import { useEffect, useSyncExternalStore } from 'react';
import { Link, useLocation } from 'react-router-dom';
import './access-notice.css';

/**
 * Why a signed-in staff member landed on Home: the route guard (app/route-guard.ts) sends a level a
 * page is not open to to Home, as SPEC.md section 2 demands, and notes the reason here; the shell
 * shows it on the page the guard sent them to, until they go elsewhere or close it. It lives in
 * memory only: a reload or a shared link shows no stale notice.
 */
interface RefusedPage {
  text: string;
  /** The page the guard redirected to, where the notice shows. */
  shownOn: string;
}

let current: RefusedPage | null = null;
const listeners = new Set<() => void>();

function publish(next: RefusedPage | null) {
  current = next;
  for (const listener of listeners) listener();
}

/** The notice for a page whose role list does not include the user's level. */
export function refusedPageText(roles: readonly Level[], level: Level): string {
  if (roles.length === 1 && roles[0] === 'Administrator') {
    return 'Diese Seite ist Administratorinnen und Administratoren vorbehalten.';
  }
  return `Diese Seite ist für Accounts der Ebene ${level} nicht freigegeben.`;
}

/** Called by the route guard before it redirects a signed-in user to `shownOn`. */
export function noteRefusedPage(roles: readonly Level[], level: Level, shownOn: string): void {
  publish({ text: refusedPageText(roles, level), shownOn });
}

/** Ends the notice (its close button; tests start without one). */
export function dismissAccessNotice(): void {
  publish(null);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => current;

/** The notice of the route guard above the page it redirected to (see noteRefusedPage). */
export function AccessNotice() {
  const notice = useSyncExternalStore(subscribe, snapshot, snapshot);
  const { pathname } = useLocation();
  const shown = notice !== null && notice.shownOn === pathname;

  // Leaving the page ends the notice: it explains this one redirect, not the next page.
  useEffect(() => {
    if (notice && notice.shownOn !== pathname) publish(null);
  }, [notice, pathname]);

  if (!shown) return null;
  return (
    <div className="access-notice" role="status">
      <p className="access-notice__text">
        <strong>{notice.text}</strong> Sie wurden deshalb zur Startseite weitergeleitet.{' '}
        {/* A literal path: this shell component stays out of the staff routes' code. */}
        <Link to="/administration">Zurück zum Admin-Bereich</Link>
      </p>
      <button
        type="button"
        className="access-notice__close"
        aria-label="Hinweis schließen"
        onClick={dismissAccessNotice}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
