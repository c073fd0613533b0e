export const FLOW_STEPS = [
  { key: 'data-protection', label: 'Datenschutz' },
  { key: 'start', label: 'Vorhaben' },
  { key: 'reference-unit', label: 'Gemeinde' },
  { key: 'slides', label: 'Fragen' },
  { key: 'result', label: 'Ergebnis' },
] as const;

export type FlowStepKey = (typeof FLOW_STEPS)[number]['key'];

/**
 * Where the resident is among the five steps of SPEC.md section 2. A list, not links: the steps build
 * on each other, and "Zurück" on every page goes one step back.
 */
export function FlowSteps({ current }: { current: FlowStepKey }) {
  const index = FLOW_STEPS.findIndex((step) => step.key === current);
  return (
    <nav className="qc-steps" aria-label="Schritte des Quick-Checks">
      <p className="qc-steps__summary" aria-hidden="true">
        Schritt {index + 1} von {FLOW_STEPS.length}: <strong>{FLOW_STEPS[index]?.label}</strong>
      </p>
      <ol className="qc-steps__list">
        {FLOW_STEPS.map((step, position) => {
          const state = position < index ? 'done' : position === index ? 'current' : 'todo';
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
