import { useId } from 'react';

/** The search above a list of checks (overview, chooser); the server searches title, legal basis and type. */
export function CheckSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="editor-field overview-search">
      <label htmlFor={id} className="editor-field__label">
        Checks durchsuchen
      </label>
      <input
        id={id}
        type="search"
        className="editor-input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete="off"
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className="editor-field__hint">
        Sucht in Titel, Rechtsgrundlage und Typ.
      </p>
    </div>
  );
}
