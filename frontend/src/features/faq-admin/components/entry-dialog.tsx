import { FAQ_TARGET_GROUPS, type FaqTargetGroup } from '@baucheck/shared/enums';
import type { EditableFaqChapter, EditableFaqEntry } from '@baucheck/shared/faq';
import { useQueryClient } from '@tanstack/react-query';
import { InputText } from 'primereact/inputtext';
import { useId, useMemo, useState } from 'react';
import { SanitizedHtml } from '#components/sanitized-html.tsx';
import { Field } from '#features/admin-kit/components/field.tsx';
import { FormDialog } from '#features/admin-kit/components/form-dialog.tsx';
import { NativeSelect } from '#features/admin-kit/components/select-field.tsx';
import { useToast } from '#features/admin-kit/components/toast-provider.tsx';
import { fieldErrors } from '#features/admin-kit/utils/admin-error-text.ts';
import { reloadQuery } from '#features/admin-kit/utils/conflict.ts';
import { useFormState } from '#features/admin-kit/utils/use-form-state.ts';
import '#features/faq/components/faq-dialog.css';
import { mediaUrl } from '#lib/media.ts';
import {
  createFaqEntry,
  deleteFaqImage,
  updateFaqEntry,
  uploadFaqImage,
  withEntry,
  type FaqEntryInput,
} from '../api/entries.ts';
import { ADMIN_FAQS_QUERY_KEY, useCachedFaqsUpdate } from '../api/list-faqs.ts';
import { isBlankHtml } from '../utils/quill-html.ts';
import { ImageField, imageFileProblem, type ImageChoice } from './image-field.tsx';
import { RichTextEditor } from './rich-text-editor.tsx';

type TargetGroupValue = FaqTargetGroup | '';

interface EntryForm {
  title: string;
  chapter_id: string;
  target_group: TargetGroupValue;
  text: string;
  alt: string;
  image: ImageChoice;
}

const KEEP: ImageChoice = { kind: 'keep' };

const toForm = (entry: EditableFaqEntry | null, chapterId: string): EntryForm => ({
  title: entry?.title ?? '',
  chapter_id: entry?.chapter_id ?? chapterId,
  target_group: entry?.target_group ?? '',
  text: entry?.text ?? '',
  alt: entry?.image_alt ?? '',
  image: KEEP,
});

const TARGET_GROUP_HINTS: Record<EditableFaqChapter['type'], string> = {
  'Landing Page FAQs':
    'Auf der Startseite sehen alle Besucherinnen und Besucher jeden Eintrag; die Zielgruppe wirkt hier nicht.',
  'Admin-Bereich FAQs':
    'Administration und Land sehen jeden Eintrag. Kommunen sehen nur Einträge für „Kommunen“, Partner nur Einträge für „Produktmanager“.',
};

interface EntryDialogProps {
  /** The entry to edit, or null for a new one. */
  entry: EditableFaqEntry | null;
  /** The chapter a new entry goes to (and the entry's chapter when editing). */
  chapterId: string;
  chapters: EditableFaqChapter[];
  onClose: () => void;
}

/**
 * Create or edit a FAQ entry: title, chapter, target group, the answer in the rich-text editor with
 * a sanitised preview, and the image with its alternative text. Saving runs the needed calls in
 * order (entry, then image), each with the version the previous one returned.
 */
