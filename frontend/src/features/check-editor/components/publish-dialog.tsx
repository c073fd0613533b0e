import type { Check } from '@baucheck/shared/checks';
import { errorText } from '#lib/error-text.ts';
import { useVersionComparison } from '../api/compare-versions.ts';
import { useReferenceUnitsById } from '../api/get-units-by-id.ts';
import { reachOfPublishing } from '../utils/work-units.ts';
import { ActionDialog } from './action-dialog.tsx';
import { useCheckEditor } from './editor-context.tsx';

/** Changes named in the dialog; the comparison tab shows all of them. */
const CHANGES_SHOWN = 5;

interface PublishDialogProps {
  check: Check;
  busy: boolean;
  onConfirm: () => void;
  onHide: () => void;
}

/**
 * Before a draft is published: whom the new version reaches at once and what changed since the newest
 * version (the server's comparison). A draft without changes is not published again: an identical
 * version would only tell every Gemeinde of something new that is not.
 */
export function PublishDialog({ check, busy, onConfirm, onHide }: PublishDialogProps) {
  const { workUnits } = useCheckEditor();
  // The reach is told with the names of the check's Land and (for a copy) its Gemeinde, read by id.
  const units = useReferenceUnitsById([check.land_id, check.owner_unit_id], workUnits);
  const names = {
    land: units.get(check.land_id)?.name ?? 'das Land',
    owner: check.owner_unit_id ? (units.get(check.owner_unit_id)?.name ?? null) : null,
  };
  const latest = check.latest_version;
  const comparison = useVersionComparison(check.id, latest > 0 ? latest : null, latest > 0 ? 'draft' : null);
  const changes = comparison.data?.changes;
  const unchanged = changes?.length === 0;
  return (
    <ActionDialog
      visible
      title="Check veröffentlichen"
      confirmLabel={`Version ${latest + 1} veröffentlichen`}
      busyLabel="Wird veröffentlicht …"
      busy={busy}
      confirmDisabled={latest > 0 && (changes === undefined || unchanged)}
      onConfirm={onConfirm}
      onHide={onHide}
    >
      <p className="editor-dialog__fact">
        Check: <strong>{check.title}</strong>
      </p>
      <p className="editor-dialog__intro">{reachOfPublishing(check, names)}</p>
      {latest > 0 && (
        <div role="status">
          {comparison.isError ? (
            <p className="editor-error">
              Die Änderungen seit Version {latest} konnten nicht ermittelt werden. {errorText(comparison.error)}
            </p>
          ) : !changes ? (
            <p className="page-loading">Änderungen seit Version {latest} werden ermittelt …</p>
          ) : unchanged ? (
            <p className="editor-notice">
              Der Entwurf ist seit Version {latest} unverändert. Es gibt nichts Neues zu veröffentlichen.
            </p>
          ) : (
            <>
              <p>
                {changes.length === 1 ? '1 Änderung' : `${changes.length} Änderungen`} seit Version {latest}:
              </p>
              <ul>
                {changes.slice(0, CHANGES_SHOWN).map((change, index) => (
                  <li key={index}>{change.text}</li>
                ))}
              </ul>
              {changes.length > CHANGES_SHOWN && (
                <p>… und {changes.length - CHANGES_SHOWN} weitere (alle unter „Versionen vergleichen“).</p>
              )}
            </>
          )}
        </div>
      )}
    </ActionDialog>
  );
}
