import { CHECK_GROUP_LABELS, CHECK_GROUPS, type CheckGroup } from '@baucheck/shared/enums';
import type { Product } from '@baucheck/shared/products';
import { Column } from 'primereact/column';
import { useId, useState } from 'react';
import { useSettled } from '#lib/use-settled.ts';
import { AdminPage, LoadingNotice, QueryFallback } from '#features/admin-kit/components/admin-page.tsx';
import { AdminTable } from '#features/admin-kit/components/admin-table.tsx';
import { ConfirmDialog } from '#features/admin-kit/components/confirm-dialog.tsx';
import { Field } from '#features/admin-kit/components/field.tsx';
import { Icon } from '#features/admin-kit/components/icons.tsx';
import { CursorPager, PageCount } from '#features/admin-kit/components/cursor-pager.tsx';
import { RowActions } from '#features/admin-kit/components/row-actions.tsx';
import { SearchField } from '#features/admin-kit/components/search-field.tsx';
import { NativeSelect } from '#features/admin-kit/components/select-field.tsx';
import { StatusFilter, type StatusFilterValue } from '#features/admin-kit/components/status-filter.tsx';
import { SwitchButton } from '#features/admin-kit/components/switch-button.tsx';
import { useToast } from '#features/admin-kit/components/toast-provider.tsx';
import { useConfirmedDelete } from '#features/admin-kit/utils/use-confirmed-delete.ts';
import { useCursorPages } from '#features/admin-kit/utils/use-cursor-pages.ts';
import { useCurrentUser } from '#features/users/api/get-current-user.ts';
import { useDeleteProducts } from '../api/delete-products.ts';
import { useProducts } from '../api/list-products.ts';
import { useToggleProductActive } from '../api/update-product.ts';
import { ProductDialog } from '../components/product-dialog.tsx';
import '../products.css';

type Editing = Product | 'new' | null;

const countText = (count: number) => (count === 1 ? '1 Produkt' : `${count} Produkte`);

