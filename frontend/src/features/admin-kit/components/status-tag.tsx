import type { ReactNode } from 'react';

/** A small state label (e.g. "Aktiv", "Inaktiv"): text and colour together, never colour alone. */
export function StatusTag({
  tone,
  children,
}: {
  tone: 'success' | 'warning' | 'neutral' | 'danger';
  children: ReactNode;
}) {
  return <span className={`status-tag status-tag--${tone}`}>{children}</span>;
}
