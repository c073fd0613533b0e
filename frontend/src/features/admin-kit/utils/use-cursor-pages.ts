import { useState } from 'react';

/**
 * Where a server-paged list stands: the cursors of the pages walked so far (the first page has
 * none), so "Vorherige Seite" goes back without the server knowing of pages. A new `resetKey` (other
 * filters, another search) starts again at the first page.
 */
export function useCursorPages(resetKey: string) {
  const [state, setState] = useState<{ key: string; cursors: Array<string | null> }>({
    key: resetKey,
    cursors: [null],
  });
  const cursors = state.key === resetKey ? state.cursors : [null];
  // Forget the old position at once: back at an earlier key (a search cleared), the list starts at its
  // first page, not on the page it was left on.
  if (state.key !== resetKey) setState({ key: resetKey, cursors });
  return {
    cursor: cursors[cursors.length - 1] ?? null,
    /** 1 for the first page. */
    pageNumber: cursors.length,
    next: (cursor: string) => setState({ key: resetKey, cursors: [...cursors, cursor] }),
    previous: () => setState({ key: resetKey, cursors: cursors.length > 1 ? cursors.slice(0, -1) : cursors }),
    first: () => setState({ key: resetKey, cursors: [null] }),
  };
}
