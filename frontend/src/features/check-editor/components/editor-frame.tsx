import type { CheckDetail } from '@baucheck/shared/checks';
import type { ReactNode } from 'react';
import { useReferenceUnitsById } from '../api/get-units-by-id.ts';
import { CheckPreview } from './preview/check-preview.tsx';
import { TestCaseList } from './preview/test-cases.tsx';
import { LoadFailure } from './load-failure.tsx';
import { toEngineCheck } from '../utils/definition.ts';
import { useCheckEditor } from './editor-context.tsx';
import { localValuesLiveNote } from '../utils/labels.ts';
import { unitLabel } from '../utils/work-units.ts';

interface DraftStateProps {
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
}

/** Loading and error states of a draft. */
export function DraftState({ isPending, error, onRetry }: DraftStateProps) {
  if (isPending)
    return (
      <p className="page-loading" role="status">
        Der Check wird geladen …
      </p>
    );
  return (
    <LoadFailure
      what="Der Check konnte nicht geladen werden."
      error={error}
      onRetry={onRetry}
      className="page editor-error"
    />
  );
}

/**
 * In place of a structure tab (process, outcome) for staff who may not edit the check's structure
 * (Kommune staff on their Land's check): whose work it is and where their own part is.
 */
export function StructureReadOnly({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="page editor-page">
      <h2 className="editor-page__title">{title}</h2>
      <p>{children}</p>
    </section>
  );
}

interface EditorColumnsProps {
  detail: CheckDetail;
  /** Content tab: the unit whose local values the preview shows. */
  unitId?: string | null;
  children: ReactNode;
}

/** The editing column beside the live preview (below it on narrow screens). */
export function EditorColumns({ detail, unitId = null, children }: EditorColumnsProps) {
  const { workUnits, canPublish } = useCheckEditor();
  const { check } = detail;
  const unitOfPreview = unitId ?? check.owner_unit_id ?? check.land_id;
  const units = useReferenceUnitsById([unitOfPreview, check.land_id], workUnits);
  const unit = units.get(unitOfPreview) ?? null;
  const land = units.get(check.land_id) ?? null;
  const definition = toEngineCheck(detail, unitId);
  // A unit's cases go with its local values (the content tab offers only units the user works for);
  // the check's own cases with publishing it. The server decides either way.
  const canKeepCases = unitId !== null || canPublish(check);
  return (
    <div className="editor-columns">
      <div className="editor-columns__main">{children}</div>
      <aside className="editor-columns__preview" aria-label="Vorschau des Entwurfs">
        <CheckPreview
          definition={definition}
          check={{
            check_id: check.id,
            version: check.latest_version + 1,
            group: check.group,
            type: check.type,
            title: check.title,
            legal_basis: check.legal_basis,
            as_of: check.as_of,
            published_at: check.updated_at,
          }}
          unit={unit?.id === land?.id ? null : unit}
          land={land}
          revision={check.content_revision}
          note={unitId && unit ? `mit den lokalen Werten von ${unitLabel(unit)}` : undefined}
          extra={unitId && unit ? localValuesLiveNote(check.latest_version) : undefined}
          testCases={canKeepCases ? { checkId: check.id, unitId } : undefined}
        />
        <TestCaseList checkId={check.id} unitId={unitId} definition={definition} canKeep={canKeepCases} />
      </aside>
    </div>
  );
}