export function EntryDialog({ entry, chapterId, chapters, onClose }: EntryDialogProps) {
  const queryClient = useQueryClient();
  const updateCachedFaqs = useCachedFaqsUpdate();
  const toast = useToast();
  const form = useFormState(toForm(entry, chapterId));
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<unknown>(null);
  /** The entry as stored now: after a partial save (entry saved, image failed) the next try continues from it. */
  const [stored, setStored] = useState(entry);
  const editorLabelId = useId();
  const editorHintId = useId();
  const chapter = chapters.find((candidate) => candidate.id === form.values.chapter_id);
  const values = form.values;

  const willHaveImage = values.image.kind === 'new' || (values.image.kind === 'keep' && Boolean(stored?.image));
  const clientErrors: Partial<Record<'title' | 'text' | 'file' | 'alt', string>> = {};
  if (form.attempted) {
    if (!values.title.trim()) clientErrors.title = 'Bitte geben Sie einen Titel ein.';
    if (isBlankHtml(values.text)) clientErrors.text = 'Bitte schreiben Sie eine Antwort.';
    if (willHaveImage && !values.alt.trim()) {
      clientErrors.alt = 'Bitte beschreiben Sie das Bild für Menschen, die es nicht sehen können.';
    }
  }
  if (values.image.kind === 'new') clientErrors.file = imageFileProblem(values.image.file);
  const serverErrors = fieldErrors(error);

  const chapterOptions = useMemo(
    () =>
      chapters.map((candidate) => ({
        value: candidate.id,
        label: `${candidate.text} (${candidate.type === 'Landing Page FAQs' ? 'Startseite' : 'Admin-Bereich'})`,
      })),
    [chapters],
  );

  const save = async () => {
    form.markAttempted();
    const invalid =
      !values.title.trim() ||
      isBlankHtml(values.text) ||
      (willHaveImage && !values.alt.trim()) ||
      (values.image.kind === 'new' && imageFileProblem(values.image.file) !== undefined);
    if (invalid) return;
    setSaving(true);
    setError(null);
    const input: FaqEntryInput = {
      chapter_id: values.chapter_id,
      title: values.title.trim(),
      text: values.text,
      target_group: values.target_group || null,
    };
    const alt = values.alt.trim();
    let current = stored;
    try {
      if (!current) {
        current = await createFaqEntry(input);
      } else {
        const changes: Partial<FaqEntryInput> & { image_alt?: string } = {};
        if (input.title !== current.title) changes.title = input.title;
        if (input.text !== current.text) changes.text = input.text;
        if (input.target_group !== current.target_group) changes.target_group = input.target_group;
        if (input.chapter_id !== current.chapter_id) changes.chapter_id = input.chapter_id;
        // The kept image's new alternative text; a new image is uploaded with its own below.
        if (values.image.kind === 'keep' && current.image && alt !== (current.image_alt ?? '')) {
          changes.image_alt = alt;
        }
        if (Object.keys(changes).length > 0) {
          current = await updateFaqEntry({ id: current.id, version: current.version, ...changes });
        }
      }
      const saved = current;
      setStored(saved);
      updateCachedFaqs((list) => withEntry(list, saved));

      if (values.image.kind === 'remove' && current.image) {
        current = await deleteFaqImage(current.id);
      } else if (values.image.kind === 'new') {
        current = await uploadFaqImage({ id: current.id, file: values.image.file, alt, version: current.version });
      }
      const final = current;
      setStored(final);
      updateCachedFaqs((list) => withEntry(list, final));
      toast.success(entry ? 'Eintrag gespeichert' : 'Eintrag angelegt', final.title);
      onClose();
    } catch (caught) {
      setError(caught);
    } finally {
      setSaving(false);
    }
  };

  const reload = async () => {
    const list = await reloadQuery<EditableFaqChapter[]>(queryClient, ADMIN_FAQS_QUERY_KEY);
    const fresh = list?.flatMap((candidate) => candidate.faqs).find((candidate) => candidate.id === stored?.id);
    setError(null);
    if (fresh) {
      setStored(fresh);
      form.reset(toForm(fresh, fresh.chapter_id));
    } else if (stored) {
      onClose();
    }
  };

  const previewImage =
    values.image.kind === 'new' ? null : values.image.kind === 'keep' && stored?.image ? mediaUrl(stored.image) : null;

  return (
    <FormDialog
      visible
      title={entry ? 'Eintrag bearbeiten' : 'Neuer Eintrag'}
      onHide={onClose}
      dirty={form.dirty}
      onSubmit={() => void save()}
      submitting={saving}
      submitLabel={entry ? 'Speichern' : 'Anlegen'}
      error={error}
      onReload={stored ? () => void reload() : undefined}
      size="wide"
    >
      <Field label="Titel (die Frage)" required error={clientErrors.title ?? serverErrors.title}>
        {(control) => (
          <InputText
            {...control}
            value={values.title}
            maxLength={300}
            onChange={(event) => form.set('title', event.target.value)}
          />
        )}
      </Field>
      <div className="admin-form__row">
        <Field
          label="Kapitel"
          hint={entry ? 'Ein anderes Kapitel verschiebt den Eintrag an dessen Ende.' : undefined}
          error={serverErrors.chapter_id}
        >
          {(control) => (
            <NativeSelect
              control={control}
              value={values.chapter_id}
              onChange={(id) => form.set('chapter_id', id)}
              options={chapterOptions}
            />
          )}
        </Field>
        <Field
          label="Zielgruppe"
          hint={chapter ? TARGET_GROUP_HINTS[chapter.type] : undefined}
          error={serverErrors.target_group}
        >
          {(control) => (
            <NativeSelect<TargetGroupValue>
              control={control}
              value={values.target_group}
              onChange={(group) => form.set('target_group', group)}
              options={[
                { value: '', label: 'Keine (alle Berechtigten)' },
                ...FAQ_TARGET_GROUPS.map((group) => ({ value: group, label: group })),
              ]}
            />
          )}
        </Field>
      </div>
      <div className="admin-field">
        <span className="admin-field__label" id={editorLabelId}>
          Antwort{' '}
          <span className="admin-field__required" aria-hidden="true">
            *
          </span>
        </span>
        <p className="admin-field__hint" id={editorHintId}>
          Formatieren Sie mit der Symbolleiste. Die Tabulatortaste verlässt das Textfeld.
        </p>
        <RichTextEditor
          labelId={editorLabelId}
          describedBy={clientErrors.text ? `${editorHintId} ${editorLabelId}-error` : editorHintId}
          invalid={Boolean(clientErrors.text ?? serverErrors.text)}
          value={values.text}
          onChange={(html) => form.set('text', html)}
        />
        {(clientErrors.text ?? serverErrors.text) && (
          <p id={`${editorLabelId}-error`} className="admin-field__error">
            {clientErrors.text ?? serverErrors.text}
          </p>
        )}
      </div>
      <ImageField
        current={stored?.image ?? null}
        choice={values.image}
        onChoice={(choice) => form.set('image', choice)}
        alt={values.alt}
        onAlt={(alt) => form.set('alt', alt)}
        fileError={clientErrors.file ?? serverErrors.file}
        altError={clientErrors.alt ?? serverErrors.alt}
      />
      <section className="entry-preview" aria-label="Vorschau des Eintrags">
        <h3 className="entry-preview__title">Vorschau</h3>
        <p className="admin-field__hint">So erscheint der Eintrag im FAQ-Dialog (bereinigt wie auf der Website).</p>
        <div className="faq-entry entry-preview__entry">
          <p className="faq-entry__summary entry-preview__question">{values.title.trim() || 'Titel des Eintrags'}</p>
          <div
            className={
              previewImage || values.image.kind === 'new'
                ? 'faq-entry__body faq-entry__body--with-image'
                : 'faq-entry__body'
            }
          >
            {values.image.kind === 'new' ? (
              <NewImagePreview file={values.image.file} />
            ) : (
              previewImage && (
                <span className="faq-entry__thumbnail">
                  <img src={previewImage} alt="" />
                </span>
              )
            )}
            <SanitizedHtml className="faq-entry__text rich-text" html={values.text || '<p>Antwort …</p>'} />
          </div>
        </div>
      </section>
    </FormDialog>
  );
}

function NewImagePreview({ file }: { file: File }) {
  const url = useMemo(() => URL.createObjectURL(file), [file]);
  return (
    <span className="faq-entry__thumbnail">
      <img src={url} alt="" onLoad={() => URL.revokeObjectURL(url)} />
    </span>
  );
}
