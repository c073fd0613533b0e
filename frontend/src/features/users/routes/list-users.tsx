import { LEVELS, type Level } from '@baucheck/shared/enums';
import type { User } from '@baucheck/shared/users';
import { Column } from 'primereact/column';
import { Fragment, useDeferredValue, useId, useMemo, useState } from 'react';
import { AdminPage, QueryFallback } from '#features/admin-kit/components/admin-page.tsx';
import { AdminTable } from '#features/admin-kit/components/admin-table.tsx';
import { ConfirmDialog } from '#features/admin-kit/components/confirm-dialog.tsx';
import { Field } from '#features/admin-kit/components/field.tsx';
import { ResultCount } from '#features/admin-kit/components/result-count.tsx';
import { RowActions } from '#features/admin-kit/components/row-actions.tsx';
import { matchesSearch, SearchField } from '#features/admin-kit/components/search-field.tsx';
import { NativeSelect } from '#features/admin-kit/components/select-field.tsx';
import { matchesStatus, StatusFilter, type StatusFilterValue } from '#features/admin-kit/components/status-filter.tsx';
import { SwitchButton } from '#features/admin-kit/components/switch-button.tsx';
import { useToast } from '#features/admin-kit/components/toast-provider.tsx';
import { useConfirmedDelete } from '#features/admin-kit/utils/use-confirmed-delete.ts';
import { useOrganisations } from '#features/organisations/api/list-organisations.ts';
import { useCurrentUser } from '../api/get-current-user.ts';
import { useDeleteUser } from '../api/delete-user.ts';
import { useUsers } from '../api/list-users.ts';
import { useToggleUserActive } from '../api/update-user.ts';
import { UserEditDialog } from '../components/user-edit-dialog.tsx';
import '../users.css';

type UserRow = User & { organisation_name: string };

