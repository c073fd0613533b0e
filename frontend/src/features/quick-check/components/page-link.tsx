import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useFlowPaths } from '../utils/flow-paths.ts';

/**
 * A link to a page outside the quick check (Impressum, Datenschutz, Leichte Sprache …). Inside a
 * municipality's iframe it opens in a new window, so the resident's check stays where it was.
 */
export function PageLink({ to, children, className }: { to: string; children: ReactNode; className?: string }) {
  const { embedded } = useFlowPaths();
  if (!embedded) {
    return (
      <Link className={className} to={to}>
        {children}
      </Link>
    );
  }
  return (
    <a className={className} href={to} target="_blank" rel="noopener">
      {children}
      <span className="sr-only"> (öffnet in neuem Fenster)</span>
    </a>
  );
}
