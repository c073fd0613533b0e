import { FAQ_IMAGE_ALT_MAX_LENGTH } from '@baucheck/shared/faq';
import { InputText } from 'primereact/inputtext';
import { useEffect, useId, useMemo, useRef } from 'react';
import { Field } from '#features/admin-kit/components/field.tsx';
import { Icon } from '#features/admin-kit/components/icons.tsx';
import { mediaUrl } from '#lib/media.ts';

/** What happens to the entry's image on saving. */
export type ImageChoice = { kind: 'keep' } | { kind: 'new'; file: File } | { kind: 'remove' };

export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** German reason why a chosen file cannot be uploaded, or undefined when it can. */
export function imageFileProblem(file: File): string | undefined {
  if (!IMAGE_TYPES.includes(file.type)) return 'Bitte wählen Sie ein Bild im Format PNG, JPEG oder WebP.';
  if (file.size > MAX_IMAGE_BYTES) return 'Das Bild ist größer als 5 MB. Bitte wählen Sie ein kleineres Bild.';
  return undefined;
}

interface ImageFieldProps {
  /** The stored image path, or null. */
  current: string | null;
  choice: ImageChoice;
  onChoice: (choice: ImageChoice) => void;
  alt: string;
  onAlt: (alt: string) => void;
  fileError?: string;
  altError?: string;
}

/**
 * Image of a FAQ entry: choose a file (with preview), keep, replace or remove the stored one, and
 * the alternative text that screen readers read instead of the image.
 */
export function ImageField({ current, choice, onChoice, alt, onAlt, fileError, altError }: ImageFieldProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const previewUrl = useMemo(() => (choice.kind === 'new' ? URL.createObjectURL(choice.file) : null), [choice]);
  useEffect(
    () => () => {
      if (previewUrl) URL.revokeObjectURL(previewUrl);
    },
    [previewUrl],
  );

  const shown = choice.kind === 'new' ? previewUrl : choice.kind === 'keep' && current ? mediaUrl(current) : null;
  const willHaveImage = shown !== null;

  return (
    <fieldset className="image-field">
      <legend className="admin-field__label">Bild (optional)</legend>
      <div className="image-field__body">
        <div className="image-field__preview">
          {shown ? (
            <img src={shown} alt={alt.trim() ? `Vorschau: ${alt.trim()}` : 'Vorschau des Bildes'} />
          ) : (
            <span className="image-field__empty">
              <Icon name="image" />
              {choice.kind === 'remove' ? 'Das Bild wird beim Speichern entfernt.' : 'Kein Bild'}
            </span>
          )}
        </div>
        <div className="image-field__controls">
          <div className="admin-field">
            <p id={`${inputId}-hint`} className="admin-field__hint">
              PNG, JPEG oder WebP, höchstens 5 MB. Das Bild erscheint verkleinert neben der Antwort und lässt sich
              vergrößern.
            </p>
            <div className="image-field__picker">
              <input
                ref={input}
                id={inputId}
                type="file"
                accept={IMAGE_TYPES.join(',')}
                className="image-field__file"
                aria-describedby={fileError ? `${inputId}-hint ${inputId}-error` : `${inputId}-hint`}
                aria-invalid={fileError ? true : undefined}
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  if (file) onChoice({ kind: 'new', file });
                }}
              />
              <label htmlFor={inputId} className="button button--secondary button--small image-field__choose">
                <Icon name="upload" />
                {willHaveImage ? 'Anderes Bild wählen' : 'Bild wählen'}
              </label>
              <span className="image-field__filename">{choice.kind === 'new' ? choice.file.name : ''}</span>
            </div>
            {fileError && (
              <p id={`${inputId}-error`} className="admin-field__error">
                {fileError}
              </p>
            )}
          </div>
          <div className="image-field__buttons">
            {choice.kind === 'new' && (
              <button
                type="button"
                className="button button--secondary button--small"
                onClick={() => {
                  if (input.current) input.current.value = '';
                  onChoice({ kind: 'keep' });
                }}
              >
                Auswahl verwerfen
              </button>
            )}
            {choice.kind === 'keep' && current && (
              <button
                type="button"
                className="button button--secondary button--small"
                onClick={() => onChoice({ kind: 'remove' })}
              >
                <Icon name="trash" />
                Bild entfernen
              </button>
            )}
            {choice.kind === 'remove' && (
              <button
                type="button"
                className="button button--secondary button--small"
                onClick={() => onChoice({ kind: 'keep' })}
              >
                Entfernen rückgängig machen
              </button>
            )}
          </div>
          {willHaveImage && (
            <Field
              label="Alternativtext"
              required
              hint="Beschreiben Sie in einem Satz, was das Bild zeigt – für Menschen, die es nicht sehen können."
              error={altError}
            >
              {(control) => (
                <InputText
                  {...control}
                  value={alt}
                  maxLength={FAQ_IMAGE_ALT_MAX_LENGTH}
                  onChange={(event) => onAlt(event.target.value)}
                />
              )}
            </Field>
          )}
        </div>
      </div>
    </fieldset>
  );
}
