import { useState } from 'react';

interface OpenState {
  /** The `?slide=` value last seen; a new one (a problem link) opens that item. */
  param: string | null;
  open: string[];
  /** The item whose toggle should get the focus and come into view (a new slide, a problem link). */
  focus: string | null;
}

/**
 * Which items (slides) of a list are expanded. Kept as component state, so opening and closing is
 * instant (no router navigation); a `?slide=` in the URL (a link from the list of problems, a
 * bookmark) opens its item in addition and brings it into view.
 */
export function useOpenItems(param: string | null) {
  const [state, setState] = useState<OpenState>({ param, open: param ? [param] : [], focus: param });
  let current = state;
  if (state.param !== param) {
    // Storing what the URL said last time (React's pattern for deriving state from changed input).
    current = {
      param,
      open: param && !state.open.includes(param) ? [...state.open, param] : state.open,
      focus: param,
    };
    setState(current);
  }
  return {
    isOpen: (id: string) => current.open.includes(id),
    focusId: current.focus,
    open: (id: string, { focus = false }: { focus?: boolean } = {}) =>
      setState((previous) => ({
        ...previous,
        open: previous.open.includes(id) ? previous.open : [...previous.open, id],
        focus: focus ? id : previous.focus,
      })),
    close: (id: string) => setState((previous) => ({ ...previous, open: previous.open.filter((item) => item !== id) })),
  };
}
