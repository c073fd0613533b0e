import { Editor } from 'primereact/editor';
import { useEffect, useRef } from 'react';
import { QUILL_KEYBOARD_WITHOUT_TAB } from '#features/admin-kit/utils/quill-keyboard.ts';
import { normalizeQuillHtml } from '../utils/quill-html.ts';

interface RichTextEditorProps {
  /** Id of the visible label; the editable area is named by it. */
  labelId: string;
  describedBy?: string;
  invalid?: boolean;
  value: string;
  onChange: (html: string) => void;
}

/** Only what the public FAQ shows well: emphasis, subheadings, lists and links. */
const FORMATS = ['bold', 'italic', 'underline', 'header', 'list', 'link'];

interface QuillLike {
  root: HTMLElement;
  theme?: { tooltip?: { textbox?: HTMLInputElement | null } };
}

/**
 * The rich-text editor for FAQ answers (PrimeReact Editor on Quill) with a German, labelled
 * toolbar. It reports semantic HTML (see normalizeQuillHtml); the server sanitises it on write and
 * every page again on display. Only changes typed by the user count: Quill's own normalising of the
 * loaded text does not make the form dirty.
 */
export function RichTextEditor({ labelId, describedBy, invalid = false, value, onChange }: RichTextEditorProps) {
  const root = useRef<HTMLElement | null>(null);

  // Error state and description change after loading: keep the editable area's ARIA in step.
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    if (describedBy) element.setAttribute('aria-describedby', describedBy);
    else element.removeAttribute('aria-describedby');
    if (invalid) element.setAttribute('aria-invalid', 'true');
    else element.removeAttribute('aria-invalid');
  }, [describedBy, invalid]);
  const header = (
    <>
      <span className="ql-formats">
        <button type="button" className="ql-bold" aria-label="Fett" />
        <button type="button" className="ql-italic" aria-label="Kursiv" />
        <button type="button" className="ql-underline" aria-label="Unterstrichen" />
      </span>
      <span className="ql-formats">
        <button type="button" className="ql-header" value="2" aria-label="Zwischenüberschrift" />
        <button type="button" className="ql-header" value="3" aria-label="Kleine Zwischenüberschrift" />
      </span>
      <span className="ql-formats">
        <button type="button" className="ql-list" value="bullet" aria-label="Aufzählung" />
        <button type="button" className="ql-list" value="ordered" aria-label="Nummerierte Liste" />
      </span>
      <span className="ql-formats">
        <button type="button" className="ql-link" aria-label="Link einfügen oder bearbeiten" />
        <button type="button" className="ql-clean" aria-label="Formatierung entfernen" />
      </span>
    </>
  );

  return (
    <div className={invalid ? 'rich-text-editor rich-text-editor--invalid' : 'rich-text-editor'}>
      <Editor
        value={value}
        headerTemplate={header}
        formats={FORMATS}
        modules={{ keyboard: QUILL_KEYBOARD_WITHOUT_TAB }}
        style={{ minHeight: '12rem' }}
        onLoad={(quill: QuillLike) => {
          const element = quill.root;
          root.current = element;
          element.setAttribute('role', 'textbox');
          element.setAttribute('aria-multiline', 'true');
          element.setAttribute('aria-labelledby', labelId);
          if (describedBy) element.setAttribute('aria-describedby', describedBy);
          if (invalid) element.setAttribute('aria-invalid', 'true');
          quill.theme?.tooltip?.textbox?.setAttribute('aria-label', 'Link-Adresse');
          // The toolbar is a group of formatting buttons for screen readers.
          const toolbar = element.closest('.p-editor-container')?.querySelector('.p-editor-toolbar');
          toolbar?.setAttribute('role', 'toolbar');
          toolbar?.setAttribute('aria-label', 'Formatierung');
        }}
        onTextChange={(event) => {
          if (event.source !== 'user') return;
          onChange(normalizeQuillHtml(event.htmlValue ?? ''));
        }}
      />
    </div>
  );
}
