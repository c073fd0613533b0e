import { ExclamationTriangleIcon } from 'primereact/icons/exclamationtriangle';
import { RefreshIcon } from 'primereact/icons/refresh';
import { adminErrorText, fieldErrors, isConflict } from '../utils/admin-error-text.ts';

interface RequestAlertProps {
  /** The failed call, or null/undefined while there is nothing to say. */
  error: unknown;
  /**
   * Offered on a 409: loads the current data (the form then shows what is stored now). Without it a
   * conflict shows its text only.
   */
  onReload?: () => void;
  reloadLabel?: string;
}

/**
 * What went wrong with a save, in German and with the server's own words. The live region is always
 * rendered, so a message is announced as soon as it appears. A conflict (409) offers to load the
 * current data; validation problems that belong to a field are shown at that field instead.
 */
export function RequestAlert({ error, onReload, reloadLabel = 'Aktuelle Daten laden' }: RequestAlertProps) {
  const hasFieldErrors = Object.keys(fieldErrors(error)).length > 0;
  const conflict = isConflict(error);
  return (
    <div className="admin-alert-region" aria-live="assertive" aria-atomic="true">
      {Boolean(error) && (
        <div className={conflict ? 'admin-alert admin-alert--conflict' : 'admin-alert'}>
          <ExclamationTriangleIcon className="admin-alert__icon" aria-hidden="true" />
          <div className="admin-alert__body">
            <p>{hasFieldErrors ? 'Bitte prüfen Sie die markierten Felder.' : adminErrorText(error)}</p>
            {conflict && onReload && (
              <button type="button" className="button button--secondary button--small" onClick={onReload}>
                <RefreshIcon aria-hidden="true" />
                {reloadLabel}
              </button>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
