import { SearchIcon } from 'primereact/icons/search';
import { InputText } from 'primereact/inputtext';
import { useId } from 'react';

interface UserSearchFieldProps {
  value: string;
  onChange: (value: string) => void;
}

/** Text filter of the account list, with a visible label. */
export function UserSearchField({ value, onChange }: UserSearchFieldProps) {
  const id = useId();
  return (
    <div className="users-search">
      <label className="users-search__label" htmlFor={id}>
        Accounts durchsuchen
      </label>
      <div className="users-search__control">
        <SearchIcon className="users-search__icon" aria-hidden="true" />
        <InputText
          id={id}
          type="search"
          className="users-search__input"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete="off"
          spellCheck={false}
          aria-describedby={`${id}-hint`}
        />
      </div>
      <p id={`${id}-hint`} className="users-search__hint">
        Sucht in Name, E-Mail-Adresse und Ebene.
      </p>
    </div>
  );
}
