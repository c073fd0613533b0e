import { Link, useSearchParams } from 'react-router-dom';
import { useCheckDraft } from '../api/get-check-draft.ts';
import { CheckBar, CheckTab, useCurrentProblems } from '../components/check-bar.tsx';
import { DraftState, EditorColumns, StructureReadOnly } from '../components/editor-frame.tsx';
import { useCheckEditor } from '../components/editor-context.tsx';
import { CheckProperties } from '../components/process/check-properties.tsx';
import { SlideList } from '../components/process/slide-list.tsx';
import { problemsBySlide } from '../utils/problems.ts';

/** Route CheckProcess: the slides of a check, their types, texts, answers and order (Administrator, Land). */
export default function CheckProcessPage() {
  return <CheckTab tab="process" editor={ProcessEditor} />;
}

function ProcessEditor({ checkId }: { checkId: string }) {
  const { canEditStructure, path } = useCheckEditor();
  const [searchParams] = useSearchParams();
  const draft = useCheckDraft(checkId);
  const problems = useCurrentProblems(draft.data);

  if (!draft.data)
    return <DraftState isPending={draft.isPending} error={draft.error} onRetry={() => void draft.refetch()} />;
  const detail = draft.data;
  if (!canEditStructure(detail.check)) {
    return (
      <StructureReadOnly title={detail.check.title}>
        Den Ablauf dieses Checks bearbeitet sein Land. Sie können die lokalen Werte Ihrer Gemeinde unter{' '}
        <Link to={path('content', { check: checkId })}>Inhalte</Link> pflegen.
      </StructureReadOnly>
    );
  }

  return (
    <>
      <CheckBar detail={detail} tab="process" refreshing={draft.isFetching} />
      {detail.check.deleted_at && (
        <p className="editor-notice" role="note">
          Dieser Check ist gelöscht. Stellen Sie ihn in der Übersicht wieder her, um ihn zu bearbeiten.
        </p>
      )}
      <EditorColumns detail={detail}>
        <CheckProperties check={detail.check} />
        <SlideList detail={detail} problems={problemsBySlide(problems ?? [])} slideParam={searchParams.get('slide')} />
      </EditorColumns>
    </>
  );
}
