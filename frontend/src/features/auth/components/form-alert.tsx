import { CheckIcon } from 'primereact/icons/check';
import { ExclamationTriangleIcon } from 'primereact/icons/exclamationtriangle';
import type { ReactNode } from 'react';

interface FormMessageProps {
  /** The message; nothing is shown while it is empty, but the live region stays in place. */
  children?: ReactNode;
}

/**
 * Form-level error (e.g. wrong credentials). The region is always rendered, so screen readers
 * announce a message as soon as it appears (a live region added together with its text often is not).
 */
export function FormError({ children }: FormMessageProps) {
  return (
    <div className="form-message-region" aria-live="assertive" aria-atomic="true">
      {children && (
        <div className="form-message form-message--error">
          <ExclamationTriangleIcon className="form-message__icon" aria-hidden="true" />
          <div>{children}</div>
        </div>
      )}
    </div>
  );
}

/** Form-level confirmation (e.g. "Code geschickt"), announced politely. */
export function FormNotice({ children }: FormMessageProps) {
  return (
    <div className="form-message-region" role="status" aria-atomic="true">
      {children && (
        <div className="form-message form-message--success">
          <CheckIcon className="form-message__icon" aria-hidden="true" />
          <div>{children}</div>
        </div>
      )}
    </div>
  );
}
