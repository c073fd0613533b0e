import type { QueryClient } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { AppProviders } from './providers.tsx';

/**
 * The app's root element around its router: the same for the browser (main.tsx with a
 * BrowserRouter, staff-main.tsx with the staff app's data router) and for the prerendered landing
 * shell (landing-shell.tsx, a StaticRouter), whose HTML hydration must find exactly as it renders it.
 */
export function appElement(queryClient: QueryClient, router: ReactNode): ReactNode {
  return (
    <StrictMode>
      <AppProviders queryClient={queryClient}>{router}</AppProviders>
    </StrictMode>
  );
}
