import type { Check, CheckDetail } from '@baucheck/shared/checks';
import { validateCheck, validationWarnings } from '@baucheck/shared/engine/validate';
import { PAGE_LIMIT_MAX } from '@baucheck/shared/pages';
import type { ConfirmedTestCase } from '@baucheck/shared/test-cases';
import { useIsMutating } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState, useSyncExternalStore, type ComponentType } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { errorText } from '#lib/error-text.ts';
import { useSettled } from '#lib/use-settled.ts';
import { checkScope } from '../api/draft-cache.ts';
import { CursorPager } from '../../admin-kit/components/cursor-pager.tsx';
import { useCursorPages } from '../../admin-kit/utils/use-cursor-pages.ts';
import { useCheckPage } from '../api/get-group-checks.ts';
import { usePublishCheck } from '../api/publish-check.ts';
import { toEngineCheck } from '../utils/definition.ts';
import type { EditorTab } from '../utils/editor-paths.ts';
import { germanDate } from '../utils/labels.ts';
import {
  problemCountText,
  publishProblemsOf,
  testCaseChangesOf,
  type PublishProblem,
  type TestCaseChange,
} from '../utils/problems.ts';
import { CheckSearch } from './check-search.tsx';
import { DocumentationLink } from './documentation-link.tsx';
import { PublishConfirmDialog } from './publish-confirm-dialog.tsx';
import { PublishDialog } from './publish-dialog.tsx';
import { TestCaseImpact } from './test-case-impact.tsx';
import { useCheckEditor } from './editor-context.tsx';

/**
 * The publish problems to show for a draft: the server's list for the revision it checked; after
 * further changes the same engine's verdict on the current draft, so fixed problems disappear at once.
 * Null while no publish was refused.
 */
export function useCurrentProblems(detail: CheckDetail | undefined): PublishProblem[] | null {
  const { publishAttempt } = useCheckEditor();
  return useMemo(() => {
    if (!detail || !publishAttempt || publishAttempt.checkId !== detail.check.id) return null;
    if (publishAttempt.revision === detail.check.content_revision) return publishAttempt.problems;
    return validateCheck(toEngineCheck(detail)).map((problem) => ({
      code: problem.code,
      slideId: problem.slide_id,
      message: problem.message,
    }));
  }, [detail, publishAttempt]);
}

/**
 * Checks worth opening in a tab: the structure tabs need structure rights; local values matter for
 * published checks (they apply to the published version) and for a Gemeinde's own copies.
 */
function workableIn(
  tab: EditorTab,
  check: Check,
  canEditStructure: (check: Check) => boolean,
  canPublish: (check: Check) => boolean,
): boolean {
  // Every check the user may read has versions to compare.
  if (tab === 'compare') return true;
  if (tab !== 'content') return canEditStructure(check);
  return canEditStructure(check) || check.latest_version > 0 || canPublish(check);
}

/**
 * A content, process or outcome tab: the chooser until a check is chosen (`?check=`), then the tab's
 * editor, mounted afresh for every check so no state of the previous one carries over.
 */
export function CheckTab({ tab, editor: Editor }: { tab: EditorTab; editor: ComponentType<{ checkId: string }> }) {
  const [searchParams] = useSearchParams();
  const checkId = searchParams.get('check');
  if (!checkId) return <CheckChooser tab={tab} />;
  return <Editor key={checkId} checkId={checkId} />;
}

/**
 * Shown on the content, process and outcome tabs until a check is chosen (`?check=`): the group's
 * checks a page at a time, with a search, as the server pages them (a Land has a copy per Gemeinde).
 */
