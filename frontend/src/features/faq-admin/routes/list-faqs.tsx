import { FAQ_TYPE_LABELS, FAQ_TYPES, type FaqType } from '@baucheck/shared/enums';
import type { EditableFaqChapter, EditableFaqEntry } from '@baucheck/shared/faq';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState, type ReactNode } from 'react';
import { AdminPage, QueryFallback } from '#features/admin-kit/components/admin-page.tsx';
import { ConfirmDialog } from '#features/admin-kit/components/confirm-dialog.tsx';
import { Icon } from '#features/admin-kit/components/icons.tsx';
import { RequestAlert } from '#features/admin-kit/components/request-alert.tsx';
import { IconButton, RowActions } from '#features/admin-kit/components/row-actions.tsx';
import { SortableList } from '#features/admin-kit/components/sortable-list.tsx';
import { StatusTag } from '#features/admin-kit/components/status-tag.tsx';
import { Tabs } from '#features/admin-kit/components/tabs.tsx';
import { useToast } from '#features/admin-kit/components/toast-provider.tsx';
import { isConflict } from '#features/admin-kit/utils/admin-error-text.ts';
import { useDeleteFaqChapter, useReorderFaqChapters } from '../api/chapters.ts';
import { useDeleteFaqEntry, useReorderFaqEntries } from '../api/entries.ts';
import { ADMIN_FAQS_QUERY_KEY, useAdminFaqs } from '../api/list-faqs.ts';
import { ChapterDialog } from '../components/chapter-dialog.tsx';
import { EntryDialog } from '../components/entry-dialog.tsx';
import '../faq-admin.css';

type DialogState =
  | { kind: 'chapter'; chapter: EditableFaqChapter | null; type: FaqType }
  | { kind: 'entry'; entry: EditableFaqEntry | null; chapterId: string }
  | null;

type Deleting = { kind: 'chapter'; chapter: EditableFaqChapter } | { kind: 'entry'; entry: EditableFaqEntry } | null;

const TYPE_INTROS: Record<FaqType, string> = {
  'Landing Page FAQs': 'Diese Kapitel erscheinen im FAQ-Dialog der Startseite, für alle Besucherinnen und Besucher.',
  'Admin-Bereich FAQs':
    'Diese Kapitel erscheinen im FAQ-Dialog der Seiten des Admin-Bereichs. Die Zielgruppe eines Eintrags bestimmt, wer ihn sieht.',
};

const entryCountText = (count: number) => (count === 1 ? '1 Eintrag' : `${count} Einträge`);
const chapterId = (chapter: EditableFaqChapter) => chapter.id;
const chapterLabel = (chapter: EditableFaqChapter) => chapter.text;
const entryId = (entry: EditableFaqEntry) => entry.id;
const entryLabel = (entry: EditableFaqEntry) => entry.title;

