import { evaluate } from '@baucheck/shared/engine/evaluate';
import type { Answer, EngineSlide } from '@baucheck/shared/engine/model';
import { useEffect, useId, useMemo, useRef } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { PageLoading } from '#components/page-loading.tsx';
import { RetryNotice, temporaryFailureOf } from '#components/retry-notice.tsx';
import { useDocumentTitle } from '#components/use-document-title.ts';
import { ApiError } from '#lib/api-client.ts';
import { errorText } from '#lib/error-text.ts';
import { useQuickCheck } from '../api/get-quick-check.ts';
import { usePublicProduct } from '../api/get-public-product.ts';
import { FlowLayout, FlowMessage } from '../components/flow-layout.tsx';
import { FlowNotice } from '../components/flow-notice.tsx';
import { SlideView } from '../components/slides/slide-view.tsx';
import { SLIDE_PARAM, useFlowPaths } from '../utils/flow-paths.ts';
import { getFlowState, setAnswer, updateFlow, useFlowState } from '../utils/flow-store.ts';
import {
  chapterOfSlide,
  chapterOutcome,
  chaptersOf,
  progressOf,
  slideQuestion,
  slideToShow,
} from '../utils/slide-model.ts';

interface SlideHistoryState {
  /** The slide whose "Weiter" led here; "Zurück" then goes back in the browser history. */
  from?: string;
}

/**
 * Step 4: the check itself, one slide per history entry (`?folie=`), so the browser's back and forward
 * buttons move between slides. The shared engine walks the check with the stored answers on every
 * render; the answers live in sessionStorage (utils/flow-store.ts).
 */
