import './cursor-pager.css';

interface CursorPagerProps {
  /** What is paged, for screen readers: "Seiten der Accounts". */
  label: string;
  pageNumber: number;
  /** The server's cursor of the next page, or null on the last page. */
  nextCursor: string | null;
  onNext: (cursor: string) => void;
  onPrevious: () => void;
  /** While a page loads, the buttons wait. */
  busy?: boolean;
  /** E.g. "Plätze 26–50 von 1.834"; "Seite 2" when not given. */
  position?: string;
}

/**
 * Previous / next for a list the server pages with a cursor: the list may be far longer than one
 * page (it grows with the country), so there are no page numbers to jump to. The position is a
 * polite live region, so a screen reader hears where the new page stands. The buttons are only
 * marked unavailable (aria-disabled), never disabled, so the focus stays on them while pages change.
 */
export function CursorPager({ label, pageNumber, nextCursor, onNext, onPrevious, busy, position }: CursorPagerProps) {
  if (pageNumber === 1 && nextCursor === null) return null;
  const canGoBack = pageNumber > 1 && !busy;
  const canGoOn = nextCursor !== null && !busy;
  return (
    <nav className="cursor-pager" aria-label={label}>
      <button
        type="button"
        className="button button--secondary button--small"
        onClick={() => canGoBack && onPrevious()}
        aria-disabled={!canGoBack}
      >
        Vorherige Seite
      </button>
      <p className="cursor-pager__position" role="status">
        {position ?? `Seite ${pageNumber}`}
      </p>
      <button
        type="button"
        className="button button--secondary button--small"
        onClick={() => canGoOn && nextCursor && onNext(nextCursor)}
        aria-disabled={!canGoOn}
      >
        Nächste Seite
      </button>
    </nav>
  );
}

/**
 * How many rows the current page shows ("3 Produkte auf Seite 2"), announced politely as filters
 * or pages change; a server-paged list knows no total. `countText` names a number of the list's things.
 */
export function PageCount({
  count,
  pageNumber,
  countText,
}: {
  count: number;
  pageNumber: number;
  countText: (count: number) => string;
}) {
  return (
    <p className="admin-toolbar__count" role="status">
      {pageNumber > 1 ? `${countText(count)} auf Seite ${pageNumber}` : countText(count)}
    </p>
  );
}