function CheckChooser({ tab }: { tab: EditorTab }) {
  const { group, path, canEditStructure, canPublish } = useCheckEditor();
  const [search, setSearch] = useState('');
  const [q] = useSettled(search);
  // Only a list longer than a page needs a search; once there, it stays (clearing it must not take the
  // field, and the focus in it, away while the whole list loads again).
  const [searchable, setSearchable] = useState(false);
  const pages = useCursorPages(`${group} ${q}`);
  const checks = useCheckPage(group, { q, cursor: pages.cursor });
  const headingId = useId();
  const page = checks.data;
  const editable = (page?.items ?? []).filter((check) => workableIn(tab, check, canEditStructure, canPublish));

  if (checks.isError)
    return (
      <p role="alert" className="editor-error">
        Die Checks konnten nicht geladen werden. {errorText(checks.error)}
      </p>
    );
  if (!page)
    return (
      <p className="page-loading" role="status">
        Checks werden geladen …
      </p>
    );
  // Only one check to work on: open it straight away (not on the strength of a page of another search
  // standing in while this one loads, see useCheckPage).
  const onlyOne =
    !checks.isPlaceholderData && !q && pages.pageNumber === 1 && page.next_cursor === null && editable.length === 1;
  if (onlyOne && editable[0]) return <Navigate to={path(tab, { check: editable[0].id })} replace />;
  if (!searchable && (pages.pageNumber > 1 || page.next_cursor !== null)) setSearchable(true);
  const verb = tab === 'compare' ? 'vergleichen' : 'bearbeiten';
  return (
    <section className="page editor-page" aria-labelledby={headingId}>
      <h2 id={headingId} className="editor-page__title">
        {tab === 'compare'
          ? 'Von welchem Check möchten Sie Versionen vergleichen?'
          : 'Welchen Check möchten Sie bearbeiten?'}
      </h2>
      {(searchable || search) && <CheckSearch value={search} onChange={setSearch} />}
      {editable.length === 0 ? (
        <p>
          {page.next_cursor
            ? `Auf dieser Seite ist kein Check, den Sie hier ${verb} dürfen. Die Liste geht auf der nächsten Seite weiter.`
            : pages.pageNumber > 1
              ? 'Keine weiteren Checks.'
              : q
                ? 'Kein Check passt zu Ihrer Suche.'
                : `In dieser Gruppe gibt es keinen Check, den Sie hier ${verb} dürfen.`}{' '}
          <Link to={path('overview')}>Zur Übersicht</Link>
        </p>
      ) : (
        <ul className="check-chooser" aria-busy={checks.isPlaceholderData}>
          {editable.map((check) => (
            <li key={check.id}>
              <Link to={path(tab, { check: check.id })}>{check.title}</Link>{' '}
              <span className="overview-muted">
                ({check.type}, {check.latest_version > 0 ? `Version ${check.latest_version}` : 'nur Entwurf'})
              </span>
            </li>
          ))}
        </ul>
      )}
      <CursorPager
        label="Seiten der Checks"
        pageNumber={pages.pageNumber}
        nextCursor={page.next_cursor}
        onNext={pages.next}
        onPrevious={pages.previous}
        busy={checks.isFetching}
      />
    </section>
  );
}

/** The changed test cases a refused publish listed, with the draft revision it tried. */
interface CaseChanges {
  revision: number;
  changes: TestCaseChange[];
}
const NO_CHANGES: CaseChanges = { revision: 0, changes: [] };

interface CheckBarProps {
  detail: CheckDetail;
  /** The tab showing the bar; problem links open their slide there (from the outcome tab: in the process tab). */
  tab: EditorTab;
  /** Whether the draft is being refetched (publishing waits for the fresh content revision). */
  refreshing: boolean;
}

/**
 * The head of the content, process and outcome tabs: which check, its published version and the
 * draft's content revision, "Veröffentlichen" (sending that revision) and the documentation PDF.
 * A refused publish lists every problem here, each linking to its slide.
 */
