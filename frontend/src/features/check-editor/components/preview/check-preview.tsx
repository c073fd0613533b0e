import { answersOnPath } from '@baucheck/shared/engine/answer-issues';
import type { QuickCheck } from '@baucheck/shared/checks';
import { evaluate, type Evaluation } from '@baucheck/shared/engine/evaluate';
import type { Answer, Answers, EngineCheck, EngineSlide } from '@baucheck/shared/engine/model';
import { OUTCOME_SEVERITY_LABELS } from '@baucheck/shared/enums';
import type { ReferenceUnit } from '@baucheck/shared/reference-units';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { sanitizeHtml } from '#components/sanitized-html.tsx';
import { HtmlSanitizerContext } from '#components/stored-html.tsx';
// The residents' own slide components: the preview shows the draft exactly as they will see it.
import { ChapterWhyOf, resultWhy } from '#features/quick-check/components/chapter-why.tsx';
import { OutcomeCard } from '#features/quick-check/components/outcome-card.tsx';
import { SideLawList } from '#features/quick-check/components/side-laws.tsx';
import { SlideView } from '#features/quick-check/components/slides/slide-view.tsx';
import {
  chapterOfSlide,
  chaptersOf,
  formatDate,
  progressOf,
  slideQuestion,
  slideToShow,
} from '#features/quick-check/utils/slide-model.ts';
import '#features/quick-check/quick-check.css';
import { SaveTestCase } from './test-cases.tsx';

interface CheckPreviewProps {
  definition: EngineCheck;
  check: Omit<QuickCheck, 'definition' | 'reference_unit' | 'contact' | 'side_laws' | 'links'>;
  /** The unit whose texts, side-law information and contacts residents would see. */
  unit: ReferenceUnit | null;
  /** Its Land (a Gemeinde inherits the Land's side-law texts and links it does not set itself). */
  land: ReferenceUnit | null;
  /** The draft's content revision ("Entwurfsstand"), which the heading names. */
  revision: number;
  /** Says whose local values the preview shows, e.g. "mit den lokalen Werten von Markt Lindenau". */
  note?: string;
  /** A sentence after the note, e.g. when the local values reach residents. */
  extra?: string;
  /** Where the path clicked can be saved as a test case ("Als Prüffall speichern"); absent: it cannot. */
  testCases?: { checkId: string; unitId: string | null };
}

const RESULT = '__result__';

/** What residents load for the unit: the draft's definition with the unit's information, as the server builds it. */
function quickCheckOf(props: CheckPreviewProps): QuickCheck {
  const { unit, land, definition, check } = props;
  const shown = unit ?? land;
  return {
    ...check,
    reference_unit: {
      id: shown?.id ?? '',
      slug: shown?.slug ?? '',
      name: shown?.name ?? 'Ihre Gemeinde',
      land_name: land?.name ?? '',
      coat_of_arms: shown?.coat_of_arms ?? null,
    },
    contact: shown?.contact ??
      land?.contact ?? { office: 'Ihre Bauaufsichtsbehörde', phone: null, email: null, website: null },
    side_laws: { ...land?.side_laws, ...unit?.side_laws },
    links: { ...land?.links, ...unit?.links },
    definition,
  };
}

/**
 * The draft as residents would go through it once published, slide by slide, with the residents' own slide components
 * (features/quick-check) and the shared engine (`evaluate`) over the draft's definition: answers,
 * measurements and the map work as on the public pages; the results per chapter and overall appear
 * where the check ends. Nothing is stored.
 */
