import {
  DndContext,
  type Announcements,
  type Collision,
  type CollisionDetection,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { arrayMove, SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { type CSSProperties, type HTMLAttributes, type ReactNode } from 'react';
import { useSortableSensors } from '#features/admin-kit/utils/sortable-sensors.ts';

/**
 * Which item the dragged one is over, for items of very different heights (an opened slide is much
 * taller than a closed one): moving up, the item whose top is nearest to the dragged item's top;
 * moving down, the one whose bottom is nearest to its bottom. (Centre-based detection would keep a
 * tall item over itself when it moves past a short one, e.g. with the keyboard.)
 */
const closestEdge: CollisionDetection = ({ active, collisionRect, droppableRects, droppableContainers }) => {
  const initial = active.rect.current.initial;
  const movingUp = !initial || collisionRect.top <= initial.top;
  const collisions: Collision[] = [];
  for (const container of droppableContainers) {
    const rect = droppableRects.get(container.id);
    if (!rect) continue;
    const value = movingUp ? Math.abs(rect.top - collisionRect.top) : Math.abs(rect.bottom - collisionRect.bottom);
    collisions.push({ id: container.id, data: { droppableContainer: container, value } });
  }
  return collisions.sort((a, b) => (a.data?.value as number) - (b.data?.value as number));
};

/** Props for the drag handle of an item: focusable, announced in German, activated by pointer or keyboard. */
export type DragHandleProps = HTMLAttributes<HTMLElement> & { ref: (element: HTMLElement | null) => void };

interface SortableListProps<T> {
  items: readonly T[];
  getId: (item: T) => string;
  /** How an item is named in announcements, e.g. `Folie „Kapitel Baurecht“`. */
  describe: (item: T) => string;
  onReorder: (ids: string[]) => void;
  renderItem: (item: T, index: number, handle: DragHandleProps, dragging: boolean) => ReactNode;
  className?: string;
  /** The list's accessible name (id of its heading). */
  labelledBy?: string;
  disabled?: boolean;
}

const INSTRUCTIONS =
  'Zum Verschieben Leertaste oder Eingabetaste drücken, dann mit den Pfeiltasten nach oben oder unten bewegen und mit Leertaste oder Eingabetaste ablegen. Escape bricht das Verschieben ab.';

/**
 * A vertical list reordered by drag and drop and by keyboard (@dnd-kit: pointer and keyboard
 * sensors), with German screen-reader instructions and announcements. It reports the complete new
 * order; showing it at once is the caller's (optimistic) business.
 */
export function SortableList<T>({
  items,
  getId,
  describe,
  onReorder,
  renderItem,
  className,
  labelledBy,
  disabled = false,
}: SortableListProps<T>) {
  const sensors = useSortableSensors();
  const ids = items.map(getId);
  const indexOf = (id: UniqueIdentifier | undefined) => (id === undefined ? -1 : ids.indexOf(String(id)));
  const nameOf = (id: UniqueIdentifier) => {
    const item = items[indexOf(id)];
    return item === undefined ? 'Eintrag' : describe(item);
  };

  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      `${nameOf(active.id)} aufgenommen, Position ${indexOf(active.id) + 1} von ${items.length}.`,
    onDragOver: ({ active, over }) =>
      over ? `${nameOf(active.id)} ist jetzt an Position ${indexOf(over.id) + 1} von ${items.length}.` : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? `${nameOf(active.id)} an Position ${indexOf(over.id) + 1} von ${items.length} abgelegt.`
        : `${nameOf(active.id)} abgelegt.`,
    onDragCancel: ({ active }) =>
      `Verschieben abgebrochen. ${nameOf(active.id)} bleibt an Position ${indexOf(active.id) + 1}.`,
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onReorder(arrayMove(ids, indexOf(active.id), indexOf(over.id)));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestEdge}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: INSTRUCTIONS } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={disabled}>
        <ol className={className} aria-labelledby={labelledBy}>
          {items.map((item, index) => (
            <SortableItem key={getId(item)} id={getId(item)}>
              {(handle, dragging) => renderItem(item, index, handle, dragging)}
            </SortableItem>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

interface SortableItemProps {
  id: string;
  children: (handle: DragHandleProps, dragging: boolean) => ReactNode;
}

function SortableItem({ id, children }: SortableItemProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    attributes: { roleDescription: 'verschiebbar' },
  });
  const style: CSSProperties = {
    transform: CSS.Translate.toString(transform),
    transition,
    position: 'relative',
    zIndex: isDragging ? 2 : undefined,
  };
  const handle: DragHandleProps = { ...attributes, ...listeners, ref: setActivatorNodeRef };
  return (
    <li
      ref={setNodeRef}
      style={style}
      className={isDragging ? 'sortable-item sortable-item--dragging' : 'sortable-item'}
    >
      {children(handle, isDragging)}
    </li>
  );
}

/** The grip: a button that moves its item (pointer drag, or Space/Enter then arrow keys). */
export function DragHandle({ handle, label }: { handle: DragHandleProps; label: string }) {
  const { ref, ...props } = handle;
  return (
    <button type="button" className="drag-handle" aria-label={label} ref={ref} {...props}>
      <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
        <circle cx="5" cy="3" r="1.5" />
        <circle cx="11" cy="3" r="1.5" />
        <circle cx="5" cy="8" r="1.5" />
        <circle cx="11" cy="8" r="1.5" />
        <circle cx="5" cy="13" r="1.5" />
        <circle cx="11" cy="13" r="1.5" />
      </svg>
    </button>
  );
}
