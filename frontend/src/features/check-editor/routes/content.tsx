import { useId } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { useCheckDraft } from '../api/get-check-draft.ts';
import { CheckBar, CheckTab, useCurrentProblems } from '../components/check-bar.tsx';
import { LocalValues } from '../components/content/local-values.tsx';
import { DraftState, EditorColumns } from '../components/editor-frame.tsx';
import { useCheckEditor } from '../components/editor-context.tsx';
import { UnitSelect } from '../components/unit-select.tsx';
import { problemsBySlide } from '../utils/problems.ts';
import { unitLabel, unitsOfCheck } from '../utils/work-units.ts';

/** Route CheckContent: a reference unit's local values of a check (Administrator, Land, Kommune). */
export default function CheckContentPage() {
  return <CheckTab tab="content" editor={ContentEditor} />;
}

function ContentEditor({ checkId }: { checkId: string }) {
  const { workUnits, user, path } = useCheckEditor();
  const [searchParams, setSearchParams] = useSearchParams();
  const selectId = useId();
  const unitParam = searchParams.get('unit');
  const draft = useCheckDraft(checkId, unitParam);
  const problems = useCurrentProblems(draft.data);

  if (!draft.data)
    return <DraftState isPending={draft.isPending} error={draft.error} onRetry={() => void draft.refetch()} />;
  const detail = draft.data;
  const choices = unitsOfCheck(detail.check, workUnits);
  const unit = choices.find((candidate) => candidate.id === unitParam) ?? null;
  // Kommune staff work for their own Gemeinde: preselect it.
  const preselect = user.level === 'Kommune' || choices.length === 1 ? choices[0] : undefined;
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
          {choices.length === 0 ? (
            <p className="editor-notice">
              Für diesen Check gibt es keine Bezugseinheit, deren lokale Werte Sie pflegen dürfen.
            </p>
          ) : choices.length === 1 && unit ? (
            <p className="unit-choice__fixed">
              Bezugseinheit: <strong>{unitLabel(unit)}</strong>
            </p>
          ) : (
            <UnitSelect
              id={selectId}
              label="Bezugseinheit, deren lokale Werte Sie bearbeiten"
              units={choices}
              value={unit?.id ?? ''}
              placeholder="Bitte wählen"
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
          choices.length > 0 && <p className="slide-list__empty">Bitte wählen Sie eine Bezugseinheit.</p>
        )}
      </EditorColumns>
    </>
  );
}
