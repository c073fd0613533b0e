import { CHAPTER_SEVERITY_LABELS, type OutcomeSeverity } from '@baucheck/shared/enums';
import type { EngineOutcome } from '@baucheck/shared/engine/model';
import type { ReactNode } from 'react';
import { StoredHtml } from '#components/stored-html.tsx';

const ICONS: Record<OutcomeSeverity, string> = {
  // check mark
  verfahrensfrei: 'M5 12.5 10 17.5 19 7.5',
  // exclamation in a triangle
  weitere_genehmigungen: 'M12 4 21 19H3zM12 10v4M12 16.5v.5',
  // speech bubble
  bauaufsicht_kontaktieren: 'M4 5h16v11H9l-5 4zM8 9.5h8M8 12.5h5',
  // cross
  genehmigungspflichtig: 'M6 6l12 12M18 6 6 18',
};

export function SeverityIcon({ severity }: { severity: OutcomeSeverity }) {
  return (
    <svg
      className="qc-severity-icon"
      viewBox="0 0 24 24"
      width="28"
      height="28"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={ICONS[severity]} />
    </svg>
  );
}

interface OutcomeCardProps {
  outcome: EngineOutcome;
  /** Heading above the outcome, e.g. the chapter's name. */
  heading?: ReactNode;
  headingLevel?: 2 | 3;
  /** More about the result, below the editor's explanation (the result page's "Warum?"). */
  children?: ReactNode;
}

/**
 * One chapter's result: the outcome's title, the chapter's own severity in words and colour (never
 * colour alone) and the editor's explanation. The overall result's wording stays on the overall
 * result: a chapter card never says "Verfahrensfrei" for the whole project.
 */
export function OutcomeCard({ outcome, heading, headingLevel = 2, children }: OutcomeCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={`qc-outcome qc-outcome--${outcome.severity}`}>
      {heading && <Heading className="qc-outcome__heading">{heading}</Heading>}
      <p className="qc-outcome__severity">
        <SeverityIcon severity={outcome.severity} />
        <span>
          <span className="qc-outcome__title">{outcome.title}</span>
          <span className="qc-outcome__label">Einstufung: {CHAPTER_SEVERITY_LABELS[outcome.severity]}</span>
        </span>
      </p>
      <StoredHtml className="rich-text qc-outcome__text" html={outcome.text} />
      {children}
    </section>
  );
}
