import type { User } from '@baucheck/shared/users';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { useDocumentTitle } from '#components/use-document-title.ts';
import { errorText } from '#lib/error-text.ts';
import { useUsers } from '../api/list-users.ts';
import { UserSearchField } from '../components/user-search-field.tsx';
import '../users.css';

/** Case-insensitive match of every word of the search on name, e-mail address and level. */
function matches(user: User, words: string[]): boolean {
  const text = `${user.name} ${user.email} ${user.level}`.toLocaleLowerCase('de');
  return words.every((word) => text.includes(word));
}

function YesNo({ value }: { value: boolean }) {
  return <span className={value ? 'yes-no yes-no--yes' : 'yes-no yes-no--no'}>{value ? 'Ja' : 'Nein'}</span>;
}

const countText = (count: number) => (count === 1 ? '1 Account' : `${count} Accounts`);

/** "Alle Accounts" (route ListUsers, `/users`, Administrator only). */
export default function ListUsersPage() {
  useDocumentTitle('Alle Accounts');
  const headingId = useId();
  const users = useUsers();
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);

  const shown = useMemo(() => {
    const words = deferredSearch.toLocaleLowerCase('de').split(/\s+/).filter(Boolean);
    const list = users.data ?? [];
    return words.length === 0 ? list : list.filter((user) => matches(user, words));
  }, [users.data, deferredSearch]);

  let content;
  if (users.isPending) {
    content = (
      <p className="page-loading" role="status">
        Accounts werden geladen …
      </p>
    );
  } else if (users.isError) {
    content = (
      <div className="users-error" role="alert">
        <p>Die Accounts konnten nicht geladen werden. {errorText(users.error)}</p>
        <button type="button" className="button button--secondary" onClick={() => void users.refetch()}>
          Erneut versuchen
        </button>
      </div>
    );
  } else {
    const total = users.data.length;
    content = (
      <>
        <div className="users-toolbar">
          <UserSearchField value={search} onChange={setSearch} />
          <p className="users-toolbar__count" role="status">
            {shown.length === total ? countText(total) : `${shown.length} von ${countText(total)}`}
          </p>
        </div>
        <DataTable
          value={shown}
          dataKey="id"
          sortField="name"
          sortOrder={1}
          removableSort={false}
          stripedRows
          size="small"
          className="users-table"
          pt={{ table: { 'aria-labelledby': headingId } }}
          emptyMessage={
            total === 0 ? 'Es gibt noch keine Accounts.' : `Kein Account passt zu „${deferredSearch.trim()}“.`
          }
        >
          <Column field="name" header="Name" sortable />
          <Column field="email" header="E-Mail-Adresse" sortable />
          <Column field="level" header="Ebene" sortable />
          <Column field="is_active" header="Aktiv" sortable body={(user: User) => <YesNo value={user.is_active} />} />
          <Column
            field="is_verified"
            header="E-Mail bestätigt"
            sortable
            body={(user: User) => <YesNo value={user.is_verified} />}
          />
        </DataTable>
      </>
    );
  }

  return (
    <article className="page">
      <h1 id={headingId}>Alle Accounts</h1>
      <p>
        Alle Accounts mit Ebene und Status. Neue Accounts sind inaktiv, bis eine Administratorin oder ein Administrator
        sie freischaltet.
      </p>
      {content}
    </article>
  );
}
