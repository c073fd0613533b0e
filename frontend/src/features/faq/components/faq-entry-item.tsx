import type { FaqEntry } from '@baucheck/shared/faq';
import { ChevronDownIcon } from 'primereact/icons/chevrondown';
import { StoredHtml } from '#components/stored-html.tsx';
import { mediaUrl } from '#lib/media.ts';

interface FaqEntryItemProps {
  entry: FaqEntry;
  /** Entries start open while a search is active, so the matching text is visible at once. */
  expanded: boolean;
  onEnlargeImage: (entry: FaqEntry) => void;
}

/** The alternative text of an entry's image; the title stands in when an editor left it empty. */
export function faqImageAlt(entry: FaqEntry): string {
  return entry.image_alt?.trim() || entry.title;
}

/** One question: a native disclosure (keyboard operable everywhere) with the answer and optional image. */
export function FaqEntryItem({ entry, expanded, onEnlargeImage }: FaqEntryItemProps) {
  const hasImage = Boolean(entry.image);
  return (
    <li className="faq-entry">
      <details className="faq-entry__details" open={expanded}>
        <summary className="faq-entry__summary">
          <span className="faq-entry__title">{entry.title}</span>
          <ChevronDownIcon className="faq-entry__chevron" aria-hidden="true" />
        </summary>
        <div className={hasImage ? 'faq-entry__body faq-entry__body--with-image' : 'faq-entry__body'}>
          {entry.image && (
            <button
              type="button"
              className="faq-entry__thumbnail"
              aria-label={`Bild vergrößern: ${faqImageAlt(entry)}`}
              onClick={() => onEnlargeImage(entry)}
            >
              <img src={mediaUrl(entry.image)} alt="" loading="lazy" decoding="async" />
            </button>
          )}
          <StoredHtml className="faq-entry__text rich-text" html={entry.text} />
        </div>
      </details>
    </li>
  );
}
