import type { MouseEvent } from 'react';

export const MAIN_CONTENT_ID = 'main-content';

/** First focusable element of every page: lets keyboard users jump past the top bar. */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    // Focus instead of following the fragment: the router would otherwise keep "#main-content" in the URL.
    event.preventDefault();
    main.focus();
    main.scrollIntoView();
  };
  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`} onClick={skip}>
      Zum Inhalt springen
    </a>
  );
}
