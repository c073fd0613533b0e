import type { FaqEntry } from '@baucheck/shared/faq';
import { Dialog } from 'primereact/dialog';
import { mediaUrl } from '#lib/media.ts';
import { faqImageAlt } from './faq-entry-item.tsx';

interface FaqImageDialogProps {
  /** The entry whose image is (or was last) enlarged; kept while the dialog animates out. */
  entry: FaqEntry | null;
  visible: boolean;
  onHide: () => void;
}

/** The enlarged image of a FAQ entry, stacked above the FAQ dialog. Unlike that one it closes on Escape. */
export function FaqImageDialog({ entry, visible, onHide }: FaqImageDialogProps) {
  return (
    <Dialog
      visible={visible && entry !== null}
      onHide={onHide}
      header={<h2 className="dialog-title">{entry?.title ?? 'Abbildung'}</h2>}
      className="faq-image-dialog"
      dismissableMask
      draggable={false}
      resizable={false}
      blockScroll
      pt={{ root: { 'aria-describedby': undefined } }}
    >
      {entry?.image && <img className="faq-image-dialog__image" src={mediaUrl(entry.image)} alt={faqImageAlt(entry)} />}
    </Dialog>
  );
}
