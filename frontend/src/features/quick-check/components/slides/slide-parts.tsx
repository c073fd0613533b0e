import type { EngineSlide } from '@baucheck/shared/engine/model';
import { StoredHtml } from '#components/stored-html.tsx';
import { mediaUrl } from '#lib/media.ts';
import { ExternalLink, isWebAddress } from '../external-link.tsx';

interface SlideHeadingProps {
  id: string;
  children: string;
  eyebrow?: string;
}

/** The slide's question or title as the page's h1; focused (by id) when the slide appears. */
export function SlideHeading({ id, children, eyebrow }: SlideHeadingProps) {
  return (
    <>
      {eyebrow && <p className="qc-slide__eyebrow">{eyebrow}</p>}
      <h1 id={id} className="qc-slide__title" tabIndex={-1}>
        {children}
      </h1>
    </>
  );
}

interface SlideDetailsProps {
  slide: EngineSlide;
  /** id of the description, for aria-describedby of the slide's control. */
  descriptionId?: string;
  unitName: string;
}

/**
 * What a slide explains besides its question: the description (editor HTML), the municipality's local
 * note, a link for more information and an image. Each only when the check has it.
 */
export function SlideDetails({ slide, descriptionId, unitName }: SlideDetailsProps) {
  const { Beschreibung: description, Lokales: local, Link: link, Bild: image, Frage: question } = slide.attributes;
  return (
    <>
      {description?.trim() && (
        <div id={descriptionId} className="qc-slide__description">
          <StoredHtml className="rich-text" html={description} />
        </div>
      )}
      {local?.trim() && (
        <aside className="qc-local-note" aria-label={`Hinweis von ${unitName}`}>
          <p className="qc-local-note__title">Hinweis von {unitName}</p>
          <StoredHtml className="rich-text" html={local} />
        </aside>
      )}
      {image?.trim() && (
        <img
          className="qc-slide__image"
          src={mediaUrl(image.trim())}
          alt={`Abbildung zur Frage: ${question ?? ''}`.trim()}
          loading="lazy"
          decoding="async"
        />
      )}
      {isWebAddress(link?.trim()) && (
        <p className="qc-slide__link">
          <ExternalLink href={(link ?? '').trim()}>Weitere Informationen</ExternalLink>
        </p>
      )}
    </>
  );
}

interface SlideActionsProps {
  onBack: () => void;
  nextLabel?: string;
}

/** "Zurück" and "Weiter" at the end of every slide; "Weiter" submits the slide's form. */
export function SlideActions({ onBack, nextLabel = 'Weiter' }: SlideActionsProps) {
  return (
    <div className="qc-actions">
      <button type="button" className="button button--secondary" onClick={onBack}>
        Zurück
      </button>
      <button type="submit" className="button button--primary">
        {nextLabel}
      </button>
    </div>
  );
}
