import type { CheckDetail, Slide } from '@baucheck/shared/checks';
import { useId, useState } from 'react';
import { useDeleteSlide } from '../../api/delete-slide.ts';
import { useReorderSlides } from '../../api/reorder-slides.ts';
import { slideHeading } from '../../utils/attributes.ts';
import { flowSummary } from '../../utils/flow-summary.ts';
import type { PublishProblem } from '../../utils/problems.ts';
import { ActionDialog } from '../action-dialog.tsx';
import { useCheckEditor } from '../editor-context.tsx';
import { SlideItem } from '../slide-item.tsx';
import { DragHandle, SortableList } from '../sortable-list.tsx';
import { DiscardSlideDialog, useSlidePanels } from '../use-slide-panels.tsx';
import { AddSlideDialog } from './add-slide-dialog.tsx';
import { SlideEditor } from './slide-editor.tsx';

interface SlideListProps {
  detail: CheckDetail;
  problems: Map<string, PublishProblem[]>;
  /** `?slide=`: a slide to open and bring into view (from a problem link or a bookmark). */
  slideParam: string | null;
}

/** DOM id of a slide's toggle button, so problem links and new slides can bring it into view. */
export const slideToggleId = (slideId: string) => `slide-toggle-${slideId.replace(/[^\w-]/g, '_')}`;

/** The slides of the draft in order: reorder by drag and drop or keyboard, open one to edit it, add new ones. */
export function SlideList({ detail, problems, slideParam }: SlideListProps) {
  const { feedback } = useCheckEditor();
  const items = useSlidePanels(slideParam, slideToggleId);
  const headingId = useId();
  const reorder = useReorderSlides(detail.check.id);
  const [adding, setAdding] = useState<{ afterSlideId: string | null } | null>(null);
  const [deleting, setDeleting] = useState<Slide | null>(null);
  const remove = useDeleteSlide(detail.check.id);
  const deletingIndex = deleting ? detail.slides.findIndex((slide) => slide.id === deleting.id) : -1;
  const jumpsToDeleting = deleting
    ? detail.slides.filter((slide) => slide.responses.some((response) => response.next_slide_id === deleting.id)).length
    : 0;

  const confirmDelete = () => {
    if (!deleting) return;
    const slide = deleting;
    const index = detail.slides.findIndex((candidate) => candidate.id === slide.id);
    const neighbour = detail.slides[index + 1] ?? detail.slides[index - 1];
    remove.mutate(slide.id, {
      onSuccess: () => {
        feedback.success(`Folie „${slideHeading(slide)}“ ist gelöscht.`);
        items.close(slide.id);
      },
      onError: (error) => feedback.failure(error, 'Die Folie konnte nicht gelöscht werden.'),
      onSettled: () => {
        setDeleting(null);
        // The deleted slide's button is gone: continue at its neighbour (or the list's heading).
        const target = neighbour ? document.getElementById(slideToggleId(neighbour.id)) : null;
        (target ?? document.getElementById(headingId))?.focus();
      },
    });
  };

  const describe = (slide: Slide) => `Folie „${slideHeading(slide)}“`;

  return (
    <section className="slide-list" aria-labelledby={headingId}>
      <div className="slide-list__head">
        <h2 id={headingId} className="editor-section-title" tabIndex={-1}>
          Folien ({detail.slides.length})
        </h2>
        <button
          type="button"
          className="button button--primary button--small"
          onClick={() => setAdding({ afterSlideId: detail.slides.at(-1)?.id ?? null })}
        >
          Folie hinzufügen
        </button>
      </div>
      {detail.slides.length === 0 ? (
        <p className="slide-list__empty">
          Der Check hat noch keine Folien. Beginnen Sie mit einem Kapitel, zum Beispiel „Baurecht“, und fügen Sie dann
          Fragen und am Ende eine Endergebnis-Folie hinzu.
        </p>
      ) : (
        <SortableList
          items={detail.slides}
          getId={(slide) => slide.id}
          describe={describe}
          labelledBy={headingId}
          className="slide-list__items"
          onReorder={(ids) =>
            reorder.mutate(ids, {
              onError: (error) => feedback.failure(error, 'Die neue Reihenfolge konnte nicht gespeichert werden.'),
            })
          }
          renderItem={(slide, index, handle) => {
            const panelId = `${slideToggleId(slide.id)}-panel`;
            return (
              <SlideItem
                slide={slide}
                index={index}
                open={items.isOpen(slide.id)}
                problems={problems.get(slide.id) ?? []}
                toggleId={slideToggleId(slide.id)}
                panelId={panelId}
                flow={flowSummary(slide, detail)}
                handle={
                  <DragHandle handle={handle} label={`Folie ${index + 1} „${slideHeading(slide)}“ verschieben`} />
                }
                onToggle={() => items.toggle(slide.id)}
              >
                <SlideEditor
                  detail={detail}
                  slide={slide}
                  index={index}
                  onInsertAfter={() => setAdding({ afterSlideId: slide.id })}
                  onDelete={() => setDeleting(slide)}
                />
              </SlideItem>
            );
          }}
        />
      )}
      <ActionDialog
        visible={deleting !== null}
        danger
        title="Folie löschen"
        confirmLabel="Löschen"
        busyLabel="Wird gelöscht …"
        busy={remove.isPending}
        onHide={() => setDeleting(null)}
        onConfirm={confirmDelete}
      >
        {deleting && (
          <p>
            Möchten Sie Folie {deletingIndex + 1} „{slideHeading(deleting)}“ mit ihren Texten und Antworten löschen?
            {jumpsToDeleting > 0 &&
              ` ${jumpsToDeleting === 1 ? 'Eine Antwort springt' : `${jumpsToDeleting} Antworten springen`} zu dieser Folie; sie führen danach zur jeweils nächsten Folie.`}
          </p>
        )}
      </ActionDialog>
      <AddSlideDialog
        checkId={detail.check.id}
        afterSlide={adding ? (detail.slides.find((slide) => slide.id === adding.afterSlideId) ?? null) : null}
        afterIndex={adding ? detail.slides.findIndex((slide) => slide.id === adding.afterSlideId) : -1}
        visible={adding !== null}
        onHide={() => setAdding(null)}
        onCreated={(slide) => {
          setAdding(null);
          items.open(slide.id, { focus: true });
        }}
      />
      <DiscardSlideDialog {...items.closeDialog} />
    </section>
  );
}
