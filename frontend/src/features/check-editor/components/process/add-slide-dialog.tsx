import type { Slide } from '@baucheck/shared/checks';
import { SLIDE_TYPES, type SlideType } from '@baucheck/shared/enums';
import { useId, useState } from 'react';
import { useCreateSlide } from '../../api/create-slide.ts';
import { slideHeading } from '../../utils/attributes.ts';
import { SLIDE_TYPE_TEXTS } from '../../utils/labels.ts';
import { ActionDialog } from '../action-dialog.tsx';
import { useCheckEditor } from '../editor-context.tsx';

interface AddSlideDialogProps {
  checkId: string;
  /** The new slide goes after this one; null: at the start of an empty check. */
  afterSlide: Slide | null;
  afterIndex: number;
  visible: boolean;
  onHide: () => void;
  onCreated: (slide: Slide) => void;
}

/** The type chooser for a new slide: every type with what it does. */
export function AddSlideDialog({ checkId, afterSlide, afterIndex, visible, onHide, onCreated }: AddSlideDialogProps) {
  const { feedback } = useCheckEditor();
  const create = useCreateSlide(checkId);
  const [type, setType] = useState<SlideType>('Ja-Oder-Nein');
  const name = useId();

  return (
    <ActionDialog
      visible={visible}
      title="Folie hinzufügen"
      confirmLabel="Folie einfügen"
      busyLabel="Wird eingefügt …"
      busy={create.isPending}
      onHide={onHide}
      onConfirm={() =>
        create.mutate(
          { type, afterSlideId: afterSlide?.id ?? null },
          {
            onSuccess: (slide) => {
              feedback.success(`Neue Folie „${SLIDE_TYPE_TEXTS[slide.type].label}“ eingefügt.`);
              onCreated(slide);
            },
            onError: (error) => feedback.failure(error, 'Die Folie konnte nicht eingefügt werden.'),
          },
        )
      }
    >
      <p className="editor-dialog__intro">
        {afterSlide
          ? `Die neue Folie kommt nach Folie ${afterIndex + 1} „${slideHeading(afterSlide)}“.`
          : 'Die neue Folie ist die erste des Checks.'}
      </p>
      <fieldset className="type-chooser">
        <legend className="editor-field__label">Art der Folie</legend>
        {SLIDE_TYPES.map((candidate) => (
          <label key={candidate} className="type-chooser__option">
            <input
              type="radio"
              name={name}
              value={candidate}
              checked={type === candidate}
              onChange={() => setType(candidate)}
            />
            <span>
              <span className="type-chooser__label">{SLIDE_TYPE_TEXTS[candidate].label}</span>
              <span className="type-chooser__description">{SLIDE_TYPE_TEXTS[candidate].description}</span>
            </span>
          </label>
        ))}
      </fieldset>
    </ActionDialog>
  );
}
