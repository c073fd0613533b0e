import {
  closestCenter,
  DndContext,
  type Announcements,
  type DragEndEvent,
  type ScreenReaderInstructions,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { arrayMove, SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useMemo, useRef, type ReactNode } from 'react';
import { useSortableSensors } from '../utils/sortable-sensors.ts';
import { Icon } from './icons.tsx';

export interface SortableListProps<T> {
  items: readonly T[];
  getId: (item: T) => string;
  /** What an item is called in announcements and on its handle, e.g. its title. */
  getLabel: (item: T) => string;
  /** The new order after a drop that moved an item. */
  onReorder: (items: T[], moved: { item: T; from: number; to: number }) => void;
  /** The item's content; `handle` is the drag handle to place in it. */
  renderItem: (item: T, handle: ReactNode, index: number) => ReactNode;
  /** Accessible name of the list, e.g. "Einträge im Kapitel Checks pflegen". */
  label: string;
  /** While a save runs, items cannot be moved. */
  disabled?: boolean;
  className?: string;
  itemClassName?: string;
}

const INSTRUCTIONS: ScreenReaderInstructions = {
  draggable:
    'Zum Verschieben Leertaste oder Eingabetaste drücken. Mit den Pfeiltasten nach oben oder unten bewegen, mit Leertaste oder Eingabetaste ablegen, mit Escape abbrechen.',
};

function SortableItem({
  id,
  label,
  disabled,
  className,
  children,
}: {
  id: string;
  label: string;
  disabled: boolean;
  className?: string;
  children: (handle: ReactNode) => ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    disabled,
    attributes: { roleDescription: 'verschiebbarer Eintrag' },
  });
  const handle = (
    <button
      type="button"
      ref={setActivatorNodeRef}
      className="sortable-handle"
      {...attributes}
      {...listeners}
      aria-label={`„${label}“ verschieben`}
    >
      <Icon name="bars" />
    </button>
  );
  return (
    <li
      ref={setNodeRef}
      className={['sortable-item', isDragging ? 'sortable-item--dragging' : '', className ?? ''].join(' ').trim()}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      {children(handle)}
    </li>
  );
}

/**
 * A vertical list ordered by drag and drop with the mouse, by touch, and by keyboard (dnd-kit's
 * keyboard sensor on each item's handle), with German instructions and announcements for screen
 * readers. Reusable for any ordered list of the admin area (FAQ chapters and entries, slides, outcomes).
 */
export function SortableList<T>({
  items,
  getId,
  getLabel,
  onReorder,
  renderItem,
  label,
  disabled = false,
  className,
  itemClassName,
}: SortableListProps<T>) {
  const sensors = useSortableSensors();
  const ids = useMemo(() => items.map(getId), [items, getId]);
  /** Whether the item left its place during this drag: until then "aufgenommen" is not overwritten. */
  const moved = useRef(false);

  const announcements = useMemo<Announcements>(() => {
    const labelOf = (id: UniqueIdentifier) => {
      const item = items.find((candidate) => getId(candidate) === id);
      return item ? `„${getLabel(item)}“` : 'Eintrag';
    };
    const positionOf = (id: UniqueIdentifier) => `Position ${ids.indexOf(String(id)) + 1} von ${ids.length}`;
    return {
      onDragStart: ({ active }) => {
        moved.current = false;
        return `${labelOf(active.id)} aufgenommen, ${positionOf(active.id)}.`;
      },
      onDragOver: ({ active, over }) => {
        // Picked up, the item is over its own place: keep announcing "aufgenommen".
        if (over?.id === active.id && !moved.current) return undefined;
        moved.current = true;
        return over
          ? `${labelOf(active.id)} ist jetzt auf ${positionOf(over.id)}.`
          : `${labelOf(active.id)} ist außerhalb der Liste.`;
      },
      onDragEnd: ({ active, over }) =>
        over
          ? `${labelOf(active.id)} auf ${positionOf(over.id)} abgelegt.`
          : `${labelOf(active.id)} abgelegt, die Reihenfolge bleibt unverändert.`,
      onDragCancel: ({ active }) =>
        `Verschieben abgebrochen. ${labelOf(active.id)} bleibt auf ${positionOf(active.id)}.`,
    };
  }, [items, ids, getId, getLabel]);

  const dragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    const item = items[from];
    if (from < 0 || to < 0 || item === undefined) return;
    onReorder(arrayMove([...items], from, to), { item, from, to });
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={dragEnd}
      accessibility={{ announcements, screenReaderInstructions: INSTRUCTIONS }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={disabled}>
        <ul className={className ? `sortable-list ${className}` : 'sortable-list'} aria-label={label}>
          {items.map((item, index) => (
            <SortableItem
              key={getId(item)}
              id={getId(item)}
              label={getLabel(item)}
              disabled={disabled}
              className={itemClassName}
            >
              {(handle) => renderItem(item, handle, index)}
            </SortableItem>
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
