import 'primereact/resources/themes/lara-light-blue/theme.css';
import { PrimeReactProvider } from 'primereact/api';
import type { ReactNode } from 'react';
import { PRIME_REACT_OPTIONS } from '#lib/primereact-config.ts';

/**
 * PrimeReact's provider with BauCheck's options (German labels, z-indices) and its Lara theme.
 * Residents' pages use no PrimeReact, so this module loads only with what does: the staff pages'
 * layout route (app/staff-app.tsx) and the public FAQ dialog. The theme may therefore arrive after
 * app/styles/theme.css; vite.config.ts puts its variables in a cascade layer so BauCheck's still win.
 */
export function PrimeReactScope({ children }: { children: ReactNode }) {
  return <PrimeReactProvider value={PRIME_REACT_OPTIONS}>{children}</PrimeReactProvider>;
}
