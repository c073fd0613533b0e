import { useEffect, useState, type RefObject } from 'react';
import './scroll-hint.css';

/**
 * Whether the box that `selector` finds inside `root` (e.g. a table's scrolling wrapper) is wider
 * than its content area and scrolls sideways. Follows size changes of the box and of its content;
 * `contentKey` (e.g. the number of rows) re-finds the box after the content was replaced. Always
 * false where the environment cannot measure (no ResizeObserver, e.g. jsdom).
 */
export function useSidewaysOverflow(root: RefObject<HTMLElement | null>, selector: string, contentKey?: unknown) {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const box = root.current?.querySelector<HTMLElement>(selector);
    if (!box || typeof ResizeObserver === 'undefined') return undefined;
    // One pixel of slack: sub-pixel widths of table cells round up.
    const measure = () => setOverflows(box.scrollWidth > box.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    measure();
    return () => observer.disconnect();
  }, [root, selector, contentKey]);
  return overflows;
}

/**
 * A visible note above a table that scrolls sideways, so nobody misses the columns out of view
 * (the scroll bar alone is easy to overlook, and touch screens hide it until one swipes).
 */
export function ScrollHint({ show }: { show: boolean }) {
  if (!show) return null;
  return (
    <p className="scroll-hint">
      <span className="scroll-hint__arrows" aria-hidden="true">
        ⇆
      </span>
      Die Tabelle ist breiter als der Bildschirm: Wischen oder scrollen Sie seitlich, um alle Spalten zu sehen.
    </p>
  );
}