export function CheckPreview(props: CheckPreviewProps) {
  const { definition, revision, note, extra } = props;
  const titleId = useId();
  const headingId = useId();
  const container = useRef<HTMLElement>(null);
  const moved = useRef(false);
  const [answers, setAnswers] = useState<Answers>({});
  const [requested, setRequested] = useState<string | null>(null);
  const quickCheck = quickCheckOf(props);
  const evaluation = useMemo(() => evaluate(definition, answers), [definition, answers]);
  const byId = useMemo(() => new Map(definition.slides.map((slide) => [slide.id, slide])), [definition]);
  const shownId =
    requested === RESULT && evaluation.complete ? RESULT : slideToShow(evaluation.path, answers, requested);
  const slide = shownId && shownId !== RESULT ? byId.get(shownId) : undefined;
  const atResult = shownId === RESULT || slide?.type === 'Endergebnis';

  // After moving on in the preview, its new heading gets the focus (only for a user working in it).
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    document.getElementById(headingId)?.focus();
  }, [shownId, headingId]);

  const show = (next: string | null) => {
    moved.current = container.current?.contains(document.activeElement) ?? false;
    setRequested(next);
  };

  const continueFrom = (current: EngineSlide, answer?: Answer) => {
    const nextAnswers = answer ? { ...answers, [current.id]: answer } : answers;
    if (answer) setAnswers(nextAnswers);
    const next = evaluate(definition, nextAnswers);
    const nextId = next.path[next.path.indexOf(current.id) + 1];
    const nextSlide = nextId ? byId.get(nextId) : undefined;
    if (nextSlide && nextSlide.type !== 'Endergebnis') show(nextSlide.id);
    else if (next.complete) show(RESULT);
  };

  const backFrom = (current: EngineSlide) => {
    const previous = evaluation.path[evaluation.path.indexOf(current.id) - 1];
    if (previous) show(previous);
  };

  /** From the result back to the last slide the resident answered or read. */
  const backFromResult = () => {
    const last = evaluation.path.findLast((id) => byId.get(id)?.type !== 'Endergebnis');
    if (last) show(last);
  };

  const restart = () => {
    setAnswers({});
    show(null);
  };

  const chapters = chaptersOf(definition);
  const chapter = slide ? chapterOfSlide(definition, slide.id) : null;

  let body;
  if (definition.slides.length === 0) {
    body = (
      <p className="preview__empty">
        Sobald der Check Folien hat, können Sie ihn hier wie die Bürgerinnen und Bürger durchlaufen.
      </p>
    );
  } else if (atResult) {
    body = (
      <PreviewResult
        quickCheck={quickCheck}
        answers={answers}
        evaluation={evaluation}
        headingId={headingId}
        onBack={() => backFromResult()}
        saveAs={
          props.testCases && evaluation.complete ? (
            <SaveTestCase {...props.testCases} answers={answersOnPath(answers, evaluation)} />
          ) : null
        }
      />
    );
  } else if (slide) {
    body = (
      <>
        <div className="qc-progress">
          <p className="qc-progress__chapter">
            {chapter ? `Kapitel ${chapter.number} von ${chapters.length}: ${chapter.title}` : quickCheck.title}
          </p>
          <progress
            className="qc-progress__bar"
            max={100}
            value={progressOf(definition, slide.id)}
            aria-label={`Fortschritt: etwa ${progressOf(definition, slide.id)} Prozent`}
          />
        </div>
        <article className="qc-sheet qc-slide preview__sheet" key={slide.id}>
          <SlideView
            slide={slide}
            check={quickCheck}
            evaluation={evaluation}
            answer={answers[slide.id]}
            headingId={headingId}
            onContinue={(answer) => continueFrom(slide, answer)}
            onAnswer={(answer) => setAnswers((previous) => ({ ...previous, [slide.id]: answer }))}
            onBack={() => backFrom(slide)}
          />
        </article>
      </>
    );
  }

  return (
    <section className="preview" aria-labelledby={titleId} ref={container}>
      <div className="preview__bar">
        <h2 id={titleId} className="preview__heading">
          Vorschau des Entwurfs (Entwurfsstand {revision})
        </h2>
        <button type="button" className="link-button" onClick={restart}>
          Neu starten
        </button>
      </div>
      {/* Residents never see a draft: they see published versions (and local values, which are live). */}
      <p className="preview__note">
        So sähen Bürgerinnen und Bürger diesen Entwurf nach der Veröffentlichung{note ? `, ${note}` : ''}. Ihre
        Antworten hier werden nicht gespeichert.{extra ? ` ${extra}` : ''}
      </p>
      <p className="sr-only" aria-live="polite">
        {atResult
          ? `Vorschau: Ergebnis${evaluation.overall ? `: ${OUTCOME_SEVERITY_LABELS[evaluation.overall]}` : ''}`
          : slide
            ? `Vorschau: ${slideQuestion(slide, slide.type)}`
            : ''}
      </p>
      {/* The draft may hold an edit as typed until the server's cleaned answer replaces it. */}
      <HtmlSanitizerContext value={sanitizeHtml}>
        <div className="qc preview__frame">{body}</div>
      </HtmlSanitizerContext>
    </section>
  );
}

interface PreviewResultProps {
  quickCheck: QuickCheck;
  answers: Answers;
  evaluation: Evaluation;
  headingId: string;
  onBack: () => void;
  /** "Als Prüffall speichern" for this path, where the user may keep test cases. */
  saveAs: ReactNode;
}

/**
 * Where the check ends: every chapter's result with its "Warum?" (the deciding answers and the chapter's
 * legal basis, as residents get them), the overall result, the side laws and whom to contact.
 */
function PreviewResult({ quickCheck, answers, evaluation, headingId, onBack, saveAs }: PreviewResultProps) {
  const chapters = chaptersOf(quickCheck.definition);
  const { definition } = quickCheck;
  const why = useMemo(
    () => (evaluation.complete && evaluation.overall ? resultWhy(definition, answers, evaluation) : null),
    [definition, answers, evaluation],
  );
  const { contact } = quickCheck;
  return (
    <article className="qc-sheet qc-slide preview__sheet">
      <h1 id={headingId} className="qc-slide__title" tabIndex={-1}>
        Ihr Ergebnis
      </h1>
      {evaluation.overall ? (
        <p className="preview__overall">
          Gesamtergebnis: <strong>{OUTCOME_SEVERITY_LABELS[evaluation.overall]}</strong>
        </p>
      ) : (
        <p className="preview__warning">Die Antworten haben zu keinem Ergebnis geführt.</p>
      )}
      {evaluation.chapters.map(({ chapter_id, outcome }) => {
        const title = chapters.find((chapter) => chapter.id === chapter_id)?.title ?? 'Kapitel';
        return outcome ? (
          <OutcomeCard key={chapter_id} outcome={outcome} heading={title} headingLevel={2}>
            {why && <ChapterWhyOf why={why} check={quickCheck} chapterId={chapter_id} chapterName={title} />}
          </OutcomeCard>
        ) : (
          <p key={chapter_id}>{title}: kein Ergebnis</p>
        );
      })}
      {evaluation.side_laws.length > 0 && (
        <SideLawList sideLaws={evaluation.side_laws} check={quickCheck} headingLevel={3} />
      )}
      <p className="preview__contact">
        Ansprechpartner: {contact.office}
        {contact.phone ? `, Telefon ${contact.phone}` : ''}
        {contact.email ? `, ${contact.email}` : ''}
      </p>
      <p className="preview__disclaimer">
        Dieses Ergebnis ist eine Orientierung auf Grundlage Ihrer Angaben und begründet keinen Rechtsanspruch.
        Rechtsgrundlage: {quickCheck.legal_basis} (Stand {formatDate(quickCheck.as_of)}).
      </p>
      <div className="qc-actions">
        <button type="button" className="button button--secondary" onClick={onBack}>
          Zurück
        </button>
      </div>
      {saveAs}
    </article>
  );
}
