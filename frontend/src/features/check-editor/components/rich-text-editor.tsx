import { Editor } from 'primereact/editor';
import { useCallback } from 'react';
import { QUILL_KEYBOARD_WITHOUT_TAB } from '#features/admin-kit/utils/quill-keyboard.ts';

interface RichTextEditorProps {
  /** id of the visible label, which names the editable area. */
  labelId: string;
  describedBy?: string;
  value: string;
  /** Called with the editor's HTML after the user typed ('' when empty). */
  onChange: (html: string) => void;
  placeholder?: string;
  invalid?: boolean;
}

/**
 * Rich text (Beschreibung, Lokales, outcome texts) with PrimeReact's Quill editor. The toolbar has
 * German names for every button; the editable area is a labelled multi-line text box. The HTML is
 * sanitised by the server on save and by DOMPurify wherever it is shown.
 */
export function RichTextEditor({ labelId, describedBy, value, onChange, placeholder, invalid }: RichTextEditorProps) {
  const onLoad = useCallback(
    (quill: unknown) => {
      const instance = quill as {
        root: HTMLElement;
        theme?: { tooltip?: { textbox?: HTMLInputElement | null } };
      };
      const root = instance.root;
      root.setAttribute('role', 'textbox');
      root.setAttribute('aria-multiline', 'true');
      root.setAttribute('aria-labelledby', labelId);
      if (describedBy) root.setAttribute('aria-describedby', describedBy);
      const linkInput = instance.theme?.tooltip?.textbox;
      if (linkInput) {
        linkInput.setAttribute('aria-label', 'Adresse des Links');
        linkInput.setAttribute('data-link', 'https://');
      }
    },
    [labelId, describedBy],
  );

  const toolbar = (
    <span className="ql-formats">
      <button type="button" className="ql-bold" aria-label="Fett" />
      <button type="button" className="ql-italic" aria-label="Kursiv" />
      <button type="button" className="ql-underline" aria-label="Unterstrichen" />
      <button type="button" className="ql-list" value="ordered" aria-label="Nummerierte Liste" />
      <button type="button" className="ql-list" value="bullet" aria-label="Aufzählung" />
      <button type="button" className="ql-link" aria-label="Link einfügen" />
      <button type="button" className="ql-clean" aria-label="Formatierung entfernen" />
    </span>
  );

  return (
    <Editor
      className={invalid ? 'rich-text-editor rich-text-editor--invalid' : 'rich-text-editor'}
      value={value}
      headerTemplate={toolbar}
      placeholder={placeholder}
      formats={['bold', 'italic', 'underline', 'list', 'link']}
      modules={{ keyboard: QUILL_KEYBOARD_WITHOUT_TAB }}
      onLoad={onLoad}
      onTextChange={(event) => {
        // Quill also reports changes it makes itself while loading a value; only typing counts.
        if (event.source === 'user') onChange(event.htmlValue ?? '');
      }}
    />
  );
}
