import type { Check } from '@baucheck/shared/checks';
import { CHECK_GROUP_LABELS, CHECK_GROUPS, type CheckGroup } from '@baucheck/shared/enums';
import { useQueryClient } from '@tanstack/react-query';
import { Toast } from 'primereact/toast';
import { useCallback, useMemo, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useOutlet, useParams, useSearchParams } from 'react-router-dom';
import { routePath } from '#app/routes.tsx';
import { PageLoading } from '#components/page-loading.tsx';
import { useDocumentTitle } from '#components/use-document-title.ts';
import { useMyUnits } from '#features/embed-links/api/list-my-units.ts';
import { useCurrentUser } from '#features/users/api/get-current-user.ts';
import { errorText } from '#lib/error-text.ts';
import { checkEditorKeys } from '../api/query-keys.ts';
import {
  CheckEditorContext,
  type CheckEditorContextValue,
  type EditorFeedback,
  type PublishAttempt,
} from '../components/editor-context.tsx';
import { createDirtyStore, UnsavedChangesGuard } from '../components/unsaved-changes.tsx';
import { editorPath, EDITOR_TABS, TAB_LABELS, type EditorSearch, type EditorTab } from '../utils/editor-paths.ts';
import { isConflict, serverMessage } from '../utils/server-message.ts';
import '../check-editor.css';

const isGroup = (value: string | undefined): value is CheckGroup =>
  (CHECK_GROUPS as readonly string[]).includes(value ?? '');

/** Tabs that work on one check keep it (and the chosen unit) when switching between them. */
const CHECK_TABS: readonly EditorTab[] = ['content', 'process', 'outcome', 'compare'];

/**
 * Route ListCheckOverview (`/checks/:group/:isDraft`): the frame of the check editor with the group's
 * heading, the tabs Übersicht, Inhalte, Ablauf and Ergebnisse (the last two for Administrator and
 * Land), the feedback (toasts, the conflict banner with "Neu laden") and the guard for unsaved input.
 * It also frames "Versionen vergleichen" (compare), opened from a check rather than from the tabs.
 */
