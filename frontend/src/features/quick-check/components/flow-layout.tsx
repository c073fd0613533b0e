import { CHECK_GROUP_LABELS, type CheckGroup } from '@baucheck/shared/enums';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { flowContextFromParams } from '../utils/flow-paths.ts';
import { FlowSteps, type FlowStepKey } from './flow-steps.tsx';
import { DemoBadge } from './demo-badge.tsx';
import { UnknownUnitNotice } from './unknown-unit-notice.tsx';
import '#components/notice.css';
import '../quick-check.css';

interface FlowLayoutProps {
  step: FlowStepKey;
  group?: CheckGroup | null;
  unitName?: string | null;
  productName?: string | null;
  demo?: boolean;
  /** The page shows the result of a finished check (the questions step is then done). */
  finished?: boolean;
  children: ReactNode;
}

/**
 * Frame of every step: the step list, what is being checked where, a notice when the link names an
 * unknown municipality, and the step's sheet.
 */
export function FlowLayout({ step, group, unitName, productName, demo, finished, children }: FlowLayoutProps) {
  const { gemeinde } = flowContextFromParams(useParams());
  const context = [group ? CHECK_GROUP_LABELS[group] : null, unitName, productName ? `Produkt: ${productName}` : null]
    .filter(Boolean)
    .join(' · ');
  return (
    <div className="qc">
      <FlowSteps current={step} group={group} finished={finished} />
      {context && (
        <p className="qc-context">
          <span className="sr-only">Ihr Check: </span>
          {context}
          {demo && (
            <>
              {' '}
              <DemoBadge>Demo-Gemeinde</DemoBadge>
            </>
          )}
        </p>
      )}
      <UnknownUnitNotice slug={gemeinde} />
      {children}
    </div>
  );
}

/** A short message page inside the flow, e.g. when a step is opened without the steps before it. */
export function FlowMessage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <article className="page qc-sheet">
      <h1>{title}</h1>
      {children}
    </article>
  );
}
