import { InputText } from 'primereact/inputtext';
import { useId } from 'react';
import { Icon } from './icons.tsx';

interface SearchFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** What the search looks at, e.g. "Sucht in Name und Organisation." */
  hint?: string;
}

/** The text filter above an admin table, with a visible label. */
export function SearchField({ label, value, onChange, hint }: SearchFieldProps) {
  const id = useId();
  return (
    <div className="admin-search">
      <label className="admin-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="admin-search__control">
        <Icon name="search" className="admin-search__icon" />
        <InputText
          id={id}
          type="search"
          className="admin-search__input"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete="off"
          spellCheck={false}
          aria-describedby={hint ? `${id}-hint` : undefined}
        />
      </div>
      {hint && (
        <p id={`${id}-hint`} className="admin-field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}

/** Case-insensitive match of every word of a search on the given texts. */
export function matchesSearch(search: string, ...texts: Array<string | null | undefined>): boolean {
  const words = search.toLocaleLowerCase('de').split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = texts.filter(Boolean).join(' ').toLocaleLowerCase('de');
  return words.every((word) => haystack.includes(word));
}
