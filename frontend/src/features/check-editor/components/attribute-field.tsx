import type { SlideAttributeKey } from '@baucheck/shared/enums';
import { SanitizedHtml } from '#components/sanitized-html.tsx';
import { mediaUrl } from '#lib/media.ts';
import { useUploadSlideImage } from '../api/upload-image.ts';
import { isEmptyHtml } from '../utils/attributes.ts';
import { CATEGORY_OPTIONS, FIELD_DEFINITIONS, UNIT_OPTIONS } from '../utils/attribute-fields.ts';
import { serverMessage } from '../utils/server-message.ts';
import { RichTextEditor } from './rich-text-editor.tsx';

interface AttributeFieldProps {
  attributeKey: SlideAttributeKey;
  /** Unique prefix for the ids of label, hint and error. */
  idPrefix: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  label?: string;
  /** The unit uploaded images belong to. */
  imageUnitId: string;
  /** Content tab: what applies without a local value (the Land's local value, else the check's own). */
  fallback?: string;
  /** Whose value `fallback` is, in the genitive: "des Checks" (default) or "des Landes". */
  fallbackSource?: string;
  /** Content tab: a local value exists and can be removed ("Zurücksetzen"). */
  onReset?: () => void;
  resetting?: boolean;
}

/** One attribute of a slide as a labelled form field, with hint, error and (for local values) the fallback. */
export function AttributeField({
  attributeKey,
  idPrefix,
  value,
  onChange,
  error,
  label,
  imageUnitId,
  fallback,
  fallbackSource = 'des Checks',
  onReset,
  resetting = false,
}: AttributeFieldProps) {
  const definition = FIELD_DEFINITIONS[attributeKey];
  const id = `${idPrefix}-${attributeKey}`;
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const fallbackId = `${id}-fallback`;
  const describedBy =
    [definition.hint ? hintId : '', fallback !== undefined ? fallbackId : '', error ? errorId : '']
      .filter(Boolean)
      .join(' ') || undefined;
  const upload = useUploadSlideImage();
  const hasFallback =
    fallback !== undefined && fallback.trim() !== '' && !(definition.kind === 'html' && isEmptyHtml(fallback));

  let control;
  switch (definition.kind) {
    case 'html':
      control = (
        <RichTextEditor
          labelId={labelId}
          describedBy={describedBy}
          value={value}
          onChange={onChange}
          invalid={Boolean(error)}
          placeholder={fallback !== undefined ? `Kein lokaler Wert: es gilt der Wert ${fallbackSource}.` : undefined}
        />
      );
      break;
    case 'category':
    case 'unit': {
      const options = definition.kind === 'category' ? CATEGORY_OPTIONS : UNIT_OPTIONS;
      control = (
        <select
          id={id}
          className="editor-select"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-describedby={describedBy}
        >
          <option value="">{definition.kind === 'category' ? 'keine (Ja-oder-Nein-Frage)' : 'keine'}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
          {value && !(options as readonly string[]).includes(value) && <option value={value}>{value}</option>}
        </select>
      );
      break;
    }
    case 'image':
      control = (
        <div className="image-field">
          {value ? (
            <img className="image-field__preview" src={mediaUrl(value)} alt="Gewähltes Bild" />
          ) : (
            <p className="image-field__empty">{hasFallback ? 'Kein lokales Bild.' : 'Kein Bild.'}</p>
          )}
          <div className="image-field__actions">
            <label className="button button--secondary button--small image-field__upload">
              {upload.isPending ? 'Wird hochgeladen …' : value ? 'Anderes Bild hochladen' : 'Bild hochladen'}
              <input
                id={id}
                type="file"
                className="sr-only"
                accept="image/png,image/jpeg,image/webp"
                aria-describedby={describedBy}
                disabled={upload.isPending}
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  event.target.value = '';
                  if (file) upload.mutate({ unitId: imageUnitId, file }, { onSuccess: onChange });
                }}
              />
            </label>
            {value && (
              <button type="button" className="button button--secondary button--small" onClick={() => onChange('')}>
                Bild entfernen
              </button>
            )}
          </div>
          <div aria-live="polite">
            {upload.isError && (
              <p className="editor-field__error">
                Das Bild konnte nicht hochgeladen werden. {serverMessage(upload.error)}
              </p>
            )}
          </div>
        </div>
      );
      break;
    default:
      control = (
        <input
          id={id}
          className="editor-input"
          type={definition.kind === 'url' ? 'url' : 'text'}
          inputMode={definition.kind === 'threshold' ? 'decimal' : undefined}
          value={value}
          placeholder={fallback && definition.kind !== 'text' ? fallback : undefined}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy}
        />
      );
  }

  const labelText = label ?? definition.label;
  return (
    <div className={`editor-field editor-field--${definition.kind}`}>
      <div className="editor-field__label-row">
        {definition.kind === 'html' ? (
          <span id={labelId} className="editor-field__label">
            {labelText}
          </span>
        ) : (
          <label id={labelId} htmlFor={id} className="editor-field__label">
            {labelText}
          </label>
        )}
        {onReset && (
          <button
            type="button"
            className="link-button"
            onClick={onReset}
            aria-disabled={resetting}
            aria-label={`Zurücksetzen: ${labelText}`}
          >
            {resetting ? 'Wird zurückgesetzt …' : 'Zurücksetzen'}
          </button>
        )}
      </div>
      {control}
      {definition.hint && (
        <p id={hintId} className="editor-field__hint">
          {definition.hint}
        </p>
      )}
      {fallback !== undefined && (
        <div id={fallbackId} className="editor-field__fallback">
          <span className="editor-field__fallback-label">
            {onReset
              ? `Ohne lokalen Wert gilt der Wert ${fallbackSource}: `
              : `Wert ${fallbackSource} (gilt, solange kein lokaler Wert gesetzt ist): `}
          </span>
          {!hasFallback ? (
            <em>leer</em>
          ) : definition.kind === 'html' ? (
            <SanitizedHtml className="rich-text editor-field__fallback-html" html={fallback} />
          ) : definition.kind === 'image' ? (
            <img
              className="image-field__preview image-field__preview--small"
              src={mediaUrl(fallback)}
              alt={`Bild ${fallbackSource}`}
            />
          ) : (
            <span className="editor-field__fallback-text">{fallback}</span>
          )}
        </div>
      )}
      {error && (
        <p id={errorId} className="editor-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
