import type { Check } from '@baucheck/shared/checks';
import type { CheckGroup } from '@baucheck/shared/enums';
import type { MyReferenceUnit } from '@baucheck/shared/reference-units';
import type { User } from '@baucheck/shared/users';
import { createContext, useContext } from 'react';
import type { EditorSearch, EditorTab } from '../utils/editor-paths.ts';
import type { PublishProblem, TestCaseChange } from '../utils/problems.ts';
import type { DirtyStore } from './unsaved-changes.tsx';

/** The last refused publish of a check: the server's problems for the content revision it checked. */
export interface PublishAttempt {
  checkId: string;
  revision: number;
  problems: PublishProblem[];
  /** Test cases whose result the draft changes, listed beside the problems (confirmed once those are fixed). */
  testCaseChanges?: TestCaseChange[];
}

export interface EditorFeedback {
  /** A short German confirmation (toast). */
  success: (text: string) => void;
  /**
   * A failed change: the server's German message as a toast; on a conflict (409) also the banner
   * that offers to reload. `what` names the action, e.g. "Die Folie konnte nicht gespeichert werden."
   */
  failure: (error: unknown, what: string) => void;
}

export interface CheckEditorContextValue {
  user: User;
  group: CheckGroup;
  isDraft: boolean;
  /**
   * The first page of the units the user works for, as the server says (`GET /api/reference-units/mine/`):
   * a Kommune's own units, a Land's Länder and first Gemeinden, an Administrator's Länder and first
   * Gemeinden. Never every unit: other units are searched (UnitPicker) or read by id (useReferenceUnitsById).
   */
  workUnits: MyReferenceUnit[];
  /** Administrators work for every Land, Land staff for their own: any Gemeinde of it may be picked. */
  worksForLand: (landId: string) => boolean;
  canEditStructure: (check: Check) => boolean;
  canPublish: (check: Check) => boolean;
  /** URL of a tab of this group's editor. */
  path: (tab: EditorTab, search?: EditorSearch) => string;
  publishAttempt: PublishAttempt | null;
  setPublishAttempt: (attempt: PublishAttempt | null) => void;
  feedback: EditorFeedback;
  dirty: DirtyStore;
}

export const CheckEditorContext = createContext<CheckEditorContextValue | null>(null);

/** The editor's shared state; only inside the ListCheckOverview layout. */
export function useCheckEditor(): CheckEditorContextValue {
  const value = useContext(CheckEditorContext);
  if (!value) throw new Error('useCheckEditor outside the check editor layout.');
  return value;
}
