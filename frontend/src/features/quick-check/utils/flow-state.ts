import type { Answer, Answers } from '@baucheck/shared/engine/model';
import { SIDE_LAWS, type CheckGroup } from '@baucheck/shared/enums';
import { checkGroupOf } from './flow-paths.ts';

/**
 * Where a resident is in the quick check, kept in the tab's sessionStorage (no cookie, nothing on the
 * server): a reload resumes, back and forward keep the answers, closing the tab forgets everything.
 * When storage is unavailable (e.g. blocked in a third-party frame) the state lives in memory only.
 */
export interface FlowState {
  /** The data-protection notice was accepted in this tab. */
  accepted: boolean;
  /** The Plausible pageview of this check's start was sent (once per check). */
  tracked: boolean;
  group: CheckGroup | null;
  /** The municipality of the entry link (its slug), kept through the steps. */
  gemeinde: string | null;
  /** The partner product the check started from, if any. */
  productId: string | null;
  /** The confirmed reference unit (Gemeinde or Land). */
  referenceUnitId: string | null;
  /** Its slug, so that the municipality step shows it chosen again without any list of units. */
  referenceUnitSlug: string | null;
  /** The published check and version the answers were given to. */
  check: { check_id: string; version: number } | null;
  /** Answers by slide id, as the shared engine takes them. */
  answers: Answers;
  /** Key of the finished check that was counted in the statistics, so a reload does not count again. */
  counted: string | null;
}

const STORAGE_KEY = 'baucheck.quick-check.v1';

export const INITIAL_FLOW_STATE: FlowState = {
  accepted: false,
  tracked: false,
  group: null,
  gemeinde: null,
  productId: null,
  referenceUnitId: null,
  referenceUnitSlug: null,
  check: null,
  answers: {},
  counted: null,
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** An answer of one of the engine's three shapes; anything else (an edited storage entry) is dropped. */
function isAnswer(value: unknown): value is Answer {
  if (!isRecord(value)) return false;
  if ('response_id' in value) return typeof value.response_id === 'string';
  if ('value' in value) return typeof value.value === 'number' && Number.isFinite(value.value) && value.value > 0;
  if (!('site' in value) || !Array.isArray(value.side_laws)) return false;
  const site = value.site;
  const validSite = site === null || (isRecord(site) && typeof site.lon === 'number' && typeof site.lat === 'number');
  const sideLaws = (laws: unknown) =>
    Array.isArray(laws) && laws.every((law) => (SIDE_LAWS as readonly unknown[]).includes(law));
  // `unchecked` came with coverage (issue 12); answers stored before it have none.
  return validSite && sideLaws(value.side_laws) && (value.unchecked === undefined || sideLaws(value.unchecked));
}

/** The stored state, with every field checked: storage is the resident's to edit. */
export function restoreFlowState(raw: string | null): FlowState {
  if (!raw) return INITIAL_FLOW_STATE;
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return INITIAL_FLOW_STATE;
  }
  if (!isRecord(stored)) return INITIAL_FLOW_STATE;
  const check =
    isRecord(stored.check) && typeof stored.check.check_id === 'string' && typeof stored.check.version === 'number'
      ? { check_id: stored.check.check_id, version: stored.check.version }
      : null;
  const answers: Answers = {};
  if (isRecord(stored.answers)) {
    for (const [slideId, answer] of Object.entries(stored.answers)) if (isAnswer(answer)) answers[slideId] = answer;
  }
  return {
    accepted: stored.accepted === true,
    tracked: stored.tracked === true,
    group: checkGroupOf(stored.group),
    gemeinde: text(stored.gemeinde),
    productId: text(stored.productId),
    referenceUnitId: text(stored.referenceUnitId),
    referenceUnitSlug: text(stored.referenceUnitSlug),
    check,
    answers,
    counted: text(stored.counted),
  };
}

/** The tab's stored state (the initial one when there is none or storage is blocked). */
export function readStoredFlowState(): FlowState {
  return restoreFlowState(readStorage());
}

function readStorage(): string | null {
  try {
    return window.sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

export function writeStoredFlowState(state: FlowState) {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(state));
  } catch {
    // Storage blocked or full: the check still works, only a reload starts over.
  }
}