export default function SlidesPage() {
  const flow = useFlowState();
  const paths = useFlowPaths();
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  const headingId = useId();
  const quickCheck = useQuickCheck(flow.referenceUnitId, flow.group);
  const product = usePublicProduct(flow.productId);
  const check = quickCheck.data;

  const evaluation = useMemo(() => (check ? evaluate(check.definition, flow.answers) : null), [check, flow.answers]);
  const slidesById = useMemo(
    () => new Map<string, EngineSlide>(check?.definition.slides.map((slide) => [slide.id, slide]) ?? []),
    [check],
  );
  const requested = search.get(SLIDE_PARAM);
  const currentId = evaluation ? slideToShow(evaluation.path, flow.answers, requested) : null;
  const current = currentId ? slidesById.get(currentId) : undefined;
  useDocumentTitle(current ? `Quick-Check: ${slideQuestion(current, current.type)}` : 'Quick-Check');

  // The URL always names the slide shown. Without `?folie=` (the entry from the municipality step, a
  // bookmark) or with a slide off the path, the entry is completed in place, so that the browser's
  // back button later returns to this very slide rather than to wherever the resident got furthest.
  const shownIsResult = current?.type === 'Endergebnis';
  useEffect(() => {
    if (!currentId || requested === currentId || shownIsResult) return;
    navigate({ search: `?${SLIDE_PARAM}=${encodeURIComponent(currentId)}` }, { replace: true, state: location.state });
  }, [currentId, requested, shownIsResult, location.state, navigate]);

  // The version the answers belong to (a newer one may have been published since the last visit).
  useEffect(() => {
    if (!check) return;
    const stored = getFlowState().check;
    if (stored?.check_id !== check.check_id || stored.version !== check.version) {
      updateFlow({ check: { check_id: check.check_id, version: check.version } });
    }
  }, [check]);

  // A new slide: its heading gets focus, so screen readers start reading there (not on a first page
  // load). The Karte slide loads lazily, so its heading may appear a few frames later.
  const landing = useRef({ active: location.key === 'default', slide: null as string | null });
  useEffect(() => {
    if (!currentId) return;
    // The slide the page loaded on keeps the browser's focus, also when the URL is completed above.
    const land = landing.current;
    if (land.active && (land.slide === null || land.slide === currentId)) {
      land.slide = currentId;
      return;
    }
    land.active = false;
    window.scrollTo({ top: 0 });
    let frame = 0;
    let attempts = 0;
    const focusHeading = () => {
      const heading = document.getElementById(headingId);
      if (heading) heading.focus();
      else if ((attempts += 1) < 120) frame = requestAnimationFrame(focusHeading);
    };
    focusHeading();
    return () => cancelAnimationFrame(frame);
  }, [currentId, headingId, location.key]);

  if (!flow.referenceUnitId || !flow.group) {
    return (
      <FlowLayout step="slides">
        <FlowMessage title="Noch kein Check begonnen">
          <p>Bitte wählen Sie zuerst Ihr Vorhaben und Ihre Gemeinde.</p>
          <Link
            className="button button--primary"
            to={paths.to('start', { gemeinde: flow.gemeinde, productId: flow.productId })}
          >
            Quick-Check starten
          </Link>
        </FlowMessage>
      </FlowLayout>
    );
  }
  const unavailable = temporaryFailureOf([quickCheck]) !== undefined;
  if (quickCheck.isPending && !unavailable) return <PageLoading />;
  if (quickCheck.isError || unavailable || !check || !evaluation || !current) {
    const missing = quickCheck.error instanceof ApiError && quickCheck.error.status === 404;
    return (
      <FlowLayout step="slides" group={flow.group}>
        <FlowMessage title={missing ? 'Kein Check verfügbar' : 'Der Check konnte nicht geladen werden'}>
          {unavailable ? (
            <RetryNotice queries={[quickCheck]} />
          ) : (
            <p>
              {missing
                ? 'Für diese Gemeinde gibt es zu diesem Vorhaben derzeit keinen veröffentlichten Check.'
                : errorText(quickCheck.error)}
            </p>
          )}
          <Link
            className="button button--primary"
            to={paths.to('start', { gemeinde: flow.gemeinde, productId: flow.productId })}
          >
            Vorhaben oder Gemeinde ändern
          </Link>
        </FlowMessage>
      </FlowLayout>
    );
  }

  const resultPath = paths.to('result', { checkId: check.check_id });
  if (current.type === 'Endergebnis') return <Navigate to={resultPath} replace />;

  const index = evaluation.path.indexOf(current.id);
  const goTo = (slideId: string, replace = false) =>
    navigate(
      { search: `?${SLIDE_PARAM}=${encodeURIComponent(slideId)}` },
      { replace, state: replace ? undefined : ({ from: current.id } satisfies SlideHistoryState) },
    );

  const onContinue = (answer?: Answer) => {
    const state = answer ? setAnswer(current.id, answer) : getFlowState();
    const next = evaluate(check.definition, state.answers);
    const nextId = next.path[next.path.indexOf(current.id) + 1];
    const nextSlide = nextId ? slidesById.get(nextId) : undefined;
    if (nextSlide && nextSlide.type !== 'Endergebnis') goTo(nextSlide.id);
    else if (next.complete) navigate(resultPath, { state: { from: current.id } satisfies SlideHistoryState });
  };

  const onBack = () => {
    const previous = evaluation.path[index - 1];
    if (!previous) {
      navigate(
        paths.to('referenceUnit', {
          group: flow.group ?? undefined,
          gemeinde: flow.gemeinde,
          productId: flow.productId,
        }),
      );
    } else if ((location.state as SlideHistoryState | null)?.from === previous) {
      navigate(-1);
    } else {
      goTo(previous, true);
    }
  };

  const chapters = chaptersOf(check.definition);
  const chapter = chapterOfSlide(check.definition, current.id);
  const progress = progressOf(check.definition, current.id);
  const interimOutcome = current.type === 'Zwischenergebnis' ? chapterOutcome(evaluation, chapter?.id) : null;

  return (
    <FlowLayout step="slides" group={check.group} unitName={check.reference_unit.name} productName={product.data?.name}>
      <FlowNotice />
      <div className="qc-progress">
        <p className="qc-progress__chapter">
          {chapter ? `Kapitel ${chapter.number} von ${chapters.length}: ${chapter.title}` : check.title}
        </p>
        <progress
          className="qc-progress__bar"
          max={100}
          value={progress}
          aria-label={`Fortschritt: etwa ${progress} Prozent`}
        />
      </div>
      <article className="page qc-sheet qc-slide" key={current.id}>
        <SlideView
          slide={current}
          check={check}
          evaluation={evaluation}
          answer={flow.answers[current.id]}
          headingId={headingId}
          onContinue={onContinue}
          onAnswer={(answer) => setAnswer(current.id, answer)}
          onBack={onBack}
        />
      </article>
      <p className="sr-only" aria-live="polite">
        {interimOutcome ? `Zwischenergebnis: ${interimOutcome.title}` : ''}
      </p>
    </FlowLayout>
  );
}