export default function CheckEditorLayout() {
  const params = useParams();
  const outlet = useOutlet();
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const { user } = useCurrentUser();
  const myUnits = useMyUnits({ enabled: Boolean(user) });
  // A callback ref kept in state: the feedback functions may use it without reading a ref during render.
  const [toast, setToast] = useState<Toast | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const [publishAttempt, setPublishAttempt] = useState<PublishAttempt | null>(null);
  const [dirty] = useState(createDirtyStore);
  const group = isGroup(params.group) ? params.group : null;
  const isDraft = params.isDraft === 'true';
  const currentTab = EDITOR_TABS.find((tab) => location.pathname.endsWith(`/${tab}`)) ?? 'overview';
  useDocumentTitle(group ? `${TAB_LABELS[currentTab]} – Checks: ${CHECK_GROUP_LABELS[group]}` : 'Checks');

  const feedback = useMemo<EditorFeedback>(
    () => ({
      success: (text) => toast?.show({ severity: 'success', summary: text, life: 4000 }),
      failure: (error, what) => {
        const detail = serverMessage(error);
        toast?.show({ severity: 'error', summary: what, detail, life: 10_000 });
        if (isConflict(error)) setConflict(detail);
      },
    }),
    [toast],
  );

  const reload = useCallback(async () => {
    setConflict(null);
    await queryClient.invalidateQueries({ queryKey: checkEditorKeys.all });
  }, [queryClient]);

  const context = useMemo<CheckEditorContextValue | null>(() => {
    if (!user || !group || !myUnits.data) return null;
    const workUnits = myUnits.data;
    const ownLands = new Set(workUnits.filter((unit) => unit.kind === 'Land').map((unit) => unit.id));
    const ownUnits = new Set(workUnits.map((unit) => unit.id));
    const worksForLand = (landId: string) =>
      user.level === 'Administrator' || (user.level === 'Land' && ownLands.has(landId));
    const canEditStructure = (check: Check) => worksForLand(check.land_id);
    return {
      user,
      group,
      isDraft,
      workUnits,
      worksForLand,
      canEditStructure,
      canPublish: (check) =>
        canEditStructure(check) ||
        (check.type === 'Individuell' && check.owner_unit_id !== null && ownUnits.has(check.owner_unit_id)),
      path: (tab: EditorTab, search?: EditorSearch) => editorPath(group, isDraft, tab, search),
      publishAttempt,
      setPublishAttempt,
      feedback,
      dirty,
    };
  }, [user, group, isDraft, myUnits.data, publishAttempt, feedback, dirty]);

  if (!group || (params.isDraft !== 'true' && params.isDraft !== 'false')) {
    return (
      <article className="page">
        <h1>Diese Check-Gruppe gibt es nicht</h1>
        <p>Bitte wählen Sie eine der Gruppen:</p>
        <ul>
          {CHECK_GROUPS.map((candidate) => (
            <li key={candidate}>
              <Link to={routePath('ListCheckOverview', { group: candidate, isDraft: 'false' })}>
                {CHECK_GROUP_LABELS[candidate]}
              </Link>
            </li>
          ))}
        </ul>
      </article>
    );
  }
  // The drawer links to the group itself: that is the overview.
  if (!outlet) return <Navigate to={{ pathname: 'overview', search: location.search }} replace />;
  if (user === undefined || (user && myUnits.isPending)) return <PageLoading />;
  if (user === null) {
    return (
      <article className="page">
        <h1>Bitte melden Sie sich an</h1>
        <p>
          <Link to={routePath('Login')}>Zur Anmeldung</Link>
        </p>
      </article>
    );
  }
  if (!context) {
    return (
      <article className="page" role="alert">
        <h1>Checks: {CHECK_GROUP_LABELS[group]}</h1>
        <p>Die Daten konnten nicht geladen werden. {errorText(myUnits.error)}</p>
        <button type="button" className="button button--secondary" onClick={() => void reload()}>
          Erneut versuchen
        </button>
      </article>
    );
  }

  // The comparison is opened from a check (its bar, the overview's actions), not from the tab row.
  const tabs = EDITOR_TABS.filter(
    (tab) =>
      tab !== 'compare' &&
      ((tab !== 'process' && tab !== 'outcome') || user.level === 'Administrator' || user.level === 'Land'),
  );
  const keptSearch: EditorSearch = {
    check: searchParams.get('check'),
    unit: searchParams.get('unit'),
  };

  return (
    <CheckEditorContext.Provider value={context}>
      <div className="check-editor">
        <header className="check-editor__header">
          <nav aria-label="Brotkrumennavigation" className="check-editor__breadcrumb">
            <Link to={routePath('AdministrationPage')}>Admin-Bereich</Link>
            <span aria-hidden="true"> › </span>
            <span>Checks</span>
          </nav>
          <div className="check-editor__title-row">
            <h1>Checks: {CHECK_GROUP_LABELS[group]}</h1>
            <label className="check-editor__group-switch">
              <span>Gruppe</span>
              <select
                className="editor-select"
                value={group}
                onChange={(event) => navigate(editorPath(event.target.value as CheckGroup, isDraft, 'overview'))}
              >
                {CHECK_GROUPS.map((candidate) => (
                  <option key={candidate} value={candidate}>
                    {CHECK_GROUP_LABELS[candidate]}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <nav aria-label="Bereiche des Check-Editors">
            <ul className="editor-tabs">
              {tabs.map((tab) => (
                <li key={tab}>
                  <Link
                    className="editor-tabs__link"
                    to={editorPath(group, isDraft, tab, CHECK_TABS.includes(tab) ? keptSearch : {})}
                    aria-current={tab === currentTab ? 'page' : undefined}
                  >
                    {TAB_LABELS[tab]}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </header>
        {conflict && (
          <div className="editor-conflict" role="alert">
            <p>
              <strong>Die Änderung wurde abgelehnt.</strong> {conflict} Ihre Eingaben in offenen Formularen bleiben beim
              Neuladen erhalten; speichern Sie sie danach erneut.
            </p>
            <button type="button" className="button button--primary" onClick={() => void reload()}>
              Neu laden
            </button>
          </div>
        )}
        {outlet}
      </div>
      {/* Where the admin pages show theirs (toast-provider.tsx): top right covered the header's FAQ button. */}
      <Toast ref={setToast} position="bottom-right" className="editor-toast" />
      <UnsavedChangesGuard store={dirty} />
    </CheckEditorContext.Provider>
  );
}