function FaqManager({ type, onType }: { type: FaqType; onType: (type: FaqType) => void }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const faqs = useAdminFaqs();
  const reorderChapters = useReorderFaqChapters();
  const reorderEntries = useReorderFaqEntries();
  const deleteChapter = useDeleteFaqChapter();
  const deleteEntry = useDeleteFaqEntry();
  const [dialog, setDialog] = useState<DialogState>(null);
  const [deleting, setDeleting] = useState<Deleting>(null);
  const [conflict, setConflict] = useState<unknown>(null);
  const [status, setStatus] = useState('');
  const saving = reorderChapters.isPending || reorderEntries.isPending;

  const reorderFailed = useCallback(
    (error: unknown) => {
      if (isConflict(error)) setConflict(error);
      else toast.error(error, 'Die Reihenfolge wurde nicht gespeichert');
      setStatus('');
    },
    [toast],
  );

  if (!faqs.isSuccess) return <QueryFallback query={faqs} plural="FAQ" />;

  const all = faqs.data;
  const chapters = all.filter((chapter) => chapter.type === type);

  const reloadAfterConflict = async () => {
    setConflict(null);
    await queryClient.invalidateQueries({ queryKey: ADMIN_FAQS_QUERY_KEY, refetchType: 'all' });
    setStatus('Die aktuellen FAQ wurden geladen.');
  };

  const confirmDelete = () => {
    if (!deleting) return;
    const done = (text: string) => {
      toast.success(text);
      setDeleting(null);
    };
    const failed = (error: unknown) => {
      toast.error(error, 'Nicht gelöscht');
      setDeleting(null);
    };
    if (deleting.kind === 'chapter') {
      deleteChapter.mutate(deleting.chapter.id, {
        onSuccess: () => done(`Kapitel „${deleting.chapter.text}“ gelöscht`),
        onError: failed,
      });
    } else {
      deleteEntry.mutate(deleting.entry.id, {
        onSuccess: () => done(`Eintrag „${deleting.entry.title}“ gelöscht`),
        onError: failed,
      });
    }
  };

  const renderEntry = (entry: EditableFaqEntry, handle: ReactNode) => (
    <div className="faq-admin-entry">
      {handle}
      <div className="faq-admin-entry__text">
        <span className="faq-admin-entry__title">{entry.title}</span>
        <span className="faq-admin-entry__tags">
          {entry.target_group && <StatusTag tone="neutral">Zielgruppe: {entry.target_group}</StatusTag>}
          {entry.image && (
            <StatusTag tone="success">
              <Icon name="image" />
              Bild
            </StatusTag>
          )}
        </span>
      </div>
      <RowActions
        name={`Eintrag „${entry.title}“`}
        onEdit={() => setDialog({ kind: 'entry', entry, chapterId: entry.chapter_id })}
        onDelete={() => setDeleting({ kind: 'entry', entry })}
      />
    </div>
  );

  const renderChapter = (chapter: EditableFaqChapter, handle: ReactNode) => {
    const headingId = `faq-chapter-${chapter.id}`;
    return (
      <section className="faq-admin-chapter" aria-labelledby={headingId}>
        <header className="faq-admin-chapter__header">
          {handle}
          <div className="faq-admin-chapter__title">
            <h3 id={headingId}>{chapter.text}</h3>
            <span className="admin-table__secondary">{entryCountText(chapter.faqs.length)}</span>
          </div>
          <div className="faq-admin-chapter__actions">
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => setDialog({ kind: 'entry', entry: null, chapterId: chapter.id })}
            >
              <Icon name="plus" />
              <span>
                Eintrag hinzufügen<span className="sr-only"> im Kapitel „{chapter.text}“</span>
              </span>
            </button>
            <IconButton
              icon="pencil"
              label={`Kapitel „${chapter.text}“ bearbeiten`}
              title="Kapitel bearbeiten"
              onClick={() => setDialog({ kind: 'chapter', chapter, type })}
            />
            <IconButton
              icon="trash"
              label={`Kapitel „${chapter.text}“ löschen`}
              title="Kapitel löschen"
              onClick={() => setDeleting({ kind: 'chapter', chapter })}
            />
          </div>
        </header>
        {chapter.faqs.length > 0 ? (
          <SortableList
            items={chapter.faqs}
            getId={entryId}
            getLabel={entryLabel}
            label={`Einträge im Kapitel „${chapter.text}“`}
            className="faq-admin-entries"
            disabled={saving}
            onReorder={(entries, moved) => {
              setStatus('');
              reorderEntries.mutate(
                { chapterId: chapter.id, entries },
                {
                  onSuccess: () =>
                    setStatus(
                      `Reihenfolge gespeichert: „${moved.item.title}“ steht jetzt an Position ${moved.to + 1}.`,
                    ),
                  onError: reorderFailed,
                },
              );
            }}
            renderItem={(entry, entryHandle) => renderEntry(entry, entryHandle)}
          />
        ) : (
          <p className="faq-admin-chapter__empty">Noch keine Einträge in diesem Kapitel.</p>
        )}
      </section>
    );
  };

  return (
    <>
      <RequestAlert error={conflict} onReload={() => void reloadAfterConflict()} reloadLabel="Aktuelle FAQ laden" />
      <p className="sr-only" role="status">
        {status}
      </p>
      <Tabs
        label="Bereiche der FAQ"
        selected={type}
        onSelect={onType}
        tabs={FAQ_TYPES.map((key) => ({
          key,
          label: `${FAQ_TYPE_LABELS[key]} (${all.filter((chapter) => chapter.type === key).length})`,
        }))}
      >
        <div className="faq-admin-panel__intro">
          <p>
            {TYPE_INTROS[type]} Ziehen Sie Kapitel und Einträge am Griff in die gewünschte Reihenfolge – oder
            fokussieren Sie den Griff und verschieben Sie mit Leertaste und Pfeiltasten.
          </p>
          <button
            type="button"
            className="button button--primary button--small"
            onClick={() => setDialog({ kind: 'chapter', chapter: null, type })}
          >
            <Icon name="plus" />
            Neues Kapitel
          </button>
        </div>
        {chapters.length > 0 ? (
          <SortableList
            items={chapters}
            getId={chapterId}
            getLabel={chapterLabel}
            label={`Kapitel: ${FAQ_TYPE_LABELS[type]}`}
            className="faq-admin-chapters"
            disabled={saving}
            onReorder={(ordered, moved) => {
              setStatus('');
              reorderChapters.mutate(
                { type, chapters: ordered },
                {
                  onSuccess: () =>
                    setStatus(
                      `Reihenfolge gespeichert: Kapitel „${moved.item.text}“ steht jetzt an Position ${moved.to + 1}.`,
                    ),
                  onError: reorderFailed,
                },
              );
            }}
            renderItem={(chapter, handle) => renderChapter(chapter, handle)}
          />
        ) : (
          <p>Es gibt hier noch keine Kapitel.</p>
        )}
      </Tabs>
      {dialog?.kind === 'chapter' && (
        <ChapterDialog chapter={dialog.chapter} type={dialog.type} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'entry' && (
        <EntryDialog entry={dialog.entry} chapterId={dialog.chapterId} chapters={all} onClose={() => setDialog(null)} />
      )}
      <ConfirmDialog
        visible={deleting !== null}
        title={deleting?.kind === 'chapter' ? 'Kapitel löschen?' : 'Eintrag löschen?'}
        confirmLabel="Löschen"
        danger
        busy={deleteChapter.isPending || deleteEntry.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        {deleting?.kind === 'chapter' ? (
          deleting.chapter.faqs.length > 0 ? (
            <p>
              Das Kapitel „{deleting.chapter.text}“ enthält noch {entryCountText(deleting.chapter.faqs.length)}. Nur
              leere Kapitel lassen sich löschen: Verschieben oder löschen Sie die Einträge zuerst.
            </p>
          ) : (
            <p>Das leere Kapitel „{deleting.chapter.text}“ wird gelöscht.</p>
          )
        ) : (
          <p>Der Eintrag „{deleting?.entry.title}“ wird mit seinem Bild endgültig gelöscht.</p>
        )}
      </ConfirmDialog>
    </>
  );
}

/** "FAQ verwalten" (route ListFaqs, `/faqs`, Administrator only). */
export default function ListFaqsPage() {
  const [type, setType] = useState<FaqType>('Landing Page FAQs');
  return (
    <AdminPage
      title="FAQ verwalten"
      intro={
        <p>
          Kapitel und Einträge der beiden FAQ-Dialoge: der öffentlichen FAQ auf der Startseite und der Hilfe im
          Admin-Bereich. Änderungen sind sofort sichtbar.
        </p>
      }
    >
      <FaqManager type={type} onType={setType} />
    </AdminPage>
  );
}
