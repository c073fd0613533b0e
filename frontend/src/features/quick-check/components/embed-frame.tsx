import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import './embed-frame.css';

/** Messages to the embedding page (read by public/embed.js). */
export const EMBED_MESSAGE = {
  /** `{ type, height }`: the content's height in CSS pixels. */
  resize: 'baucheck:resize',
  /** `{ type, path }`: another page or slide is shown; the frame's top should be in view. */
  navigate: 'baucheck:navigate',
  /** `{ type }`: a dialog opened; the frame needs enough of itself in view to show it. */
  overlay: 'baucheck:overlay',
  /** From the embedding page: `{ type, top, height }`, the part of the frame the visitor sees. */
  viewport: 'baucheck:viewport',
} as const;

/** Dialogs (PrimeReact appends their masks to the body) and where they open inside a tall frame. */
const OVERLAY_SELECTOR = '.p-dialog-mask';
const VISIBLE_TOP = '--embed-visible-top';
const VISIBLE_HEIGHT = '--embed-visible-height';

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

  // The frame is as tall as its content, so "fixed" overlays would sit at its top, maybe far above
  // what the visitor sees. embed.js reports the visible part; overlays open there (embed-frame.css).
  useEffect(() => {
    const root = document.documentElement;
    const onMessage = (event: MessageEvent) => {
      if (window.parent === window || event.source !== window.parent) return;
      const data = event.data as { type?: unknown; top?: unknown; height?: unknown } | null;
      if (data?.type !== EMBED_MESSAGE.viewport) return;
      const top = Number(data.top);
      const height = Number(data.height);
      if (!Number.isFinite(top) || !Number.isFinite(height) || top < 0 || height <= 0) return;
      root.style.setProperty(VISIBLE_TOP, `${Math.round(top)}px`);
      root.style.setProperty(VISIBLE_HEIGHT, `${Math.round(height)}px`);
    };
    const overlays = new MutationObserver((records) => {
      const opened = records.some((record) =>
        [...record.addedNodes].some(
          (node) =>
            node instanceof HTMLElement && (node.matches(OVERLAY_SELECTOR) || node.querySelector(OVERLAY_SELECTOR)),
        ),
      );
      if (opened) postToParent({ type: EMBED_MESSAGE.overlay });
    });
    window.addEventListener('message', onMessage);
    overlays.observe(document.body, { childList: true, subtree: true });
    return () => {
      window.removeEventListener('message', onMessage);
      overlays.disconnect();
      root.style.removeProperty(VISIBLE_TOP);
      root.style.removeProperty(VISIBLE_HEIGHT);
    };
  }, []);

  return children;
}
