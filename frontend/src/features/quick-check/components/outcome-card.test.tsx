import { CHAPTER_SEVERITY_LABELS, OUTCOME_SEVERITIES, OUTCOME_SEVERITY_LABELS } from '@baucheck/shared/enums';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OutcomeCard } from './outcome-card.tsx';

const outcome = (severity: (typeof OUTCOME_SEVERITIES)[number], title: string) => ({
  id: 'o',
  chapter_id: 'k',
  title,
  text: '<p>Erklärung</p>',
  severity,
  ranking: 1,
});

describe('a chapter card', () => {
  it.each(OUTCOME_SEVERITIES)(
    'shows its outcome title and its own severity (%s), never the overall wording',
    (severity) => {
      const { container } = render(
        <OutcomeCard
          outcome={outcome(severity, 'Weitere Genehmigungen möglicherweise erforderlich')}
          heading="Kapitel 2"
        />,
      );
      const line = container.querySelector('.qc-outcome__severity')?.textContent ?? '';
      expect(line).toBe(
        `Weitere Genehmigungen möglicherweise erforderlichEinstufung: ${CHAPTER_SEVERITY_LABELS[severity]}`,
      );
      for (const overall of Object.values(OUTCOME_SEVERITY_LABELS)) expect(line).not.toContain(overall);
    },
  );
});
