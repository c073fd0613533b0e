import type { Slide } from '@baucheck/shared/checks';
import type { ReactNode } from 'react';
import { asksForMeasurement, slideHeading } from '../utils/attributes.ts';
import { SLIDE_TYPE_TEXTS } from '../utils/labels.ts';
import { problemCountText, type PublishProblem } from '../utils/problems.ts';
import { DirtyScope } from './unsaved-changes.tsx';

interface SlideItemProps {
  slide: Slide;
  index: number;
  open: boolean;
  /** The slide's publishing problems: a badge on the toggle and the list under it. */
  problems: PublishProblem[];
  /** DOM id of the toggle, so problem links and new slides can bring it into view. */
  toggleId: string;
  /** Id of the open panel, named by the toggle's `aria-controls`. */
  panelId?: string;
  /** A line under the title, e.g. where the answers lead or how many local values there are. */
  flow: ReactNode;
  /** The drag handle where the list can be reordered. */
  handle?: ReactNode;
  onToggle: () => void;
  /** The slide's form, shown while it is open; its unsaved input counts for this slide. */
  children: ReactNode;
}

/**
 * One slide of the editor's lists (Ablauf and Inhalte): a toggle with number, type, title and a
 * summary line, the slide's problems, and the form below while it is open. Both lists look and
 * behave alike, so staff find slides the same way in either.
 */
export function SlideItem({
  slide,
  index,
  open,
  problems,
  toggleId,
  panelId,
  flow,
  handle,
  onToggle,
  children,
}: SlideItemProps) {
  return (
    <article
      className={[
        'slide-item',
        open ? 'slide-item--open' : '',
        problems.length > 0 ? 'slide-item--problem' : '',
        slide.type === 'Kapitel' ? 'slide-item--chapter' : '',
      ]
        .filter(Boolean)
        .join(' ')}
      aria-label={`Folie ${index + 1}`}
    >
      <div className="slide-item__head">
        {handle}
        <button
          type="button"
          id={toggleId}
          className="slide-item__toggle"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={onToggle}
        >
          <span className="slide-item__number">{index + 1}</span>
          <span className="slide-item__text">
            <span className="slide-item__type">
              {asksForMeasurement(slide) ? 'Messfrage' : SLIDE_TYPE_TEXTS[slide.type].label}
            </span>
            <span className="slide-item__title">{slideHeading(slide)}</span>
            {flow && <span className="slide-item__flow">{flow}</span>}
          </span>
          {problems.length > 0 && <span className="slide-item__badge">{problemCountText(problems.length)}</span>}
          <span className="slide-item__chevron" aria-hidden="true">
            {open ? '▴' : '▾'}
          </span>
        </button>
      </div>
      {problems.length > 0 && (
        <ul className="slide-problems" aria-label={`Probleme auf Folie ${index + 1}`}>
          {problems.map((problem, problemIndex) => (
            <li key={`${problem.code}-${problemIndex}`}>{problem.message}</li>
          ))}
        </ul>
      )}
      {open && (
        <div id={panelId} className="slide-item__panel">
          <DirtyScope.Provider value={`slide:${slide.id}`}>{children}</DirtyScope.Provider>
        </div>
      )}
    </article>
  );
}
