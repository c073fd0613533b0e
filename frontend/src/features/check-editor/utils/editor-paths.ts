import type { CheckGroup } from '@baucheck/shared/enums';
import { routePath } from '#app/routes.tsx';

/** The four children of ListCheckOverview (SPEC.md section 2, the tabs) and the comparison of versions. */
export const EDITOR_TABS = ['overview', 'content', 'process', 'outcome', 'compare'] as const;
export type EditorTab = (typeof EDITOR_TABS)[number];

export const TAB_LABELS: Record<EditorTab, string> = {
  overview: 'Übersicht',
  content: 'Inhalte',
  process: 'Ablauf',
  outcome: 'Ergebnisse',
  compare: 'Versionen vergleichen',
};

/**
 * Search parameters of the editor: `check` is the check being edited, `unit` the reference unit whose
 * local values the content tab shows, `slide` the slide opened in the process or content tab.
 */
export interface EditorSearch {
  check?: string | null;
  unit?: string | null;
  slide?: string | null;
  /** Compare tab: the two versions compared (a number or `draft`). */
  from?: string | null;
  to?: string | null;
}

/** URL of a tab of the check editor, e.g. `/checks/gartenhaus/false/process?check=…&slide=…`. */
export function editorPath(group: CheckGroup, isDraft: boolean, tab: EditorTab, search: EditorSearch = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) if (value) params.set(key, value);
  const query = params.toString();
  return `${routePath('ListCheckOverview', { group, isDraft: String(isDraft) })}/${tab}${query ? `?${query}` : ''}`;
}
