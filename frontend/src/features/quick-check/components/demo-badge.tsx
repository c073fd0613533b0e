import './demo-badge.css';

/** Marks invented content (demo municipalities, the bundled demo areas), so nobody mistakes it for official data. */
export function DemoBadge({ children = 'Demodaten' }: { children?: string }) {
  return <span className="qc-demo-badge">{children}</span>;
}
