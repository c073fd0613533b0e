import type { Check } from '@baucheck/shared/checks';
import type { ReferenceUnit } from '@baucheck/shared/reference-units';
import { useQueryClient } from '@tanstack/react-query';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Menu } from 'primereact/menu';
import type { MenuItem } from 'primereact/menuitem';
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useSettled } from '#lib/use-settled.ts';
import { ScrollHint, useSidewaysOverflow } from '#components/scroll-hint.tsx';
import { CursorPager } from '../../admin-kit/components/cursor-pager.tsx';
import { useCursorPages } from '../../admin-kit/utils/use-cursor-pages.ts';
import { useAssociateCheck } from '../api/associate-check.ts';
import { useDeleteCheck } from '../api/delete-check.ts';
import { useDisassociateCheck } from '../api/disassociate-check.ts';
import { useDuplicateCheck } from '../api/duplicate-check.ts';
import { useCheckPage } from '../api/get-group-checks.ts';
import { useReferenceUnitsById } from '../api/get-units-by-id.ts';
import { publishCheck } from '../api/publish-check.ts';
import { checkEditorKeys } from '../api/query-keys.ts';
import { useRestoreCheck } from '../api/restore-check.ts';
import { ActionDialog } from '../components/action-dialog.tsx';
import { CheckSearch } from '../components/check-search.tsx';
import { documentationUrl } from '../components/documentation-link.tsx';
import { LoadFailure } from '../components/load-failure.tsx';
import { useCheckEditor } from '../components/editor-context.tsx';
import { NewCheckDialog } from '../components/new-check-dialog.tsx';
import { PublishDialog } from '../components/publish-dialog.tsx';
import { UnitPicker } from '../components/unit-picker.tsx';
import { germanDate } from '../utils/labels.ts';
import { problemCountText, publishProblemsOf, type PublishProblem } from '../utils/problems.ts';
import { editorPath } from '../utils/editor-paths.ts';
import { associatedWith, associationText, unitLabel, unitsOfCheck } from '../utils/work-units.ts';

type UnitAction = 'associate' | 'disassociate' | 'duplicate';
type PendingAction =
  | { kind: UnitAction; check: Check }
  | { kind: 'delete'; check: Check }
  | { kind: 'publish'; check: Check }
  | { kind: 'problems'; check: Check; problems: PublishProblem[] };

const UNIT_ACTION_TEXTS: Record<UnitAction, { title: string; label: string; busy: string; intro: string }> = {
  associate: {
    title: 'Check zuordnen',
    label: 'Zuordnen',
    busy: 'Wird zugeordnet …',
    intro:
      'Die gewählte Bezugseinheit verwendet ab sofort die veröffentlichte Version dieses Checks. Ein bisher zugeordneter Check dieser Gruppe wird dort abgelöst.',
  },
  disassociate: {
    title: 'Zuordnung aufheben',
    label: 'Zuordnung aufheben',
    busy: 'Wird aufgehoben …',
    intro:
      'Die Bezugseinheit verwendet diesen Check danach nicht mehr; eine Gemeinde erhält wieder den Check ihres Landes.',
  },
  duplicate: {
    title: 'Für eine Gemeinde duplizieren',
    label: 'Duplizieren',
    busy: 'Wird dupliziert …',
    intro:
      'Die Gemeinde erhält eine eigene (individuelle) Kopie der veröffentlichten Version, mit ihren lokalen Werten als eigene Werte. Die Kopie ist ein Entwurf, bis sie veröffentlicht und zugeordnet wird.',
  },
};

interface UnitChoice {
  choices: ReferenceUnit[];
  /** A Land to search in, or the check whose units to search among ("Zuordnung aufheben"). */
  landId: string | null;
  usedBy: string | null;
  accept: (unit: ReferenceUnit) => boolean;
}

/** Checks per page: each row is two lines with its buttons, so a page is still a screen or two. */
const OVERVIEW_PAGE_SIZE = 25;

