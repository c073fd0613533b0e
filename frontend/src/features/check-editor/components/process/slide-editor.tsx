import type { CheckDetail, Slide } from '@baucheck/shared/checks';
import { SLIDE_TYPES, type SlideType } from '@baucheck/shared/enums';
import { useId } from 'react';
import { useUpdateSlideType } from '../../api/update-slide.ts';
import { SLIDE_TYPE_TEXTS } from '../../utils/labels.ts';
import { useCheckEditor } from '../editor-context.tsx';
import { OwnAttributesForm } from './own-attributes-form.tsx';
import { ResponsesForm } from './responses-form.tsx';

interface SlideEditorProps {
  detail: CheckDetail;
  slide: Slide;
  index: number;
  onInsertAfter: () => void;
  /** Asks to delete the slide (the list confirms and deletes, so it can move the focus afterwards). */
  onDelete: () => void;
}

/** Everything about one slide: its type, the check's own texts and measurement, its answers; insert after, delete. */
export function SlideEditor({ detail, slide, index, onInsertAfter, onDelete }: SlideEditorProps) {
  const { feedback } = useCheckEditor();
  const id = useId();
  const checkId = detail.check.id;
  const updateType = useUpdateSlideType(checkId);
  const outcomesOfChapter =
    slide.type === 'Kapitel' ? detail.outcomes.filter((outcome) => outcome.chapter_id === slide.id).length : 0;

  return (
    <div className="slide-editor">
      <div className="editor-field slide-editor__type">
        <label htmlFor={`${id}-type`} className="editor-field__label">
          Art der Folie
        </label>
        <select
          id={`${id}-type`}
          className="editor-select"
          value={slide.type}
          disabled={outcomesOfChapter > 0 || updateType.isPending}
          aria-describedby={`${id}-type-hint`}
          onChange={(event) =>
            updateType.mutate(
              { slideId: slide.id, type: event.target.value as SlideType },
              {
                onSuccess: (updated) =>
                  feedback.success(`Folie ${index + 1} ist jetzt „${SLIDE_TYPE_TEXTS[updated.type].label}“.`),
                onError: (error) => feedback.failure(error, 'Die Art der Folie konnte nicht geändert werden.'),
              },
            )
          }
        >
          {SLIDE_TYPES.map((type) => (
            <option key={type} value={type}>
              {SLIDE_TYPE_TEXTS[type].label}
            </option>
          ))}
        </select>
        <p id={`${id}-type-hint`} className="editor-field__hint">
          {outcomesOfChapter > 0
            ? 'Ein Kapitel mit Ergebnissen bleibt ein Kapitel. Löschen Sie zuerst seine Ergebnisse, um die Art zu ändern.'
            : SLIDE_TYPE_TEXTS[slide.type].description}
        </p>
      </div>

      <OwnAttributesForm key={`${slide.id}-${slide.type}`} detail={detail} slide={slide} />

      {(slide.type === 'Ja-Oder-Nein' || slide.type === 'Baunebenrechte') && (
        <ResponsesForm key={slide.id} detail={detail} slide={slide} index={index} />
      )}

      <div className="slide-editor__actions">
        <button type="button" className="button button--secondary button--small" onClick={onInsertAfter}>
          Folie danach einfügen
        </button>
        <button
          type="button"
          className="button button--danger-outline button--small"
          aria-disabled={outcomesOfChapter > 0}
          aria-describedby={outcomesOfChapter > 0 ? `${id}-delete-hint` : undefined}
          onClick={() => {
            if (outcomesOfChapter === 0) onDelete();
          }}
        >
          Folie löschen
        </button>
        {outcomesOfChapter > 0 && (
          <span id={`${id}-delete-hint`} className="editor-field__hint">
            Das Kapitel hat noch {outcomesOfChapter === 1 ? 'ein Ergebnis' : `${outcomesOfChapter} Ergebnisse`}.
          </span>
        )}
      </div>
    </div>
  );
}
