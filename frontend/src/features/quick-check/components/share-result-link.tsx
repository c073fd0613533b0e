import { resultLinkUrl, type SharedResult } from '@baucheck/shared/result-link';
import { useEffect, useId, useRef, useState } from 'react';

type ShareState =
  | { state: 'idle' }
  | { state: 'copied' }
  /** No clipboard (an insecure context, a frame without permission): the link to copy by hand. */
  | { state: 'manual'; url: string };

/**
 * "Ergebnis-Link kopieren": a link that reopens this result with the same answers on any device.
 * The answers travel only in the link's fragment (shared/src/result-link.ts), which browsers never
 * send to a server; nothing is stored. The link is built when asked for (deflating is asynchronous).
 * Give it a `key` of the answers, so that a link for other answers never stays on screen.
 */
export function ShareResultLink({ result }: { result: SharedResult }) {
  const id = useId();
  const [share, setShare] = useState<ShareState>({ state: 'idle' });
  const field = useRef<HTMLInputElement>(null);

  // The field takes the focus with the link selected, ready for Ctrl+C.
  useEffect(() => {
    if (share.state === 'manual') field.current?.focus();
  }, [share]);

  const copy = async () => {
    // Always the standalone result page, also from inside a municipality's frame.
    const url = await resultLinkUrl(window.location.origin, result);
    try {
      if (!navigator.clipboard?.writeText) throw new Error('no clipboard');
      await navigator.clipboard.writeText(url);
      setShare({ state: 'copied' });
    } catch {
      setShare({ state: 'manual', url });
    }
  };

  return (
    <section className="qc-share" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Ergebnis später wieder öffnen</h2>
      <p id={`${id}-hint`}>
        Der Link öffnet dieses Ergebnis mit Ihren Antworten erneut, auch auf einem anderen Gerät. Ihre Antworten stehen
        nur im Link selbst und werden nirgends gespeichert. Wer den Link hat, kann Ihr Ergebnis und Ihre Angaben sehen.
      </p>
      <button
        type="button"
        className="button button--secondary"
        aria-describedby={`${id}-hint`}
        onClick={() => void copy()}
      >
        Ergebnis-Link kopieren
      </button>
      {share.state === 'manual' && (
        <div className="qc-share__manual">
          <label htmlFor={`${id}-url`}>Link zu Ihrem Ergebnis</label>
          <input
            id={`${id}-url`}
            ref={field}
            className="qc-input qc-share__url"
            type="text"
            readOnly
            value={share.url}
            onFocus={(event) => event.currentTarget.select()}
          />
        </div>
      )}
      <p role="status" className={`qc-pdf-status${share.state === 'manual' ? ' qc-share__advice' : ''}`}>
        {share.state === 'copied' &&
          'Der Link zu Ihrem Ergebnis wurde kopiert. Fügen Sie ihn zum Beispiel in eine E-Mail oder Notiz ein.'}
        {share.state === 'manual' &&
          'Der Link konnte nicht automatisch kopiert werden. Er steht markiert im Feld „Link zu Ihrem Ergebnis“: Kopieren Sie ihn mit Strg+C (auf dem Mac ⌘+C).'}
      </p>
    </section>
  );
}
