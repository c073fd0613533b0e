import './styles/global-styles.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PublicQueryCache } from '#lib/public-queries.tsx';
import { createQueryClient } from '#lib/query-client.ts';
import { AppProviders } from './providers.tsx';
import { staffApp } from './staff-app.tsx';

/*
 * The entry of staff.html, the document the CDN answers staff pages with (shared/src/spa-documents.ts):
 * the staff app, whose router also holds the residents' pages, so staff move between both without
 * a reload. CSRF token and current user are fetched by the route guard on entering a staff page.
 */
const container = document.getElementById('root');
if (!container) throw new Error('staff.html has no #root element.');

const queryClient = createQueryClient();
createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={queryClient} publicQueries={new PublicQueryCache()}>
      {staffApp(queryClient).element}
    </AppProviders>
  </StrictMode>,
);
