import type { CheckGroup } from '@baucheck/shared/enums';
import type { FlowState } from '../utils/flow-state.ts';
import { useFlowState } from '../utils/flow-store.ts';

export const FLOW_STEPS = [
  { key: 'data-protection', label: 'Datenschutz' },
  { key: 'start', label: 'Vorhaben' },
  { key: 'reference-unit', label: 'Gemeinde' },
  { key: 'slides', label: 'Fragen' },
  { key: 'result', label: 'Ergebnis' },
] as const;

export type FlowStepKey = (typeof FLOW_STEPS)[number]['key'];
export type FlowStepState = 'done' | 'current' | 'todo';

export interface StepFacts {
  /** What the tab's check state says. */
  flow: Pick<FlowState, 'accepted' | 'group' | 'referenceUnitId'>;
  /** The project type the page works with (e.g. from its URL), when the stored state has none. */
  group?: CheckGroup | null;
  /** The page shows the result of a finished check. */
  finished?: boolean;
}

/**
 * The state of each step on the page of step `current`. A step before it counts as done only when
 * it really was: the notice accepted, a project type and a municipality chosen, the questions
 * answered to a result. A step page opened in a fresh tab (nothing done) marks nothing done.
 */
export function stepStates(current: FlowStepKey, { flow, group, finished = false }: StepFacts): FlowStepState[] {
  const done: Record<FlowStepKey, boolean> = {
    'data-protection': flow.accepted,
    start: (flow.group ?? group ?? null) !== null,
    'reference-unit': flow.referenceUnitId !== null,
    slides: finished,
    result: false,
  };
  const index = FLOW_STEPS.findIndex((step) => step.key === current);
  return FLOW_STEPS.map((step, position) =>
    position === index ? 'current' : position < index && done[step.key] ? 'done' : 'todo',
  );
}

/**
 * Where the resident is among the five steps of SPEC.md section 2. A list, not links: the steps build
 * on each other, and "Zurück" on every page goes one step back.
 */
export function FlowSteps({ current, group, finished }: { current: FlowStepKey } & Omit<StepFacts, 'flow'>) {
  const flow = useFlowState();
  const states = stepStates(current, { flow, group, finished });
  const index = FLOW_STEPS.findIndex((step) => step.key === current);
  return (
    <nav className="qc-steps" aria-label="Schritte des Quick-Checks">
      <p className="qc-steps__summary" aria-hidden="true">
        Schritt {index + 1} von {FLOW_STEPS.length}: <strong>{FLOW_STEPS[index]?.label}</strong>
      </p>
      <ol className="qc-steps__list">
        {FLOW_STEPS.map((step, position) => {
          const state = states[position];
          return (
            <li
              key={step.key}
              className={`qc-steps__item qc-steps__item--${state}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className="qc-steps__number" aria-hidden="true">
                {position + 1}
              </span>
              <span className="qc-steps__label">
                {step.label}
                {state === 'done' && <span className="sr-only"> (erledigt)</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
