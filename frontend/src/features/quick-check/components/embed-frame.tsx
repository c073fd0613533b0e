import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import './embed-frame.css';

/** Messages to the embedding page (read by public/embed.js). */
export const EMBED_MESSAGE = {
  /** `{ type, height }`: the content's height in CSS pixels. */
  resize: 'baucheck:resize',
  /** `{ type, path }`: another page or slide is shown; the frame's top should be in view. */
  navigate: 'baucheck:navigate',
} as const;

const EMBEDDED_CLASS = 'baucheck-embedded';

function postToParent(message: Record<string, unknown>) {
  if (window.parent === window) return;
  // Heights and paths are no secret, and the embedding site is any municipality's: no target origin.
  window.parent.postMessage(message, '*');
}

/**
 * The page inside a municipality's iframe: no minimum height (the frame takes the content's height),
 * and every change of that height and every navigation is posted to the embedding page, whose
 * embed.js resizes the iframe and scrolls it into view.
 */
export function EmbedFrame({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();

  useEffect(() => {
    const root = document.documentElement;
    root.classList.add(EMBEDDED_CLASS);
    const content = document.getElementById('root') ?? document.body;
    let lastHeight = 0;
    let frame = 0;
    const report = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const height = Math.ceil(content.getBoundingClientRect().height);
        if (height === lastHeight) return;
        lastHeight = height;
        postToParent({ type: EMBED_MESSAGE.resize, height });
      });
    };
    const observer = new ResizeObserver(report);
    observer.observe(content);
    // Fonts and images change the height without resizing the observed box's width.
    window.addEventListener('load', report);
    report();
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      window.removeEventListener('load', report);
      root.classList.remove(EMBEDDED_CLASS);
    };
  }, []);

  useEffect(() => {
    postToParent({ type: EMBED_MESSAGE.navigate, path: `${pathname}${search}` });
  }, [pathname, search]);

  return children;
}
