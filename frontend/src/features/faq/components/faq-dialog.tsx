import type { FaqChapter, FaqEntry } from '@baucheck/shared/faq';
import { Dialog } from 'primereact/dialog';
import { SpinnerIcon } from 'primereact/icons/spinner';
import { useDeferredValue, useId, useMemo, useState, type ReactNode } from 'react';
import { countFaqEntries, filterFaqChapters } from '../utils/filter-faqs.ts';
import { FaqEntryItem } from './faq-entry-item.tsx';
import { FaqImageDialog } from './faq-image-dialog.tsx';
import { FaqSearchField } from './faq-search-field.tsx';
import './faq-dialog.css';

export interface FaqDialogProps {
  visible: boolean;
  onHide: () => void;
  /** The chapters to show; undefined while loading or when loading failed. */
  chapters: readonly FaqChapter[] | undefined;
  isLoading: boolean;
  title?: string;
}

function foundText(count: number): string {
  return count === 1 ? '1 Eintrag gefunden.' : `${count} Einträge gefunden.`;
}

/**
 * The FAQ dialog of SPEC.md section 2: searchable chapters of questions. It is persistent (no
 * closing by Escape or by clicking beside it) so that a resident reading a long answer does not lose
 * it by accident; only the close button ("Schließen") closes it.
 */
export function FaqDialog({ visible, onHide, chapters, isLoading, title = 'Häufige Fragen' }: FaqDialogProps) {
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const [enlargedEntry, setEnlargedEntry] = useState<FaqEntry | null>(null);
  const [imageVisible, setImageVisible] = useState(false);
  const headingIdPrefix = useId();

  const visibleChapters = useMemo(() => filterFaqChapters(chapters ?? [], deferredQuery), [chapters, deferredQuery]);
  const visibleCount = countFaqEntries(visibleChapters);
  const searching = deferredQuery.trim() !== '';

  const hide = () => {
    setQuery('');
    onHide();
  };

  let status: ReactNode = null;
  if (isLoading) {
    status = (
      <p className="faq-dialog__message">
        <SpinnerIcon className="faq-dialog__spinner" spin aria-hidden="true" /> FAQ werden geladen …
      </p>
    );
  } else if (visibleCount === 0) {
    status = <p className="faq-dialog__message">Keine Einträge gefunden.</p>;
  } else if (searching) {
    status = <span className="sr-only">{foundText(visibleCount)}</span>;
  }

  return (
    <>
      <Dialog
        visible={visible}
        onHide={hide}
        header={<h2 className="dialog-title">{title}</h2>}
        className="faq-dialog"
        position="top"
        modal
        closeOnEscape={false}
        dismissableMask={false}
        draggable={false}
        resizable={false}
        blockScroll
        // The content is the whole FAQ: as a description it would be read out in full on opening.
        pt={{ root: { 'aria-describedby': undefined } }}
      >
        <FaqSearchField value={query} onChange={setQuery} />
        <div className="faq-dialog__status" role="status" aria-live="polite">
          {status}
        </div>
        {!isLoading &&
          visibleChapters.map((chapter) => {
            const headingId = `${headingIdPrefix}-${chapter.id}`;
            return (
              <section key={chapter.id} className="faq-chapter" aria-labelledby={headingId}>
                <h3 id={headingId} className="faq-chapter__title">
                  {chapter.text}
                </h3>
                <ul className="faq-chapter__entries">
                  {chapter.faqs.map((entry) => (
                    <FaqEntryItem
                      key={entry.id}
                      entry={entry}
                      expanded={searching}
                      onEnlargeImage={(selected) => {
                        setEnlargedEntry(selected);
                        setImageVisible(true);
                      }}
                    />
                  ))}
                </ul>
              </section>
            );
          })}
      </Dialog>
      <FaqImageDialog entry={enlargedEntry} visible={imageVisible} onHide={() => setImageVisible(false)} />
    </>
  );
}