export function CheckBar({ detail, tab, refreshing }: CheckBarProps) {
  const { check } = detail;
  const editor = useCheckEditor();
  // Problems are fixed at their slide: from the outcome tab in the process tab, from the comparison
  // wherever the user may edit the slide.
  const slideTab: EditorTab =
    tab === 'outcome' || tab === 'compare'
      ? tab === 'outcome' || editor.canEditStructure(check)
        ? 'process'
        : 'content'
      : tab;
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const publish = usePublishCheck(check.id);
  const changesRunning = useIsMutating({
    predicate: (mutation) => mutation.options.scope?.id === checkScope(check.id).id,
  });
  const problems = useCurrentProblems(detail);
  /** Changed test cases of a refused publish without other problems: the confirmation dialog is open while there are any. */
  const [caseChanges, setCaseChanges] = useState<CaseChanges>(NO_CHANGES);
  const attemptChanges =
    editor.publishAttempt?.checkId === check.id && editor.publishAttempt.revision === check.content_revision
      ? (editor.publishAttempt.testCaseChanges ?? [])
      : [];
  const problemsHeading = useRef<HTMLHeadingElement>(null);
  const [announcement, setAnnouncement] = useState('');
  /** Whether "Veröffentlichen" asks for confirmation (whom it reaches, what changed). */
  const [confirming, setConfirming] = useState(false);
  const focusProblems = useRef(false);
  const headingId = useId();
  const canPublish = editor.canPublish(check) && !check.deleted_at;
  const busy = publish.isPending || changesRunning > 0 || refreshing;
  const unsaved = useSyncExternalStore(editor.dirty.subscribe, () => editor.dirty.isDirty());
  // What publishing allows but the author should check first (e.g. an outcome's reason for several answers).
  const warnings = useMemo(() => (canPublish ? validationWarnings(toEngineCheck(detail)) : []), [canPublish, detail]);

  // After a refused publish the focus goes to the list of problems, so screen readers read it out.
  useEffect(() => {
    if (focusProblems.current && problems) {
      problemsHeading.current?.focus();
      focusProblems.current = false;
    }
  }, [problems]);

  /**
   * Publishes the draft's revision. Confirming changed test cases publishes the revision whose publish
   * listed them, each with the result that publish gave it (what the author saw): if the draft changed
   * since, the server refuses (409) or lists the changes again, and nothing unseen is stored.
   */
  const onPublish = (confirmed?: CaseChanges) => {
    if (busy) return;
    const revision = confirmed?.revision ?? check.content_revision;
    setAnnouncement('');
    const confirmations: ConfirmedTestCase[] = (confirmed?.changes ?? []).map((change) => ({
      id: change.testCaseId,
      result: change.current,
    }));
    publish.mutate(
      { revision, confirmed: confirmations },
      {
        onSuccess: (published) => {
          editor.setPublishAttempt(null);
          setCaseChanges(NO_CHANGES);
          const text =
            confirmations.length > 0
              ? `Version ${published.latest_version} ist veröffentlicht; ${confirmations.length === 1 ? 'ein Prüffall erwartet' : `${confirmations.length} Prüffälle erwarten`} jetzt das neue Ergebnis.`
              : `Version ${published.latest_version} ist veröffentlicht.`;
          setAnnouncement(text);
          editor.feedback.success(text);
        },
        onError: (error) => {
          const list = publishProblemsOf(error);
          const changes = testCaseChangesOf(error);
          if (list) {
            // Problems first: changed test cases are confirmed once the draft can be published at all.
            setCaseChanges(NO_CHANGES);
            editor.setPublishAttempt({ checkId: check.id, revision, problems: list, testCaseChanges: changes });
            focusProblems.current = true;
          } else if (changes.length > 0) {
            editor.setPublishAttempt(null);
            setCaseChanges({ revision, changes });
          } else {
            setCaseChanges(NO_CHANGES);
            editor.feedback.failure(error, 'Der Check konnte nicht veröffentlicht werden.');
          }
        },
      },
    );
  };

  // The switch offers the group's first checks by title (the chooser and the overview page through
  // all of them), and always the open one.
  const firstChecks = useCheckPage(editor.group, { limit: PAGE_LIMIT_MAX }).data?.items ?? [];
  const otherChecks = firstChecks.filter((candidate) =>
    workableIn(tab, candidate, editor.canEditStructure, editor.canPublish),
  );
  if (!otherChecks.some((candidate) => candidate.id === check.id)) otherChecks.unshift(check);
  const unitParam = slideTab === 'content' ? searchParams.get('unit') : null;
  /** A chapter without outcomes is fixed in the outcome tab; everything else at its slide. */
  const problemTab = (problem: PublishProblem): EditorTab =>
    problem.code === 'chapter_without_outcomes' && slideTab === 'process' ? 'outcome' : slideTab;

  return (
    <section className="check-bar" aria-labelledby={headingId}>
      <div className="check-bar__main">
        <div className="check-bar__identity">
          <h2 id={headingId} className="check-bar__title">
            {check.title}
          </h2>
          <p className="check-bar__facts">
            <span className={`editor-tag editor-tag--${check.type === 'Standard' ? 'standard' : 'individual'}`}>
              {check.type}
            </span>
            <span>
              {check.latest_version > 0
                ? `Veröffentlicht: Version ${check.latest_version}`
                : 'Noch nicht veröffentlicht'}
            </span>
            <span>Entwurfsstand {check.content_revision}</span>
            <span>Stand {germanDate(check.as_of)}</span>
          </p>
        </div>
        <div className="check-bar__actions">
          {otherChecks.length > 1 && (
            <label className="check-bar__switch">
              <span className="sr-only">Anderen Check öffnen</span>
              <select
                className="editor-select"
                value={check.id}
                onChange={(event) => navigate(editor.path(tab, { check: event.target.value }))}
              >
                {otherChecks.map((candidate) => (
                  <option key={candidate.id} value={candidate.id}>
                    {candidate.title}
                  </option>
                ))}
              </select>
            </label>
          )}
          {tab !== 'compare' && check.latest_version > 0 && (
            <Link className="button button--secondary" to={editor.path('compare', { check: check.id })}>
              Versionen vergleichen
            </Link>
          )}
          <DocumentationLink checkId={check.id} version="draft" />
          {canPublish && (
            <button
              type="button"
              className="button button--primary"
              aria-disabled={busy}
              aria-describedby={`${headingId}-revision`}
              onClick={() => !busy && setConfirming(true)}
            >
              {publish.isPending ? 'Wird veröffentlicht …' : 'Veröffentlichen'}
            </button>
          )}
        </div>
      </div>
      <p id={`${headingId}-revision`} className="sr-only">
        Veröffentlicht wird Entwurfsstand {check.content_revision}
        {busy ? '; bitte warten, bis alle Änderungen gespeichert sind' : ''}.
      </p>
      {canPublish && unsaved && (
        <p className="check-bar__unsaved">
          Sie haben Eingaben, die noch nicht gespeichert sind. Veröffentlicht wird nur der gespeicherte Entwurf.
        </p>
      )}
      <div role="status" className="check-bar__status">
        {announcement && <p className="check-bar__success">{announcement}</p>}
      </div>
      {warnings.length > 0 && (
        <details className="publish-warnings">
          <summary>
            Vor dem Veröffentlichen prüfen: {warnings.length === 1 ? '1 Hinweis' : `${warnings.length} Hinweise`}
          </summary>
          <ul className="problem-list">
            {warnings.map((warning, index) => (
              <li key={`${warning.code}-${warning.slide_id ?? 'check'}-${index}`}>
                {warning.slide_id ? (
                  <Link to={editor.path(slideTab, { check: check.id, slide: warning.slide_id, unit: unitParam })}>
                    {warning.message}
                  </Link>
                ) : (
                  warning.message
                )}
              </li>
            ))}
          </ul>
        </details>
      )}
      {canPublish && check.type === 'Standard' && editor.canEditStructure(check) && (
        <TestCaseImpact checkId={check.id} revision={check.content_revision} />
      )}
      {problems && (
        <div className={problems.length > 0 ? 'publish-problems' : 'publish-problems publish-problems--solved'}>
          <h3 ref={problemsHeading} tabIndex={-1} className="publish-problems__title">
            {problems.length > 0
              ? `Veröffentlichung nicht möglich: ${problemCountText(problems.length)}`
              : 'Alle Probleme sind behoben. Sie können jetzt veröffentlichen.'}
          </h3>
          {problems.length > 0 && attemptChanges.length > 0 && (
            <p className="publish-problems__cases">
              Außerdem ändert der Entwurf das Ergebnis von{' '}
              {attemptChanges.length === 1 ? 'einem Prüffall' : `${attemptChanges.length} Prüffällen`}; Sie bestätigen
              {attemptChanges.length === 1 ? ' ihn' : ' sie'} beim Veröffentlichen:{' '}
              {attemptChanges.map((change) => change.message).join('; ')}
            </p>
          )}
          {problems.length > 0 && (
            <ul className="problem-list">
              {problems.map((problem, index) => (
                <li key={`${problem.code}-${problem.slideId ?? 'check'}-${index}`}>
                  {problem.slideId ? (
                    <Link
                      to={editor.path(problemTab(problem), {
                        check: check.id,
                        slide: problem.slideId,
                        unit: unitParam,
                      })}
                    >
                      {problem.message}
                    </Link>
                  ) : (
                    problem.message
                  )}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {confirming && (
        <PublishDialog
          check={check}
          busy={busy}
          onConfirm={() => {
            setConfirming(false);
            onPublish();
          }}
          onHide={() => setConfirming(false)}
        />
      )}
      <PublishConfirmDialog
        changes={caseChanges.changes}
        busy={publish.isPending}
        onConfirm={() => onPublish(caseChanges)}
        onHide={() => setCaseChanges(NO_CHANGES)}
      />
    </section>
  );
}
