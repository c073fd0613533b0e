import { errorText } from '#lib/error-text.ts';

/** A failed read: what could not be loaded, the server's reason and "Erneut versuchen". */
export function LoadFailure({
  what,
  error,
  onRetry,
  className = 'editor-error',
}: {
  what: string;
  error: unknown;
  onRetry: () => void;
  className?: string;
}) {
  return (
    <div role="alert" className={className}>
      <p>
        {what} {errorText(error)}
      </p>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        Erneut versuchen
      </button>
    </div>
  );
}
