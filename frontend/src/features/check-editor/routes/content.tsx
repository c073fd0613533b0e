import type { ReferenceUnit } from '@baucheck/shared/reference-units';
import { useId } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { useCheckDraft } from '../api/get-check-draft.ts';
import { useReferenceUnitsById } from '../api/get-units-by-id.ts';
import { CheckBar, CheckTab, useCurrentProblems } from '../components/check-bar.tsx';
import { LocalValues } from '../components/content/local-values.tsx';
import { DraftState, EditorColumns } from '../components/editor-frame.tsx';
import { useCheckEditor } from '../components/editor-context.tsx';
import { UnitPicker } from '../components/unit-picker.tsx';
import { problemsBySlide } from '../utils/problems.ts';
import { unitLabel, unitsOfCheck } from '../utils/work-units.ts';

/** Route CheckContent: a reference unit's local values of a check (Administrator, Land, Kommune). */
export default function CheckContentPage() {
  return <CheckTab tab="content" editor={ContentEditor} />;
}

function ContentEditor({ checkId }: { checkId: string }) {
  const { workUnits, worksForLand, user, path } = useCheckEditor();
  const [searchParams, setSearchParams] = useSearchParams();
  const selectId = useId();
  const unitParam = searchParams.get('unit');
  const draft = useCheckDraft(checkId, unitParam);
  const problems = useCurrentProblems(draft.data);
  const named = useReferenceUnitsById([unitParam, draft.data?.check.owner_unit_id], workUnits);

  if (!draft.data)
    return <DraftState isPending={draft.isPending} error={draft.error} onRetry={() => void draft.refetch()} />;
  const detail = draft.data;
  // Administrators and the Land's staff may pick any unit of the check's Land (searched); others their own.
  const wholeLand = worksForLand(detail.check.land_id);
  const ownIds = new Set(workUnits.map((candidate) => candidate.id));
  const permitted = (candidates: ReferenceUnit[]) =>
    unitsOfCheck(detail.check, candidates).filter((candidate) => wholeLand || ownIds.has(candidate.id));
  const choices = permitted([...new Map([...workUnits, ...named.values()].map((u) => [u.id, u])).values()]);
  const searchLand = wholeLand && detail.check.type === 'Standard' ? detail.check.land_id : null;
  const unit = choices.find((candidate) => candidate.id === unitParam) ?? null;
  // Kommune staff work for their own Gemeinde, a copy belongs to one: preselect it.
  const preselect =
    user.level === 'Kommune' || (choices.length === 1 && !searchLand)
      ? (permitted(workUnits)[0] ?? choices[0])
      : undefined;
  if (!unit && preselect && !unitParam) {
    return (
      <Navigate
        to={path('content', { check: checkId, unit: preselect.id, slide: searchParams.get('slide') })}
        replace
      />
    );
  }

  const update = (changes: Record<string, string | null>) =>
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <>
      <CheckBar detail={detail} tab="content" refreshing={draft.isFetching} />
      <EditorColumns detail={detail} unitId={unit?.id ?? null}>
        <div className="unit-choice">
          {choices.length === 0 && !searchLand ? (
            <p className="editor-notice">
              Für diesen Check gibt es keine Bezugseinheit, deren lokale Werte Sie pflegen dürfen.
            </p>
          ) : choices.length === 1 && unit && !searchLand ? (
            <p className="unit-choice__fixed">
              Bezugseinheit: <strong>{unitLabel(unit)}</strong>
            </p>
          ) : (
            <UnitPicker
              id={selectId}
              label="Bezugseinheit, deren lokale Werte Sie bearbeiten"
              choices={choices}
              landId={searchLand}
              accept={(candidate) => permitted([candidate]).length > 0}
              value={unit?.id ?? ''}
              onChange={(unitId) => update({ unit: unitId || null, slide: null })}
              hint="Ein Land setzt Werte für alle seine Gemeinden; eine Gemeinde überschreibt die Werte ihres Landes."
            />
          )}
        </div>
        {unit ? (
          <LocalValues
            detail={detail}
            unitId={unit.id}
            unitName={unitLabel(unit)}
            problems={problemsBySlide(problems ?? [])}
            slideParam={searchParams.get('slide')}
          />
        ) : (
          (choices.length > 0 || searchLand) && (
            <p className="slide-list__empty">Bitte wählen Sie eine Bezugseinheit.</p>
          )
        )}
      </EditorColumns>
    </>
  );
}
