import { useEffect, useId } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useCheckDraft } from '../api/get-check-draft.ts';
import { CheckBar, CheckTab, useCurrentProblems } from '../components/check-bar.tsx';
import { DraftState, EditorColumns, StructureReadOnly } from '../components/editor-frame.tsx';
import { useCheckEditor } from '../components/editor-context.tsx';
import { OutcomeChapter } from '../components/outcome/outcome-chapter.tsx';
import { problemsBySlide } from '../utils/problems.ts';

/** Route CheckOutcome: the outcomes of each chapter, their texts, severities and rankings (Administrator, Land). */
export default function CheckOutcomePage() {
  return <CheckTab tab="outcome" editor={OutcomeEditor} />;
}

function OutcomeEditor({ checkId }: { checkId: string }) {
  const { canEditStructure, path } = useCheckEditor();
  const draft = useCheckDraft(checkId);
  const problems = useCurrentProblems(draft.data);
  const headingId = useId();
  const [searchParams] = useSearchParams();
  const slideParam = searchParams.get('slide');
  const loaded = Boolean(draft.data);

  // A problem link names a chapter: bring its outcomes into view and put the focus on its heading.
  useEffect(() => {
    if (!slideParam || !loaded) return;
    const heading = document.getElementById(`chapter-${slideParam}`)?.querySelector<HTMLElement>('h2');
    heading?.scrollIntoView({ block: 'start' });
    heading?.focus({ preventScroll: true });
  }, [slideParam, loaded]);

  if (!draft.data)
    return <DraftState isPending={draft.isPending} error={draft.error} onRetry={() => void draft.refetch()} />;
  const detail = draft.data;
  if (!canEditStructure(detail.check)) {
    return (
      <StructureReadOnly title={detail.check.title}>
        Die Ergebnisse dieses Checks bearbeitet sein Land. Zu den lokalen Werten:{' '}
        <Link to={path('content', { check: checkId })}>Inhalte</Link>.
      </StructureReadOnly>
    );
  }
  const chapters = detail.slides.filter((slide) => slide.type === 'Kapitel');
  const bySlide = problemsBySlide(problems ?? []);

  return (
    <>
      <CheckBar detail={detail} tab="outcome" refreshing={draft.isFetching} />
      <EditorColumns detail={detail}>
        <section className="outcome-page" aria-labelledby={headingId}>
          <h2 id={headingId} className="sr-only">
            Ergebnisse je Kapitel
          </h2>
          {chapters.length === 0 ? (
            <p className="slide-list__empty">
              Ergebnisse gehören zu Kapiteln. Legen Sie im <Link to={path('process', { check: checkId })}>Ablauf</Link>{' '}
              zuerst eine Kapitel-Folie an.
            </p>
          ) : (
            chapters.map((chapter, index) => (
              <OutcomeChapter
                key={chapter.id}
                detail={detail}
                chapter={chapter}
                chapterNumber={index + 1}
                problems={bySlide.get(chapter.id) ?? []}
              />
            ))
          )}
        </section>
      </EditorColumns>
    </>
  );
}
