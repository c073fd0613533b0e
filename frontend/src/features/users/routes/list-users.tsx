import { LEVELS, type Level } from '@baucheck/shared/enums';
import { accountStatus, type AccountStatus, type User, type UserListItem } from '@baucheck/shared/users';
import { Column } from 'primereact/column';
import { Fragment, useId, useState } from 'react';
import { useSettled } from '#lib/use-settled.ts';
import { AdminPage, QueryFallback } from '#features/admin-kit/components/admin-page.tsx';
import { AdminTable } from '#features/admin-kit/components/admin-table.tsx';
import { ConfirmDialog } from '#features/admin-kit/components/confirm-dialog.tsx';
import { Field } from '#features/admin-kit/components/field.tsx';
import { CursorPager, PageCount } from '#features/admin-kit/components/cursor-pager.tsx';
import { RowActions } from '#features/admin-kit/components/row-actions.tsx';
import { SearchField } from '#features/admin-kit/components/search-field.tsx';
import { NativeSelect } from '#features/admin-kit/components/select-field.tsx';
import type { StatusFilterValue } from '#features/admin-kit/components/status-filter.tsx';
import { SwitchButton } from '#features/admin-kit/components/switch-button.tsx';
import { useToast } from '#features/admin-kit/components/toast-provider.tsx';
import { useConfirmedDelete } from '#features/admin-kit/utils/use-confirmed-delete.ts';
import { useCursorPages } from '#features/admin-kit/utils/use-cursor-pages.ts';
import { useCurrentUser } from '../api/get-current-user.ts';
import { useDeleteUser } from '../api/delete-user.ts';
import { useUsers } from '../api/list-users.ts';
import { useToggleUserActive } from '../api/update-user.ts';
import { UserEditDialog } from '../components/user-edit-dialog.tsx';
import '../users.css';

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

/** Why an account is not active, under its switch: switched off after approval, or not yet approved. */
const INACTIVE_TEXTS: Record<Exclude<AccountStatus, 'active'>, string> = {
  deactivated: 'Deaktiviert',
  waiting: 'Wartet auf Freischaltung',
  unverified: 'E-Mail nicht bestätigt',
};

const dateFormat = new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium' });

type StatusValue = StatusFilterValue | 'waiting';

/** For the banner: the accounts waiting for activation (one page of up to 100 is enough to say how many). */
function useWaitingCount() {
  const waiting = useUsers({ status: 'waiting', limit: 100 });
  const page = waiting.data;
  return page ? { count: page.items.length, more: page.next_cursor !== null } : null;
}

