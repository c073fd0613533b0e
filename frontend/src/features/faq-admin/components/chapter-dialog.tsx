import { FAQ_TYPE_LABELS, FAQ_TYPES, type FaqType } from '@baucheck/shared/enums';
import type { EditableFaqChapter } from '@baucheck/shared/faq';
import { useQueryClient } from '@tanstack/react-query';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { Field } from '#features/admin-kit/components/field.tsx';
import { FormDialog } from '#features/admin-kit/components/form-dialog.tsx';
import { NativeSelect } from '#features/admin-kit/components/select-field.tsx';
import { useToast } from '#features/admin-kit/components/toast-provider.tsx';
import { fieldErrors } from '#features/admin-kit/utils/admin-error-text.ts';
import { reloadQuery } from '#features/admin-kit/utils/conflict.ts';
import { useFormState } from '#features/admin-kit/utils/use-form-state.ts';
import { useCreateFaqChapter, useUpdateFaqChapter } from '../api/chapters.ts';
import { ADMIN_FAQS_QUERY_KEY } from '../api/list-faqs.ts';

export const FAQ_TYPE_DESCRIPTIONS: Record<FaqType, string> = {
  'Landing Page FAQs': `${FAQ_TYPE_LABELS['Landing Page FAQs']} – öffentlich für alle Besucherinnen und Besucher`,
  'Admin-Bereich FAQs': `${FAQ_TYPE_LABELS['Admin-Bereich FAQs']} – Hilfe für Mitarbeitende`,
};

interface ChapterDialogProps {
  chapter: EditableFaqChapter | null;
  /** Type of a new chapter (the tab it was created from). */
  type: FaqType;
  onClose: () => void;
}

/** Create a chapter or change its heading or type (a new type puts it at the end of that type). */
export function ChapterDialog({ chapter: opened, type, onClose }: ChapterDialogProps) {
  // As last read: after reloading on a conflict, saving continues from its new version.
  const [chapter, setChapter] = useState(opened);
  const queryClient = useQueryClient();
  const toast = useToast();
  const create = useCreateFaqChapter();
  const update = useUpdateFaqChapter();
  const mutation = chapter ? update : create;
  const form = useFormState({ text: chapter?.text ?? '', type: chapter?.type ?? type });
  const textError =
    (form.attempted && !form.values.text.trim() ? 'Bitte geben Sie eine Überschrift ein.' : undefined) ??
    fieldErrors(mutation.error).text;

  const submit = () => {
    form.markAttempted();
    const text = form.values.text.trim();
    if (!text) return;
    if (chapter) {
      update.mutate(
        {
          id: chapter.id,
          version: chapter.version,
          ...(text !== chapter.text ? { text } : {}),
          ...(form.values.type !== chapter.type ? { type: form.values.type } : {}),
        },
        {
          onSuccess: (saved) => {
            toast.success('Kapitel gespeichert', saved.text);
            onClose();
          },
        },
      );
    } else {
      create.mutate(
        { text, type: form.values.type },
        {
          onSuccess: (saved) => {
            toast.success('Kapitel angelegt', saved.text);
            onClose();
          },
        },
      );
    }
  };

  const reload = async () => {
    const list = await reloadQuery<EditableFaqChapter[]>(queryClient, ADMIN_FAQS_QUERY_KEY);
    const fresh = list?.find((candidate) => candidate.id === chapter?.id);
    update.reset();
    if (fresh) {
      setChapter(fresh);
      form.reset({ text: fresh.text, type: fresh.type });
    } else onClose();
  };

  return (
    <FormDialog
      visible
      title={chapter ? 'Kapitel bearbeiten' : 'Neues Kapitel'}
      onHide={onClose}
      dirty={form.dirty}
      onSubmit={submit}
      submitting={mutation.isPending}
      submitLabel={chapter ? 'Speichern' : 'Anlegen'}
      error={mutation.error}
      onReload={chapter ? () => void reload() : undefined}
    >
      <Field label="Überschrift" required error={textError}>
        {(control) => (
          <InputText
            {...control}
            value={form.values.text}
            maxLength={200}
            onChange={(event) => form.set('text', event.target.value)}
          />
        )}
      </Field>
      <Field
        label="Bereich"
        hint={chapter ? 'Ein anderer Bereich verschiebt das Kapitel an dessen Ende.' : undefined}
        error={fieldErrors(mutation.error).type}
      >
        {(control) => (
          <NativeSelect
            control={control}
            value={form.values.type}
            onChange={(value) => form.set('type', value)}
            options={FAQ_TYPES.map((value) => ({ value, label: FAQ_TYPE_DESCRIPTIONS[value] }))}
          />
        )}
      </Field>
    </FormDialog>
  );
}
