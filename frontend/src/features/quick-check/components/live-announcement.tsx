import { useEffect, useRef } from 'react';

/**
 * A polite live region that announces `text` shortly after it changes, including right after the
 * region appears (screen readers ignore what a live region contains when it is created).
 */
export function LiveAnnouncement({ text }: { text: string }) {
  const region = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    const timer = window.setTimeout(() => {
      if (region.current) region.current.textContent = text;
    }, 250);
    return () => window.clearTimeout(timer);
  }, [text]);
  return <p ref={region} className="sr-only" role="status" aria-live="polite" />;
}
