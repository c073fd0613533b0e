import {
  describeOrganisationMembers,
  ORGANISATION_TYPES,
  type OrganisationListItem,
  type OrganisationType,
} from '@baucheck/shared/organisations';
import { Column } from 'primereact/column';
import { useId, useState } from 'react';
import { useSettled } from '#lib/use-settled.ts';
import { AdminPage, QueryFallback } from '#features/admin-kit/components/admin-page.tsx';
import { AdminTable } from '#features/admin-kit/components/admin-table.tsx';
import { ConfirmDialog } from '#features/admin-kit/components/confirm-dialog.tsx';
import { Field } from '#features/admin-kit/components/field.tsx';
import { Icon } from '#features/admin-kit/components/icons.tsx';
import { CursorPager, PageCount } from '#features/admin-kit/components/cursor-pager.tsx';
import { RowActions } from '#features/admin-kit/components/row-actions.tsx';
import { SearchField } from '#features/admin-kit/components/search-field.tsx';
import { NativeSelect } from '#features/admin-kit/components/select-field.tsx';
import { useConfirmedDelete } from '#features/admin-kit/utils/use-confirmed-delete.ts';
import { useCursorPages } from '#features/admin-kit/utils/use-cursor-pages.ts';
import { useDeleteOrganisation } from '../api/delete-organisation.ts';
import { useOrganisations } from '../api/list-organisations.ts';
import { OrganisationDialog } from '../components/organisation-dialog.tsx';

type OrganisationRow = OrganisationListItem;

type TypeFilter = OrganisationType | 'all';
/** What the dialog edits: an organisation, a new one, or nothing (closed). */
type Editing = OrganisationRow | 'new' | null;

const countText = (count: number) => (count === 1 ? '1 Organisation' : `${count} Organisationen`);

function OrganisationsTable({
  headingId,
  editing,
  setEditing,
}: {
  headingId: string;
  editing: Editing;
  setEditing: (editing: Editing) => void;
}) {
  const [search, setSearch] = useState('');
  const [deferredSearch] = useSettled(search);
  const [type, setType] = useState<TypeFilter>('all');
  const filters = {
    ...(deferredSearch ? { q: deferredSearch } : {}),
    ...(type !== 'all' ? { type } : {}),
  };
  const pages = useCursorPages(JSON.stringify(filters));
  const organisations = useOrganisations({ ...filters, cursor: pages.cursor });
  const deletion = useConfirmedDelete({
    mutation: useDeleteOrganisation(),
    variables: (row: OrganisationRow) => row.id,
    doneText: 'Organisation gelöscht',
    detail: (row) => row.name,
    failedText: 'Die Organisation wurde nicht gelöscht',
  });

  if (!organisations.data) return <QueryFallback query={organisations} plural="Organisationen" />;
  const page = organisations.data;
  const filtered = Object.keys(filters).length > 0;

  return (
    <>
      <div className="admin-toolbar">
        <SearchField label="Organisationen durchsuchen" value={search} onChange={setSearch} hint="Sucht im Namen." />
        <Field label="Typ">
          {(control) => (
            <NativeSelect
              control={control}
              value={type}
              onChange={setType}
              options={[
                { value: 'all', label: 'Alle Typen' },
                ...ORGANISATION_TYPES.map((value) => ({ value, label: value })),
              ]}
            />
          )}
        </Field>
        <PageCount count={page.items.length} pageNumber={pages.pageNumber} countText={countText} />
      </div>
      <AdminTable
        rows={page.items}
        headingId={headingId}
        serverOrdered
        busy={organisations.isPlaceholderData}
        emptyMessage={filtered ? 'Keine Organisation passt zur Suche.' : 'Es gibt noch keine Organisationen.'}
      >
        <Column field="name" header="Name" />
        <Column field="type" header="Typ" className="admin-table__nowrap" />
        <Column field="users" header="Accounts" className="admin-table__nowrap" />
        <Column field="products" header="Produkte" className="admin-table__nowrap" />
        <Column field="units" header="Bezugseinheiten" className="admin-table__nowrap" />
        <Column
          header={<span className="sr-only">Aktionen</span>}
          body={(row: OrganisationRow) => (
            <RowActions name={row.name} onEdit={() => setEditing(row)} onDelete={() => deletion.ask(row)} />
          )}
        />
      </AdminTable>
      <CursorPager
        label="Seiten der Organisationen"
        pageNumber={pages.pageNumber}
        nextCursor={page.next_cursor}
        onNext={pages.next}
        onPrevious={pages.previous}
        busy={organisations.isFetching}
      />
      {editing !== null && (
        <OrganisationDialog
          organisation={editing === 'new' ? null : editing}
          memberCount={editing === 'new' ? 0 : editing.users + editing.products + editing.units}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog title="Organisation löschen?" confirmLabel="Löschen" danger {...deletion.dialogProps}>
        <p>„{deletion.target?.name}“ wird endgültig gelöscht.</p>
        {deletion.target && deletion.target.users + deletion.target.products + deletion.target.units > 0 && (
          <p>
            Zu ihr gehören noch {describeOrganisationMembers(deletion.target)}. Diese müssen Sie zuerst einer anderen
            Organisation zuordnen oder löschen.
          </p>
        )}
      </ConfirmDialog>
    </>
  );
}

/** "Alle Organisationen" (route ListOrganisations, `/organisations`, Administrator only). */
export default function ListOrganisationsPage() {
  const headingId = useId();
  const [editing, setEditing] = useState<Editing>(null);
  return (
    <AdminPage
      title="Alle Organisationen"
      headingId={headingId}
      showFaq
      intro={
        <p>
          Länder, Kommunen und Partnerunternehmen, zu denen Accounts gehören. Land- und Kommunen-Accounts arbeiten für
          die Bezugseinheiten ihrer Organisation, Partner-Accounts pflegen deren Produkte.
        </p>
      }
      actions={
        <button type="button" className="button button--primary button--small" onClick={() => setEditing('new')}>
          <Icon name="plus" />
          Neue Organisation
        </button>
      }
    >
      <OrganisationsTable headingId={headingId} editing={editing} setEditing={setEditing} />
    </AdminPage>
  );
}
