import { KeyboardSensor, PointerSensor, useSensor, useSensors, type KeyboardSensorProps } from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';

/** The two private members of dnd-kit's `KeyboardSensor` (@dnd-kit/core 6.3.1, pinned) reached below. */
interface KeyboardSensorInternals {
  handleKeyDown: (event: Event) => void;
  listeners: { add: (eventName: string, handler: (event: Event) => void) => void };
}

/**
 * dnd-kit's keyboard sensor, listening for the arrow keys from the moment an item is picked up.
 *
 * The original announces "aufgenommen" at once but adds its keydown listener only from a zero-delay
 * timer, so that the Space that picked the item up does not drop it again on its way to the
 * document. Browsers run pending input before timers: on a busy machine an arrow key pressed right
 * after the announcement reaches the page before that timer and is lost (the page scrolls instead).
 * This sensor adds the same listener at once, lets the activating keydown pass it by, and makes the
 * timer's late add a no-op (which also keeps a drag that ended before the timer from leaving a
 * listener behind).
 */
export class PromptKeyboardSensor extends KeyboardSensor {
  constructor(props: KeyboardSensorProps) {
    super(props);
    const internals = this as unknown as KeyboardSensorInternals;
    const handleKeyDown = internals.handleKeyDown;
    internals.handleKeyDown = (event) => {
      if (event !== props.event) handleKeyDown(event);
    };
    internals.listeners.add('keydown', internals.handleKeyDown);
    internals.listeners.add = () => undefined;
  }
}

/**
 * The sensors of every sortable list: the pointer (a drag starts after 4 px, so a click on the
 * handle stays a click) and the keyboard (Space or Enter picks up, arrows move, Space or Enter drops).
 */
export function useSortableSensors() {
  return useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(PromptKeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
}