/** Below this width each check shows as a card instead of a table row (as in the admin tables). */
const STACK_BELOW = '767px';

interface Row {
  check: Check;
  /** The names of the units the check names (part of the row, so the table shows them once read). */
  names: { land: string; owner: string | null };
}

/** Route CheckOverview: the group's checks with their versions, associations and every action on them. */
export default function CheckOverviewPage() {
  const editor = useCheckEditor();
  const { group, isDraft, workUnits, worksForLand, user, feedback, canEditStructure, canPublish, path } = editor;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const headingId = useId();
  const dialogId = useId();
  const [showDeleted, setShowDeleted] = useState(false);
  const [search, setSearch] = useState('');
  const [settledSearch] = useSettled(search);
  const [creating, setCreating] = useState(false);
  const [pending, setPending] = useState<PendingAction | null>(null);
  const [chosenUnit, setChosenUnit] = useState('');
  const [publishingId, setPublishingId] = useState<string | null>(null);
  const menu = useRef<Menu>(null);
  const tableFrame = useRef<HTMLDivElement>(null);
  const [menuItems, setMenuItems] = useState<MenuItem[]>([]);

  // The server pages, searches and filters: a Land's list holds every copy of its Gemeinden.
  const filters = { q: settledSearch, unpublished: isDraft, showDeleted };
  const pages = useCursorPages(`${group} ${JSON.stringify(filters)}`);
  const checks = useCheckPage(group, { ...filters, cursor: pages.cursor, limit: OVERVIEW_PAGE_SIZE });
  const listed = checks.data?.items;
  const associate = useAssociateCheck();
  const disassociate = useDisassociateCheck();
  const duplicate = useDuplicateCheck();
  const remove = useDeleteCheck();
  const restore = useRestoreCheck();

  const ownUnitIds = new Set(workUnits.map((unit) => unit.id));
  // The units the listed checks name (Land, owner), read by id in one request.
  const namedIds = [chosenUnit, ...(listed ?? []).flatMap((check) => [check.land_id, check.owner_unit_id])];
  const unitsById = useReferenceUnitsById(namedIds, workUnits);
  const unitName = useCallback(
    (id: string) => {
      const unit = unitsById.get(id);
      return unit ? unitLabel(unit) : id;
    },
    [unitsById],
  );

  const rows = useMemo<Row[]>(
    () =>
      (listed ?? []).map((check) => ({
        check,
        names: {
          land: unitName(check.land_id),
          owner: check.owner_unit_id ? unitName(check.owner_unit_id) : null,
        },
      })),
    [listed, unitName],
  );

  const overflows = useSidewaysOverflow(tableFrame, '.p-datatable-wrapper', `${checks.status} ${rows.length}`);

  /**
   * The units the user may choose for an action on a check: the known ones (own units, the check's
   * Land and owner) and, where any Gemeinde of the check's Land fits, that Land to search in; for
   * "Zuordnung aufheben", whoever works for the whole Land searches the units that use the check
   * (the check only counts them).
   */
  const pickerFor = (kind: UnitAction, check: Check): UnitChoice => {
    const accept = (unit: ReferenceUnit) =>
      kind === 'duplicate'
        ? unit.kind === 'Gemeinde' && unitsOfCheck(check, [unit]).length > 0
        : kind === 'disassociate'
          ? associatedWith(check, unit)
          : !associatedWith(check, unit) && unitsOfCheck(check, [unit]).length > 0;
    const wholeLand = worksForLand(check.land_id);
    const named = [check.land_id, check.owner_unit_id]
      .map((id) => (id ? unitsById.get(id) : undefined))
      .filter((unit) => unit !== undefined);
    const known = unitsOfCheck(check, [...new Map([...workUnits, ...named].map((unit) => [unit.id, unit])).values()]);
    const choices = known.filter((unit) => (wholeLand || ownUnitIds.has(unit.id)) && accept(unit));
    const usedBy = wholeLand && kind === 'disassociate' && (check.land_associated || check.associated_gemeinden > 0);
    const searchable = wholeLand && check.type === 'Standard' && kind !== 'disassociate';
    return { choices, landId: searchable ? check.land_id : null, usedBy: usedBy ? check.id : null, accept };
  };
  const canChoose = (kind: UnitAction, check: Check) => {
    const picker = pickerFor(kind, check);
    return picker.landId !== null || picker.usedBy !== null || picker.choices.length > 0;
  };

  const openUnitAction = (kind: UnitAction, check: Check) => {
    // Nothing is preselected for removing an association: the first choice may be the Land's, whose
    // removal leaves every Gemeinde without a check of the group; the author names the unit.
    setChosenUnit(kind === 'disassociate' ? '' : (pickerFor(kind, check).choices[0]?.id ?? ''));
    setPending({ kind, check });
  };

  const publish = async (check: Check) => {
    setPublishingId(check.id);
    try {
      const published = await publishCheck(check.id, check.content_revision);
      feedback.success(`„${published.title}“ ist als Version ${published.latest_version} veröffentlicht.`);
      editor.setPublishAttempt(null);
    } catch (error) {
      const problems = publishProblemsOf(error);
      if (problems) {
        editor.setPublishAttempt({ checkId: check.id, revision: check.content_revision, problems });
        setPending({ kind: 'problems', check, problems });
      } else {
        feedback.failure(error, 'Der Check konnte nicht veröffentlicht werden.');
      }
    } finally {
      setPublishingId(null);
      await queryClient.invalidateQueries({ queryKey: checkEditorKeys.all });
    }
  };

  const associated = (check: Check) => check.land_associated || check.associated_gemeinden > 0;

  const actionsOf = (check: Check): MenuItem[] => {
    const items: MenuItem[] = [];
    const live = !check.deleted_at;
    const structure = canEditStructure(check);
    if (live && canPublish(check))
      items.push({
        label: 'Veröffentlichen …',
        command: () => setPending({ kind: 'publish', check }),
        disabled: publishingId !== null,
      });
    if (live && check.latest_version > 0 && canChoose('associate', check))
      items.push({ label: 'Zuordnen …', command: () => openUnitAction('associate', check) });
    if (canChoose('disassociate', check))
      items.push({ label: 'Zuordnung aufheben …', command: () => openUnitAction('disassociate', check) });
    if (live && check.type === 'Standard' && check.latest_version > 0 && canChoose('duplicate', check))
      items.push({ label: 'Für eine Gemeinde duplizieren …', command: () => openUnitAction('duplicate', check) });
    if (check.latest_version > 0)
      items.push({ label: 'Versionen vergleichen', command: () => navigate(path('compare', { check: check.id })) });
    if (check.latest_version > 0)
      items.push({
        label: `Dokumentation als PDF (Version ${check.latest_version})`,
        url: documentationUrl(check.id, check.latest_version),
      });
    items.push({ label: 'Dokumentation des Entwurfs als PDF', url: documentationUrl(check.id, 'draft') });
    if (structure && live)
      items.push({
        label: associated(check) ? 'Löschen (erst Zuordnungen aufheben)' : 'Löschen …',
        disabled: associated(check),
        command: () => setPending({ kind: 'delete', check }),
      });
    if (structure && !live)
      items.push({
        label: 'Wiederherstellen',
        command: () =>
          restore.mutate(check, {
            onSuccess: () => feedback.success(`„${check.title}“ ist wiederhergestellt.`),
            onError: (error) => feedback.failure(error, 'Der Check konnte nicht wiederhergestellt werden.'),
          }),
      });
    return items;
  };

  const runUnitAction = (kind: UnitAction, check: Check) => {
    const input = { checkId: check.id, unitId: chosenUnit };
    const name = unitName(chosenUnit);
    const done = (text: string) => () => {
      feedback.success(text);
      setPending(null);
    };
    if (kind === 'associate')
      associate.mutate(input, {
        onSuccess: done(`${name} verwendet jetzt „${check.title}“.`),
        onError: (error) => feedback.failure(error, 'Der Check konnte nicht zugeordnet werden.'),
      });
    if (kind === 'disassociate')
      disassociate.mutate(input, {
        onSuccess: done(`Die Zuordnung zu ${name} ist aufgehoben.`),
        onError: (error) => feedback.failure(error, 'Die Zuordnung konnte nicht aufgehoben werden.'),
      });
    if (kind === 'duplicate')
      duplicate.mutate(input, {
        onSuccess: (copy) => {
          done(`Die Kopie „${copy.title}“ ist angelegt.`)();
        },
        onError: (error) => feedback.failure(error, 'Der Check konnte nicht dupliziert werden.'),
      });
  };

  const editTab = (check: Check) => (canEditStructure(check) ? 'process' : 'content');

  const titleCell = ({ check, names }: Row) => {
    const owner = names.owner;
    return (
      <div className="overview-check">
        <span className="overview-check__title">{check.title}</span>
        <span className="overview-check__meta">
          <span className={`editor-tag editor-tag--${check.type === 'Standard' ? 'standard' : 'individual'}`}>
            {check.type}
          </span>{' '}
          {check.type === 'Standard' ? names.land : `für ${owner ?? 'eine Gemeinde'}`}
          {check.deleted_at && (
            <>
              {' '}
              <span className="editor-tag editor-tag--deleted">Gelöscht am {germanDate(check.deleted_at)}</span>
            </>
          )}
        </span>
      </div>
    );
  };

  const versionCell = ({ check }: Row) =>
    check.latest_version > 0 ? (
      <span>
        Version {check.latest_version}
        {check.published_at && <span className="overview-muted"> vom {germanDate(check.published_at)}</span>}
      </span>
    ) : (
      <span className="editor-tag editor-tag--draft">Nur Entwurf</span>
    );

  const legalCell = ({ check }: Row) => (
    <span>
      Stand {germanDate(check.as_of)}
      <span className="overview-muted overview-legal">{check.legal_basis}</span>
    </span>
  );

  const unitsCell = ({ check, names }: Row) => {
    const text = associationText(check, names);
    return text ? <span>{text}</span> : <span className="overview-muted">keine</span>;
  };

  const actionsCell = ({ check }: Row) => (
    <div className="overview-actions">
      {!check.deleted_at && (
        <Link
          className="button button--secondary button--small"
          to={path(editTab(check), { check: check.id })}
          aria-label={`„${check.title}“ bearbeiten`}
        >
          Bearbeiten
        </Link>
      )}
      <button
        type="button"
        className="button button--secondary button--small"
        aria-haspopup="menu"
        aria-controls={`${dialogId}-menu`}
        aria-label={`Weitere Aktionen für „${check.title}“`}
        onClick={(event) => {
          setMenuItems(actionsOf(check));
          menu.current?.toggle(event);
        }}
      >
        {publishingId === check.id ? 'Wird veröffentlicht …' : 'Aktionen'}
        <span aria-hidden="true"> ▾</span>
      </button>
    </div>
  );

  const nextCursor = checks.data?.next_cursor ?? null;
  // A search or filter reads a bounded share of the list per page, so a page may find nothing and still go on.
  const emptyMessage = nextCursor
    ? `Auf dieser Seite ist kein passender Check. Die ${filters.q ? 'Suche' : 'Liste'} geht auf der nächsten Seite weiter.`
    : pages.pageNumber > 1
      ? 'Keine weiteren Checks.'
      : filters.q
        ? 'Kein Check passt zu Ihrer Suche.'
        : isDraft
          ? 'Alle Checks dieser Gruppe sind veröffentlicht.'
          : 'Für diese Gruppe gibt es noch keinen Check, den Sie sehen dürfen.';

  let table;
  if (checks.isError) {
    table = (
      <LoadFailure
        what="Die Checks konnten nicht geladen werden."
        error={checks.error}
        onRetry={() => void checks.refetch()}
      />
    );
  } else if (!checks.data) {
    table = (
      <p className="page-loading" role="status">
        Checks werden geladen …
      </p>
    );
  } else {
    table = (
      <DataTable
        value={rows}
        dataKey="check.id"
        size="small"
        stripedRows
        // Phones: each check as a card of label–value pairs, its buttons in reach (check-editor.css).
        responsiveLayout="stack"
        breakpoint={STACK_BELOW}
        className="overview-table"
        rowClassName={({ check }: Row) => (check.deleted_at ? 'overview-row--deleted' : '')}
        pt={{ table: { 'aria-labelledby': headingId } }}
        emptyMessage={emptyMessage}
      >
        <Column header="Check" body={titleCell} />
        <Column header="Veröffentlicht" body={versionCell} />
        <Column header="Rechtsstand" body={legalCell} />
        <Column header="Zugeordnet" body={unitsCell} />
        <Column header={<span>Aktionen</span>} body={actionsCell} />
      </DataTable>
    );
  }

  const unitAction =
    pending && pending.kind !== 'delete' && pending.kind !== 'problems' && pending.kind !== 'publish' ? pending : null;
  const unitChoice = unitAction ? pickerFor(unitAction.kind, unitAction.check) : null;
  const unitBusy = associate.isPending || disassociate.isPending || duplicate.isPending;

  return (
    <section className="page editor-page" aria-labelledby={headingId}>
      <div className="overview-head">
        <h2 id={headingId} className="editor-page__title">
          Übersicht
        </h2>
        {(user.level === 'Administrator' || user.level === 'Land') && (
          <button type="button" className="button button--primary" onClick={() => setCreating(true)}>
            Neuer Check
          </button>
        )}
      </div>
      <p className="editor-page__intro">
        Standard-Checks gelten für alle Gemeinden eines Landes, die keinen eigenen Check zugeordnet haben. Individuelle
        Checks sind Kopien für eine Gemeinde. Lokale Werte einer Gemeinde pflegen Sie unter „Inhalte“.
      </p>
      <div className="overview-toolbar">
        <CheckSearch value={search} onChange={setSearch} />
        <label className="editor-checkbox">
          <input
            type="checkbox"
            checked={isDraft}
            onChange={(event) => navigate(editorPath(group, event.target.checked, 'overview'))}
          />
          Nur unveröffentlichte Entwürfe
        </label>
        <label className="editor-checkbox">
          <input type="checkbox" checked={showDeleted} onChange={(event) => setShowDeleted(event.target.checked)} />
          Gelöschte Checks anzeigen
        </label>
      </div>
      <p className="sr-only" role="status">
        {checks.data && !checks.isPlaceholderData
          ? `${rows.length === 1 ? '1 Check' : `${rows.length} Checks`}${pages.pageNumber > 1 ? ` auf Seite ${pages.pageNumber}` : ''}`
          : ''}
      </p>
      {/* While another page or search loads, the last one stays, dimmed and marked busy. */}
      <div
        className={
          checks.isPlaceholderData ? 'overview-table-frame overview-table-frame--busy' : 'overview-table-frame'
        }
        aria-busy={checks.isPlaceholderData}
        ref={tableFrame}
      >
        <ScrollHint show={overflows} />
        {table}
      </div>
      <CursorPager
        label="Seiten der Checks"
        pageNumber={pages.pageNumber}
        nextCursor={nextCursor}
        onNext={pages.next}
        onPrevious={pages.previous}
        busy={checks.isFetching}
      />
      <Menu
        model={menuItems}
        popup
        ref={menu}
        id={`${dialogId}-menu`}
        className="overview-menu"
        aria-label="Aktionen des Checks"
      />

      <NewCheckDialog
        visible={creating}
        onHide={() => setCreating(false)}
        onCreated={(check) => {
          setCreating(false);
          feedback.success(`„${check.title}“ ist angelegt.`);
          navigate(path('process', { check: check.id }));
        }}
      />

      {unitAction && (
        <ActionDialog
          visible
          title={UNIT_ACTION_TEXTS[unitAction.kind].title}
          confirmLabel={UNIT_ACTION_TEXTS[unitAction.kind].label}
          busyLabel={UNIT_ACTION_TEXTS[unitAction.kind].busy}
          busy={unitBusy}
          confirmDisabled={!chosenUnit}
          onConfirm={() => runUnitAction(unitAction.kind, unitAction.check)}
          onHide={() => setPending(null)}
        >
          <p className="editor-dialog__fact">
            Check: <strong>{unitAction.check.title}</strong>
          </p>
          <p className="editor-dialog__intro">{UNIT_ACTION_TEXTS[unitAction.kind].intro}</p>
          <UnitPicker
            id={`${dialogId}-unit`}
            label={unitAction.kind === 'duplicate' ? 'Gemeinde' : 'Bezugseinheit'}
            choices={unitChoice?.choices ?? []}
            landId={unitChoice?.landId}
            usedBy={unitChoice?.usedBy}
            accept={unitChoice?.accept}
            value={chosenUnit}
            onChange={setChosenUnit}
          />
          {unitAction.kind === 'disassociate' && unitsById.get(chosenUnit)?.kind === 'Land' && (
            <p className="editor-notice" role="note">
              Achtung: Das ist die Zuordnung des Landes. Gemeinden ohne eigenen Check haben danach keinen Check dieser
              Gruppe mehr, bis dem Land wieder ein Check zugeordnet ist.
            </p>
          )}
        </ActionDialog>
      )}

      {pending?.kind === 'publish' && (
        <PublishDialog
          check={pending.check}
          busy={publishingId !== null}
          onConfirm={() => {
            setPending(null);
            void publish(pending.check);
          }}
          onHide={() => setPending(null)}
        />
      )}

      {pending?.kind === 'delete' && (
        <ActionDialog
          visible
          danger
          title="Check löschen"
          confirmLabel="Löschen"
          busyLabel="Wird gelöscht …"
          busy={remove.isPending}
          onConfirm={() =>
            remove.mutate(pending.check, {
              onSuccess: () => {
                feedback.success(`„${pending.check.title}“ ist gelöscht. Sie können ihn wiederherstellen.`);
                setPending(null);
              },
              onError: (error) => feedback.failure(error, 'Der Check konnte nicht gelöscht werden.'),
            })
          }
          onHide={() => setPending(null)}
        >
          <p>
            Möchten Sie „{pending.check.title}“ löschen? Gelöschte Checks erscheinen unter „Gelöschte Checks anzeigen“
            und lassen sich wiederherstellen.
          </p>
        </ActionDialog>
      )}

      {pending?.kind === 'problems' && (
        <ActionDialog
          visible
          title="Veröffentlichung nicht möglich"
          confirmLabel={canEditStructure(pending.check) ? 'Im Ablauf ansehen' : 'In den Inhalten ansehen'}
          onConfirm={() => {
            setPending(null);
            navigate(path(editTab(pending.check), { check: pending.check.id }));
          }}
          onHide={() => setPending(null)}
        >
          <p>
            „{pending.check.title}“ hat noch {problemCountText(pending.problems.length)}. Bitte beheben Sie{' '}
            {pending.problems.length === 1 ? 'es' : 'sie'} und veröffentlichen Sie dann erneut:
          </p>
          <ul className="problem-list">
            {pending.problems.map((problem, index) => (
              <li key={`${problem.code}-${index}`}>
                {problem.slideId ? (
                  <Link to={path(editTab(pending.check), { check: pending.check.id, slide: problem.slideId })}>
                    {problem.message}
                  </Link>
                ) : (
                  problem.message
                )}
              </li>
            ))}
          </ul>
        </ActionDialog>
      )}
    </section>
  );
}
