import { Button } from 'primereact/button';
import { SearchIcon } from 'primereact/icons/search';
import { TimesIcon } from 'primereact/icons/times';
import { InputText } from 'primereact/inputtext';
import { useId, useRef } from 'react';

interface FaqSearchFieldProps {
  value: string;
  onChange: (value: string) => void;
}

/** Free-text search with a visible label and a clear button that appears once something is typed. */
export function FaqSearchField({ value, onChange }: FaqSearchFieldProps) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  const clear = () => {
    onChange('');
    // The clear button disappears with the text; keep keyboard users in the field instead of the page.
    inputRef.current?.focus();
  };

  return (
    <div className="faq-search">
      <label className="faq-search__label" htmlFor={inputId}>
        FAQ durchsuchen
      </label>
      <div className="faq-search__control">
        <SearchIcon className="faq-search__icon" aria-hidden="true" />
        <InputText
          ref={inputRef}
          id={inputId}
          type="search"
          className="faq-search__input"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete="off"
          spellCheck={false}
        />
        {value && (
          <Button
            type="button"
            className="faq-search__clear"
            icon={<TimesIcon aria-hidden="true" />}
            text
            rounded
            aria-label="Suche leeren"
            onClick={clear}
          />
        )}
      </div>
    </div>
  );
}
