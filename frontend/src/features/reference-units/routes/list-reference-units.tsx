import type { Level } from '@baucheck/shared/enums';
import type { ManagedUnit } from '@baucheck/shared/reference-units';
import { useSettled } from '#lib/use-settled.ts';
import { CursorPager } from '#features/admin-kit/components/cursor-pager.tsx';
import { useCursorPages } from '#features/admin-kit/utils/use-cursor-pages.ts';
import { Column } from 'primereact/column';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { AdminPage, QueryFallback } from '#features/admin-kit/components/admin-page.tsx';
import { AdminTable } from '#features/admin-kit/components/admin-table.tsx';
import { Field } from '#features/admin-kit/components/field.tsx';
import { Icon } from '#features/admin-kit/components/icons.tsx';
import { IconButton } from '#features/admin-kit/components/row-actions.tsx';
import { SearchField } from '#features/admin-kit/components/search-field.tsx';
import { NativeSelect } from '#features/admin-kit/components/select-field.tsx';
import { StatusTag } from '#features/admin-kit/components/status-tag.tsx';
import { useCurrentUser } from '#features/users/api/get-current-user.ts';
import { useManagedLaender, useManagedUnits } from '../api/list-managed-units.ts';
import { UnitCreateDialog } from '../components/unit-create-dialog.tsx';
import { UnitEditDialog } from '../components/unit-edit-dialog.tsx';
import '../reference-units.css';

const PAGE_SIZE = 50;

const unitsText = (count: number) => (count === 1 ? '1 Bezugseinheit' : `${count} Bezugseinheiten`);

function PlzList({ plz }: { plz: string[] }) {
  if (plz.length === 0) return <span className="admin-table__secondary">–</span>;
  const shown = plz.slice(0, 3).join(', ');
  return <span>{plz.length > 3 ? `${shown} … (${plz.length})` : shown}</span>;
}

function UnitsTable({ headingId, level, onEdit }: { headingId: string; level: Level; onEdit: (id: string) => void }) {
  const [search, setSearch] = useState('');
  const [q] = useSettled(search);
  const [landId, setLandId] = useState('');
  // Another search or filter starts at the first page.
  const pages = useCursorPages(`${q}\n${landId}`);
  const laender = useManagedLaender();
  const units = useManagedUnits({
    q,
    landId: landId || undefined,
    cursor: pages.cursor ?? undefined,
    limit: PAGE_SIZE,
  });

  if (!units.isSuccess) return <QueryFallback query={units} plural="Bezugseinheiten" />;
  const { items, next_cursor: nextCursor } = units.data;
  const searching = q.length >= 2;
  const status = searching
    ? `${items.length === 0 ? 'Keine Treffer' : unitsText(items.length)} für „${q}“${items.length >= PAGE_SIZE ? ' (die besten Treffer)' : ''}`
    : `Seite ${pages.pageNumber}: ${unitsText(items.length)}`;
  const showLandFilter = level === 'Administrator' || (laender.data?.length ?? 0) > 1;

  return (
    <>
      <div className="admin-toolbar">
        <SearchField
          label="Bezugseinheiten suchen"
          value={search}
          onChange={setSearch}
          hint="Nach Name (auch „ue“ für „ü“), Postleitzahl oder AGS; auch deaktivierte."
        />
        {showLandFilter && (
          <Field label="Land">
            {(control) => (
              <NativeSelect
                control={control}
                value={landId}
                onChange={setLandId}
                options={[
                  ...(level === 'Administrator' ? [{ value: '', label: 'Alle Länder' }] : []),
                  ...(laender.data ?? []).map((land) => ({ value: land.id, label: land.name })),
                ]}
              />
            )}
          </Field>
        )}
        <p className="admin-toolbar__count" role="status" aria-busy={units.isFetching}>
          {status}
        </p>
      </div>
      <AdminTable
        rows={items}
        headingId={headingId}
        sortField={null}
        pageSize={PAGE_SIZE}
        rowClassName={(row: ManagedUnit) => (row.active ? undefined : 'units-table__inactive')}
        className="units-table"
        emptyMessage={searching ? 'Keine Bezugseinheit passt zur Suche.' : 'Es gibt hier noch keine Bezugseinheiten.'}
      >
        <Column field="name" header="Name" />
        <Column field="kind" header="Art" className="admin-table__nowrap" />
        <Column field="ags" header="AGS" className="admin-table__nowrap" />
        <Column header="PLZ" body={(row: ManagedUnit) => <PlzList plz={row.plz} />} />
        <Column
          header="Land"
          className="units-table__secondary"
          headerClassName="units-table__secondary"
          body={(row: ManagedUnit) => row.land_name ?? <span className="admin-table__secondary">–</span>}
        />
        <Column
          header="Organisation"
          className="units-table__secondary"
          headerClassName="units-table__secondary"
          body={(row: ManagedUnit) => row.organisation_name ?? <span className="admin-table__secondary">keine</span>}
        />
        <Column
          header="Status"
          body={(row: ManagedUnit) =>
            row.active ? <StatusTag tone="success">Aktiv</StatusTag> : <StatusTag tone="warning">Inaktiv</StatusTag>
          }
        />
        <Column
          field="slug"
          header="Kürzel"
          className="units-table__secondary"
          headerClassName="units-table__secondary"
        />
        <Column
          header={<span className="sr-only">Aktionen</span>}
          body={(row: ManagedUnit) => (
            <div className="admin-table__actions">
              <IconButton
                icon="pencil"
                label={`${row.name} bearbeiten`}
                title="Bearbeiten"
                onClick={() => onEdit(row.id)}
              />
            </div>
          )}
        />
      </AdminTable>
      {!searching && (
        <CursorPager
          label="Seiten der Bezugseinheiten"
          pageNumber={pages.pageNumber}
          nextCursor={nextCursor}
          onNext={pages.next}
          onPrevious={pages.previous}
          busy={units.isPlaceholderData}
        />
      )}
    </>
  );
}