/** An e-mail address that may wrap after the "@" and before a dot, never inside a name part. */
function EmailText({ email }: { email: string }) {
  const parts = email.split(/(?<=@)|(?=\.)/);
  return (
    <span>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}

function YesNo({ value }: { value: boolean }) {
  return <span className={value ? 'yes-no yes-no--yes' : 'yes-no yes-no--no'}>{value ? 'Ja' : 'Nein'}</span>;
}

const countText = (count: number) => (count === 1 ? '1 Account' : `${count} Accounts`);
const dateFormat = new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium' });

function UsersTable({ headingId }: { headingId: string }) {
  const toast = useToast();
  const { user: me } = useCurrentUser();
  const users = useUsers();
  const organisations = useOrganisations();
  const toggleActive = useToggleUserActive();
  const deletion = useConfirmedDelete({
    mutation: useDeleteUser(),
    variables: (user: User) => user.id,
    doneText: 'Account gelöscht',
    detail: (user) => `${user.name} (${user.email})`,
    failedText: 'Der Account wurde nicht gelöscht',
  });
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const [level, setLevel] = useState<Level | 'all'>('all');
  const [active, setActive] = useState<StatusFilterValue>('all');
  const [editing, setEditing] = useState<User | null>(null);

  const organisationNames = useMemo(
    () => new Map((organisations.data ?? []).map((organisation) => [organisation.id, organisation.name])),
    [organisations.data],
  );
  // The organisation's name is part of the row data: the table re-renders rows only when they change.
  const list = useMemo<UserRow[]>(
    () =>
      (users.data ?? []).map((user) => ({
        ...user,
        organisation_name: user.organisation_id ? (organisationNames.get(user.organisation_id) ?? '') : '',
      })),
    [users.data, organisationNames],
  );
  const shown = useMemo(
    () =>
      list.filter(
        (user) =>
          (level === 'all' || user.level === level) &&
          matchesStatus(active, user.is_active) &&
          // Search only what the hint promises: a status word like "inaktiv" finds the account of that name.
          matchesSearch(deferredSearch, user.name, user.email, user.level),
      ),
    [list, level, active, deferredSearch],
  );
  const waiting = list.filter((user) => !user.is_active && user.is_verified).length;

  if (!users.isSuccess) return <QueryFallback query={users} plural="Accounts" />;

  const toggle = (user: User) =>
    toggleActive.mutate(user, {
      onSuccess: (saved) =>
        toast.success(
          saved.is_active ? 'Account freigeschaltet' : 'Account deaktiviert',
          `${saved.name} (${saved.email})`,
        ),
      onError: (error) => toast.error(error, 'Der Status wurde nicht geändert'),
    });

  const searchText = deferredSearch.trim();
  return (
    <>
      {waiting > 0 && active !== 'inactive' && (
        <div className="users-waiting">
          <p>
            {waiting === 1
              ? '1 Account hat die E-Mail-Adresse bestätigt und wartet auf die Freischaltung.'
              : `${waiting} Accounts haben die E-Mail-Adresse bestätigt und warten auf die Freischaltung.`}
          </p>
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => setActive('inactive')}
          >
            Inaktive Accounts anzeigen
          </button>
        </div>
      )}
      <div className="admin-toolbar">
        <SearchField
          label="Accounts durchsuchen"
          value={search}
          onChange={setSearch}
          hint="Sucht in Name, E-Mail-Adresse und Ebene."
        />
        <Field label="Ebene">
          {(control) => (
            <NativeSelect
              control={control}
              value={level}
              onChange={setLevel}
              options={[{ value: 'all', label: 'Alle Ebenen' }, ...LEVELS.map((value) => ({ value, label: value }))]}
            />
          )}
        </Field>
        <StatusFilter value={active} onChange={setActive} />
        <ResultCount shown={shown.length} total={list.length} countText={countText} />
      </div>
      <AdminTable
        rows={shown}
        headingId={headingId}
        className="users-table"
        pageSize={50}
        emptyMessage={
          list.length === 0
            ? 'Es gibt noch keine Accounts.'
            : searchText
              ? `Kein Account passt zu „${searchText}“.`
              : 'Kein Account passt zu den Filtern.'
        }
      >
        <Column field="name" header="Name" sortable />
        <Column
          field="email"
          header="E-Mail-Adresse"
          sortable
          bodyClassName="users-table__email-cell"
          body={(user: User) => <EmailText email={user.email} />}
        />
        <Column field="level" header="Ebene" sortable bodyClassName="admin-table__nowrap" />
        <Column
          field="organisation_name"
          header="Organisation"
          sortable
          bodyClassName="users-table__organisation"
          body={(user: UserRow) => user.organisation_name || <span className="admin-table__secondary">–</span>}
        />
        <Column
          field="is_active"
          header="Aktiv"
          sortable
          body={(user: User) =>
            user.id === me?.id ? (
              <YesNo value={user.is_active} />
            ) : (
              <SwitchButton
                checked={user.is_active}
                label={`${user.name} aktiv`}
                onText="Ja"
                offText="Nein"
                onChange={() => toggle(user)}
                disabled={toggleActive.isPending && toggleActive.variables.id === user.id}
              />
            )
          }
        />
        <Column
          field="is_verified"
          header="E-Mail bestätigt"
          sortable
          headerClassName="users-table__verified"
          className="users-table__verified"
          body={(user: User) => <YesNo value={user.is_verified} />}
        />
        <Column
          field="created_at"
          header="Registriert"
          sortable
          headerClassName="users-table__registered"
          className="users-table__registered"
          bodyClassName="admin-table__nowrap"
          body={(user: User) => dateFormat.format(new Date(user.created_at))}
        />
        <Column
          header={<span className="sr-only">Aktionen</span>}
          body={(user: User) => (
            <RowActions
              name={user.name}
              onEdit={() => setEditing(user)}
              // The own account is deleted under „Mein Account“, which also ends the session.
              onDelete={user.id === me?.id ? undefined : () => deletion.ask(user)}
            />
          )}
        />
      </AdminTable>
      {editing && (
        <UserEditDialog
          user={editing}
          isSelf={editing.id === me?.id}
          organisations={organisations.data ?? []}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog title="Account löschen?" confirmLabel="Account löschen" danger {...deletion.dialogProps}>
        <p>
          Der Account von {deletion.target?.name} ({deletion.target?.email}) wird endgültig gelöscht. Die Person kann
          sich danach nicht mehr anmelden. Inhalte, die sie gepflegt hat, bleiben erhalten.
        </p>
      </ConfirmDialog>
    </>
  );
}

/** "Alle Accounts" (route ListUsers, `/users`, Administrator only). */
export default function ListUsersPage() {
  const headingId = useId();
  return (
    <AdminPage
      title="Alle Accounts"
      headingId={headingId}
      showFaq
      intro={
        <p>
          Alle Accounts mit Ebene und Status. Neue Accounts sind inaktiv, bis eine Administratorin oder ein
          Administrator sie freischaltet und ihnen eine Ebene und Organisation zuordnet.
        </p>
      }
    >
      <UsersTable headingId={headingId} />
    </AdminPage>
  );
}
