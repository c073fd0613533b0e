import { useEffect, useRef, useState } from 'react';
import { Icon } from './icons.tsx';

/** Writes text to the clipboard; falls back to a hidden textarea where the Clipboard API is missing. */
export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // e.g. no permission in an embedded browser: try the old way below.
    }
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  const copied = document.execCommand('copy');
  area.remove();
  if (!copied) throw new Error('copy failed');
}

interface CopyButtonProps {
  text: string;
  /** Accessible and visible label, e.g. "Link kopieren". */
  label: string;
  /** Spoken and shown after copying, e.g. "Link kopiert". */
  doneText: string;
  /** Names what is copied for screen readers when several copy buttons are on a page. */
  describedBy?: string;
}

/** Copies a text and confirms it in German beside the button (a polite live region). */
export function CopyButton({ text, label, doneText, describedBy }: CopyButtonProps) {
  const [state, setState] = useState<'idle' | 'done' | 'failed'>('idle');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = async () => {
    window.clearTimeout(timer.current);
    try {
      await copyText(text);
      setState('done');
    } catch {
      setState('failed');
    }
    timer.current = window.setTimeout(() => setState('idle'), 4000);
  };

  return (
    <span className="copy-button">
      <button
        type="button"
        className="button button--secondary button--small"
        aria-describedby={describedBy}
        onClick={() => void copy()}
      >
        <Icon name={state === 'done' ? 'check' : 'copy'} />
        {label}
      </button>
      <span className="copy-button__status" role="status">
        {state === 'done' && doneText}
        {state === 'failed' && 'Kopieren nicht möglich – bitte markieren und mit Strg+C kopieren.'}
      </span>
    </span>
  );
}
