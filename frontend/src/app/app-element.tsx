import { StrictMode, type ReactNode } from 'react';
import { PublicQueryProvider, type PublicQueryCache } from '#lib/public-queries.tsx';

/**
 * The residents' root element around their router: the same for the browser (main.tsx with a
 * BrowserRouter) and for the prerendered landing shell (landing-shell.tsx, a StaticRouter), whose HTML
 * hydration must find exactly as it renders it. No react-query here: the residents' pages read through
 * #lib/public-queries.tsx, and only the staff app (staff-main.tsx) has react-query.
 */
export function appElement(publicQueries: PublicQueryCache, router: ReactNode): ReactNode {
  return (
    <StrictMode>
      <PublicQueryProvider cache={publicQueries}>{router}</PublicQueryProvider>
    </StrictMode>
  );
}