function UsersTable({ headingId }: { headingId: string }) {
  const toast = useToast();
  const { user: me } = useCurrentUser();
  const [search, setSearch] = useState('');
  const [deferredSearch] = useSettled(search);
  const [level, setLevel] = useState<Level | 'all'>('all');
  const [status, setStatus] = useState<StatusValue>('all');
  const filters = {
    ...(deferredSearch ? { q: deferredSearch } : {}),
    ...(level !== 'all' ? { level } : {}),
    ...(status !== 'all' ? { status } : {}),
  };
  const pages = useCursorPages(JSON.stringify(filters));
  const users = useUsers({ ...filters, cursor: pages.cursor });
  const waiting = useWaitingCount();
  const toggleActive = useToggleUserActive();
  const deletion = useConfirmedDelete({
    mutation: useDeleteUser(),
    variables: (user: User) => user.id,
    doneText: 'Account gelöscht',
    detail: (user) => `${user.name} (${user.email})`,
    failedText: 'Der Account wurde nicht gelöscht',
  });
  const [editing, setEditing] = useState<UserListItem | null>(null);
  // Deactivating locks the person out at once, so it is confirmed first; activating is not (see toggle).
  const [deactivating, setDeactivating] = useState<UserListItem | null>(null);

  if (!users.data) return <QueryFallback query={users} plural="Accounts" />;
  const page = users.data;
  const filtered = Object.keys(filters).length > 0;

  /**
   * Switches at once (optimistic). Activating asks nothing: it locks nobody out, one click undoes it,
   * and for a waiting account it is the approval this list is for.
   */
  const toggle = (user: UserListItem) =>
    toggleActive.mutate(user, {
      onSuccess: (saved) =>
        toast.success(
          !saved.is_active
            ? 'Account deaktiviert'
            : user.is_approved
              ? 'Account wieder aktiviert'
              : 'Account freigeschaltet',
          `${saved.name} (${saved.email})`,
        ),
      onError: (error) => toast.error(error, 'Der Status wurde nicht geändert'),
    });
  const confirmDeactivation = () => {
    if (deactivating) toggle(deactivating);
    setDeactivating(null);
  };

  return (
    <>
      {waiting && waiting.count > 0 && status !== 'waiting' && (
        <div className="users-waiting">
          <p>
            {waiting.more
              ? `Mehr als ${waiting.count} Accounts haben die E-Mail-Adresse bestätigt und warten auf die Freischaltung.`
              : waiting.count === 1
                ? '1 Account hat die E-Mail-Adresse bestätigt und wartet auf die Freischaltung.'
                : `${waiting.count} Accounts haben die E-Mail-Adresse bestätigt und warten auf die Freischaltung.`}
          </p>
          <button type="button" className="button button--secondary button--small" onClick={() => setStatus('waiting')}>
            Wartende Accounts anzeigen
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
        <Field label="Status">
          {(control) => (
            <NativeSelect
              control={control}
              value={status}
              onChange={setStatus}
              options={[
                { value: 'all', label: 'Alle' },
                { value: 'active', label: 'Aktiv' },
                { value: 'inactive', label: 'Inaktiv' },
                { value: 'waiting', label: 'Wartet auf Freischaltung' },
              ]}
            />
          )}
        </Field>
        <PageCount count={page.items.length} pageNumber={pages.pageNumber} countText={countText} />
      </div>
      <AdminTable
        rows={page.items}
        headingId={headingId}
        className="users-table"
        serverOrdered
        busy={users.isPlaceholderData}
        emptyMessage={
          !filtered
            ? 'Es gibt noch keine Accounts.'
            : deferredSearch
              ? `Kein Account passt zu „${deferredSearch}“.`
              : 'Kein Account passt zu den Filtern.'
        }
      >
        <Column field="name" header="Name" />
        <Column
          field="email"
          header="E-Mail-Adresse"
          bodyClassName="users-table__email-cell"
          body={(user: User) => <EmailText email={user.email} />}
        />
        <Column field="level" header="Ebene" bodyClassName="admin-table__nowrap" />
        <Column
          field="organisation_name"
          header="Organisation"
          bodyClassName="users-table__organisation"
          body={(user: UserListItem) => user.organisation_name || <span className="admin-table__secondary">–</span>}
        />
        <Column
          field="is_active"
          header="Aktiv"
          body={(user: UserListItem) => {
            const status = accountStatus(user);
            return (
              <span className="account-active">
                {user.id === me?.id ? (
                  <YesNo value={user.is_active} />
                ) : (
                  <SwitchButton
                    checked={user.is_active}
                    label={`${user.name} aktiv`}
                    onText="Ja"
                    offText="Nein"
                    onChange={() => (user.is_active ? setDeactivating(user) : toggle(user))}
                    disabled={toggleActive.isPending && toggleActive.variables.id === user.id}
                  />
                )}
                {status !== 'active' && <span className="admin-table__secondary">{INACTIVE_TEXTS[status]}</span>}
              </span>
            );
          }}
        />
        <Column
          field="is_verified"
          header="E-Mail bestätigt"
          headerClassName="users-table__verified"
          className="users-table__verified"
          body={(user: User) => <YesNo value={user.is_verified} />}
        />
        <Column
          field="created_at"
          header="Registriert"
          headerClassName="users-table__registered"
          className="users-table__registered"
          bodyClassName="admin-table__nowrap"
          body={(user: User) => dateFormat.format(new Date(user.created_at))}
        />
        <Column
          header={<span className="sr-only">Aktionen</span>}
          body={(user: UserListItem) => (
            <RowActions
              name={user.name}
              onEdit={() => setEditing(user)}
              // The own account is deleted under „Mein Account“, which also ends the session.
              onDelete={user.id === me?.id ? undefined : () => deletion.ask(user)}
            />
          )}
        />
      </AdminTable>
      <CursorPager
        label="Seiten der Accounts"
        pageNumber={pages.pageNumber}
        nextCursor={page.next_cursor}
        onNext={pages.next}
        onPrevious={pages.previous}
        busy={users.isFetching}
      />
      {editing && <UserEditDialog user={editing} isSelf={editing.id === me?.id} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        visible={deactivating !== null}
        title="Account deaktivieren?"
        confirmLabel="Account deaktivieren"
        danger
        onConfirm={confirmDeactivation}
        onCancel={() => setDeactivating(null)}
      >
        <p>
          {deactivating?.name} ({deactivating?.email}) kann sich danach nicht mehr anmelden, eine laufende Sitzung endet
          sofort. Sie können den Account jederzeit wieder aktivieren.
        </p>
      </ConfirmDialog>
      <ConfirmDialog title="Account löschen?" confirmLabel="Account löschen" danger {...deletion.dialogProps}>
        <p>
          Der Account von {deletion.target?.name} ({deletion.target?.email}) wird endgültig gelöscht. Die Person kann
          sich danach nicht mehr anmelden. Inhalte, die sie gepflegt hat, bleiben erhalten.
        </p>
      </ConfirmDialog>
    </>
  );
}

const countText = (count: number) => (count === 1 ? '1 Account' : `${count} Accounts`);

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