function ProductsTable({
  headingId,
  isAdmin,
  editing,
  setEditing,
}: {
  headingId: string;
  isAdmin: boolean;
  editing: Editing;
  setEditing: (editing: Editing) => void;
}) {
  const toast = useToast();
  const [search, setSearch] = useState('');
  const [deferredSearch] = useSettled(search);
  const [group, setGroup] = useState<CheckGroup | 'all'>('all');
  const [active, setActive] = useState<StatusFilterValue>('all');
  const filters = {
    ...(deferredSearch ? { q: deferredSearch } : {}),
    ...(group !== 'all' ? { check_group: group } : {}),
    ...(active !== 'all' ? { status: active } : {}),
  };
  const pages = useCursorPages(JSON.stringify(filters));
  const products = useProducts({ ...filters, cursor: pages.cursor });
  const toggleActive = useToggleProductActive();
  const deletion = useConfirmedDelete({
    mutation: useDeleteProducts(),
    variables: (product: Product) => [product.id],
    doneText: 'Produkt gelöscht',
    detail: (product) => product.name,
    failedText: 'Das Produkt wurde nicht gelöscht',
  });

  if (!products.data) return <QueryFallback query={products} plural="Produkte" />;
  const page = products.data;
  const filtered = Object.keys(filters).length > 0;

  const toggle = (product: Product) =>
    toggleActive.mutate(product, {
      onSuccess: (saved) => toast.success(saved.is_active ? 'Produkt aktiviert' : 'Produkt deaktiviert', saved.name),
      onError: (error) => toast.error(error, 'Der Status wurde nicht geändert'),
    });

  return (
    <>
      <div className="admin-toolbar">
        <SearchField
          label="Produkte durchsuchen"
          value={search}
          onChange={setSearch}
          hint="Sucht in Name und Beschreibung."
        />
        <Field label="Check-Gruppe">
          {(control) => (
            <NativeSelect
              control={control}
              value={group}
              onChange={setGroup}
              options={[
                { value: 'all', label: 'Alle Gruppen' },
                ...CHECK_GROUPS.map((value) => ({ value, label: CHECK_GROUP_LABELS[value] })),
              ]}
            />
          )}
        </Field>
        <StatusFilter value={active} onChange={setActive} />
        <PageCount count={page.items.length} pageNumber={pages.pageNumber} countText={countText} />
      </div>
      <AdminTable
        rows={page.items}
        headingId={headingId}
        className="products-table"
        serverOrdered
        busy={products.isPlaceholderData}
        emptyMessage={
          filtered
            ? 'Kein Produkt passt zur Suche.'
            : 'Es gibt noch keine Produkte. Legen Sie das erste mit „Neues Produkt“ an.'
        }
      >
        <Column
          field="name"
          header="Produkt"

          body={(product: Product) => (
            <div className="products-table__product">
              <span className="products-table__name">{product.name}</span>
              {product.description && (
                <span className="admin-table__secondary products-table__description">{product.description}</span>
              )}
            </div>
          )}
        />
        <Column
          field="check_group"
          header="Check-Gruppe"

          body={(product: Product) => CHECK_GROUP_LABELS[product.check_group]}
        />
        {isAdmin && <Column field="organisation_name" header="Partner" />}
        <Column
          header="Link"
          body={(product: Product) =>
            product.link ? (
              <a href={product.link} target="_blank" rel="noopener noreferrer" className="admin-table__nowrap">
                Produktseite<span className="sr-only"> von {product.name} (öffnet in neuem Tab)</span>{' '}
                <Icon name="external-link" />
              </a>
            ) : (
              <span className="admin-table__secondary">–</span>
            )
          }
        />
        <Column
          field="is_active"
          header="Status"

          body={(product: Product) => (
            <SwitchButton
              checked={product.is_active}
              label={`${product.name} aktiv`}
              onChange={() => toggle(product)}
              disabled={toggleActive.isPending && toggleActive.variables.id === product.id}
            />
          )}
        />
        <Column
          header={<span className="sr-only">Aktionen</span>}
          body={(product: Product) => (
            <RowActions name={product.name} onEdit={() => setEditing(product)} onDelete={() => deletion.ask(product)} />
          )}
        />
      </AdminTable>
      <CursorPager
        label="Seiten der Produkte"
        pageNumber={pages.pageNumber}
        nextCursor={page.next_cursor}
        onNext={pages.next}
        onPrevious={pages.previous}
        busy={products.isFetching}
      />
      {editing !== null && (
        <ProductDialog
          product={editing === 'new' ? null : editing}
          choosesOrganisation={isAdmin}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog title="Produkt löschen?" confirmLabel="Löschen" danger {...deletion.dialogProps}>
        <p>
          „{deletion.target?.name}“ wird endgültig gelöscht. Links, die den Quick-Check mit diesem Produkt starten,
          funktionieren danach nicht mehr.
        </p>
      </ConfirmDialog>
    </>
  );
}

/** "Produkte" (route ListProducts, `/products`): all products for administrators, the own for partners. */
export default function ListProductsPage() {
  const headingId = useId();
  const { user } = useCurrentUser();
  const [editing, setEditing] = useState<Editing>(null);
  const isAdmin = user?.level === 'Administrator';
  return (
    <AdminPage
      title="Produkte"
      headingId={headingId}
      showFaq
      intro={
        <p>
          {isAdmin
            ? 'Die Produkte aller Partnerunternehmen. Jedes Produkt gehört zu einer Check-Gruppe: Kundinnen und Kunden starten von ihm aus den passenden Quick-Check.'
            : 'Die Produkte Ihres Unternehmens. Jedes Produkt gehört zu einer Check-Gruppe: Ihre Kundinnen und Kunden starten von ihm aus den passenden Quick-Check.'}
        </p>
      }
      actions={
        <button type="button" className="button button--primary button--small" onClick={() => setEditing('new')}>
          <Icon name="plus" />
          Neues Produkt
        </button>
      }
    >
      {user ? (
        <ProductsTable headingId={headingId} isAdmin={isAdmin} editing={editing} setEditing={setEditing} />
      ) : (
        <LoadingNotice>Produkte werden geladen …</LoadingNotice>
      )}
    </AdminPage>
  );
}