/**
 * "Bezugseinheiten" (route ListReferenceUnits, `/reference-units`): Administrators manage every Land
 * and Gemeinde, Land staff their Land's, Kommune staff edit their own unit's contact, side laws and
 * links. The server searches and pages: a Land has thousands of Gemeinden.
 */
export default function ListReferenceUnitsPage() {
  const headingId = useId();
  const { user } = useCurrentUser();
  const [editing, setEditing] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const laender = useManagedLaender();
  const level = user?.level;
  const canCreate = level === 'Administrator' || level === 'Land';
  return (
    <AdminPage
      title="Bezugseinheiten"
      headingId={headingId}
      showFaq
      intro={
        <p>
          {level === 'Kommune'
            ? 'Ihre Gemeinde: Kontakt des Bauamts, Baunebenrecht und Links, die Bürgerinnen und Bürger im Quick-Check sehen.'
            : 'Länder und Gemeinden mit Amtlichem Gemeindeschlüssel, Postleitzahlen, Kontakt, Baunebenrecht und Links. Deaktivierte Bezugseinheiten finden Bürgerinnen und Bürger nicht mehr.'}
        </p>
      }
      actions={
        <>
          {level === 'Administrator' && (
            <Link className="button button--secondary button--small" to="/reference-units/import">
              <Icon name="upload" />
              Gemeindeverzeichnis importieren
            </Link>
          )}
          {canCreate && (
            <button
              type="button"
              className="button button--primary button--small"
              onClick={() => setCreating(true)}
              disabled={!laender.isSuccess}
            >
              <Icon name="plus" />
              Neue Bezugseinheit
            </button>
          )}
        </>
      }
    >
      {level && <UnitsTable headingId={headingId} level={level} onEdit={setEditing} />}
      {level && editing !== null && (
        <UnitEditDialog key={editing} unitId={editing} level={level} onClose={() => setEditing(null)} />
      )}
      {level && creating && laender.isSuccess && (
        <UnitCreateDialog
          level={level}
          laender={laender.data}
          onClose={() => setCreating(false)}
          onCreated={(unit) => {
            setCreating(false);
            setEditing(unit.id);
          }}
        />
      )}
    </AdminPage>
  );
}
