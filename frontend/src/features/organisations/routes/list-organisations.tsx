import {
  describeOrganisationMembers,
  ORGANISATION_TYPES,
  type EditableOrganisation,
  type OrganisationType,
} from '@baucheck/shared/organisations';
import { Column } from 'primereact/column';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { AdminPage, QueryFallback } from '#features/admin-kit/components/admin-page.tsx';
import { AdminTable } from '#features/admin-kit/components/admin-table.tsx';
import { ConfirmDialog } from '#features/admin-kit/components/confirm-dialog.tsx';
import { Field } from '#features/admin-kit/components/field.tsx';
import { Icon } from '#features/admin-kit/components/icons.tsx';
import { ResultCount } from '#features/admin-kit/components/result-count.tsx';
import { RowActions } from '#features/admin-kit/components/row-actions.tsx';
import { matchesSearch, SearchField } from '#features/admin-kit/components/search-field.tsx';
import { NativeSelect } from '#features/admin-kit/components/select-field.tsx';
import { useConfirmedDelete } from '#features/admin-kit/utils/use-confirmed-delete.ts';
import { useProducts } from '#features/products/api/list-products.ts';
import { useUsers } from '#features/users/api/list-users.ts';
import { useDeleteOrganisation } from '../api/delete-organisation.ts';
import { useOrganisations } from '../api/list-organisations.ts';
import { OrganisationDialog } from '../components/organisation-dialog.tsx';

interface OrganisationRow extends EditableOrganisation {
  users: number;
  products: number;
}

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
  const organisations = useOrganisations();
  const users = useUsers();
  const products = useProducts();
  const deletion = useConfirmedDelete({
    mutation: useDeleteOrganisation(),
    variables: (row: OrganisationRow) => row.id,
    doneText: 'Organisation gelöscht',
    detail: (row) => row.name,
    failedText: 'Die Organisation wurde nicht gelöscht',
  });
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const [type, setType] = useState<TypeFilter>('all');

  const rows = useMemo<OrganisationRow[]>(
    () =>
      (organisations.data ?? []).map((organisation) => ({
        ...organisation,
        users: users.data?.filter((user) => user.organisation_id === organisation.id).length ?? 0,
        products: products.data?.filter((product) => product.organisation_id === organisation.id).length ?? 0,
      })),
    [organisations.data, users.data, products.data],
  );
  const shown = useMemo(
    () =>
      rows.filter((row) => (type === 'all' || row.type === type) && matchesSearch(deferredSearch, row.name, row.type)),
    [rows, type, deferredSearch],
  );

  if (!organisations.isSuccess) return <QueryFallback query={organisations} plural="Organisationen" />;

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
        <ResultCount shown={shown.length} total={rows.length} countText={countText} />
      </div>
      <AdminTable
        rows={shown}
        headingId={headingId}
        emptyMessage={rows.length === 0 ? 'Es gibt noch keine Organisationen.' : 'Keine Organisation passt zur Suche.'}
      >
        <Column field="name" header="Name" sortable />
        <Column field="type" header="Typ" sortable className="admin-table__nowrap" />
        <Column field="users" header="Accounts" sortable className="admin-table__nowrap" />
        <Column field="products" header="Produkte" sortable className="admin-table__nowrap" />
        <Column
          header={<span className="sr-only">Aktionen</span>}
          body={(row: OrganisationRow) => (
            <RowActions name={row.name} onEdit={() => setEditing(row)} onDelete={() => deletion.ask(row)} />
          )}
        />
      </AdminTable>
      {editing !== null && (
        <OrganisationDialog
          organisation={editing === 'new' ? null : editing}
          memberCount={editing === 'new' ? 0 : editing.users + editing.products}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog title="Organisation löschen?" confirmLabel="Löschen" danger {...deletion.dialogProps}>
        <p>„{deletion.target?.name}“ wird endgültig gelöscht.</p>
        {deletion.target && deletion.target.users + deletion.target.products > 0 && (
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
