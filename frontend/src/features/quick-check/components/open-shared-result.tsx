import type { QuickCheck } from '@baucheck/shared/checks';
import { answersOnPath, fittingAnswers } from '@baucheck/shared/engine/answer-issues';
import { evaluate } from '@baucheck/shared/engine/evaluate';
import type { Answers } from '@baucheck/shared/engine/model';
import type { SharedResult } from '@baucheck/shared/result-link';
import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { PageLoading } from '#components/page-loading.tsx';
import { RetryNotice, temporaryFailureOf } from '#components/retry-notice.tsx';
import { useDocumentTitle } from '#components/use-document-title.ts';
import { errorText } from '#lib/error-text.ts';
import { usePublicQueryCache } from '#lib/public-queries.tsx';
import { useQuickCheck } from '../api/get-quick-check.ts';
import { resultKey } from '../utils/answer-summary.ts';
import { verdictOf } from '../utils/shared-result-verdict.ts';
import { SLIDE_PARAM, useFlowPaths } from '../utils/flow-paths.ts';
import { updateFlow, useFlowState } from '../utils/flow-store.ts';
import { FlowLayout, FlowMessage } from './flow-layout.tsx';
import type { FlowNoticeState } from './flow-notice.tsx';

export const SHARED_RESULT_TEXTS = {
  invalidTitle: 'Dieser Ergebnis-Link ist ungültig',
  invalid:
    'Der Link ist unvollständig oder wurde verändert. Das Ergebnis kann deshalb nicht angezeigt werden; es wurde nichts gespeichert. Bitte lassen Sie sich den Link noch einmal schicken oder beantworten Sie die Fragen neu.',
  changedTitle: 'Der Check wurde seit Ihrem Ergebnis geändert',
  recalculated: 'Ihr Ergebnis wurde mit der aktuellen Version des Checks und Ihren Antworten neu berechnet.',
  dropped: (count: number) =>
    count === 1
      ? 'Eine Ihrer Antworten passt nicht mehr zur aktuellen Version und wurde verworfen.'
      : `${count} Ihrer Antworten passen nicht mehr zur aktuellen Version und wurden verworfen.`,
  answerNext: 'Bitte beantworten Sie die folgende Frage; Ihre übrigen Antworten sind übernommen.',
  sitesChanged:
    'Die Angaben zu Schutzgebieten an Ihrem Standort haben sich seit Ihrem Ergebnis geändert. Ihr Ergebnis wurde mit dem aktuellen Stand neu berechnet.',
  sitesChangedAnswerNext:
    'Die Angaben zu Schutzgebieten an Ihrem Standort haben sich seit Ihrem Ergebnis geändert. Bitte beantworten Sie die folgende Frage; Ihre übrigen Antworten sind übernommen.',
} as const;

type LinkState = { state: 'reading' } | { state: 'invalid' } | { state: 'read'; result: SharedResult };

/**
 * The result page opened from a result link (`/quick-check/result/<check>#<result>`, see
 * shared/src/result-link.ts), on any device: the fragment is read and validated, the unit's current
 * check loaded, what lies at the site looked up again (a link carries the site only), and the answers
 * become this tab's flow (sessionStorage, as if answered here), so the
 * normal result page shows the result and everything after it (PDF, "Antworten ändern") works. A
 * garbled or altered link changes nothing. Only the published check of today can be loaded (the public
 * API serves no older versions), so a link to an older version offers the current one with the same
 * answers. Reopening a result does not count as another completed check in the statistics.
 */
export function OpenSharedResult({ fragment, checkId }: { fragment: string; checkId: string | undefined }) {
  const flow = useFlowState();
  const paths = useFlowPaths();
  const navigate = useNavigate();
  const [link, setLink] = useState<LinkState>({ state: 'reading' });
  useEffect(() => {
    let active = true;
    void import('../utils/read-shared-result.ts')
      .then(({ readSharedResult }) => readSharedResult(fragment))
      .then((result) => {
        if (!active) return;
        // The path names the check too: a link whose two halves disagree was altered.
        setLink(result && result.check_id === checkId ? { state: 'read', result } : { state: 'invalid' });
      });
    return () => {
      active = false;
    };
  }, [fragment, checkId]);

  const read = link.state === 'read' ? link.result : null;
  const quickCheck = useQuickCheck(read?.reference_unit_id ?? null, read?.group ?? null);
  const check = quickCheck.data;
  // The answers with the side laws at the site as the geoservice gives them now, for this check.
  const queries = usePublicQueryCache();
  const [lookedUp, setLookedUp] = useState<{ check: QuickCheck; result: SharedResult } | null>(null);
  useEffect(() => {
    if (!check || !read) return;
    let active = true;
    void import('../utils/read-shared-result.ts')
      .then(({ withSitesLookedUp }) => withSitesLookedUp(queries, check, read))
      .then((result) => {
        if (active) setLookedUp({ check, result });
      });
    return () => {
      active = false;
    };
  }, [check, read, queries]);
  const result = lookedUp && lookedUp.check === check ? lookedUp.result : null;
  const verdict = useMemo(() => (check && result ? verdictOf(check, result) : null), [check, result]);
  useDocumentTitle(
    link.state === 'invalid' || verdict === 'invalid'
      ? SHARED_RESULT_TEXTS.invalidTitle
      : verdict === 'changed'
        ? SHARED_RESULT_TEXTS.changedTitle
        : 'Quick-Check: Ergebnis',
  );

  /** The answers become the tab's flow; the page then continues without the fragment. */
  const adopt = (current: QuickCheck, shared: SharedResult, answers: Answers, to: string, notice?: string) => {
    const finished = evaluate(current.definition, answers).complete;
    updateFlow({
      group: shared.group,
      referenceUnitId: shared.reference_unit_id,
      referenceUnitSlug: current.reference_unit.slug,
      productId: shared.product_id,
      check: { check_id: current.check_id, version: current.version },
      answers,
      // A reopened result was counted where it was finished; one still to finish counts when it is.
      counted: finished ? resultKey(current.check_id, current.version, answers) : null,
    });
    navigate(to, { replace: true, state: notice ? ({ notice } satisfies FlowNoticeState) : undefined });
  };

  /**
   * The answers that fit `current`, taken into the tab: to the result when they finish it, else to the
   * question still open. `why` the link's own result cannot be shown: another version, or the same
   * version with other findings at the site (answers on the branch no longer taken are left behind).
   */
  const runCurrent = (current: QuickCheck, shared: SharedResult, why: 'version' | 'sites' = 'version') => {
    const fitting = fittingAnswers(current.definition, shared.answers);
    const evaluation = evaluate(current.definition, fitting.answers);
    if (evaluation.complete && evaluation.overall) {
      const answers = answersOnPath(fitting.answers, evaluation);
      const dropped = Object.keys(shared.answers).length - Object.keys(answers).length;
      const notice =
        why === 'sites'
          ? SHARED_RESULT_TEXTS.sitesChanged
          : dropped > 0
            ? SHARED_RESULT_TEXTS.dropped(dropped)
            : SHARED_RESULT_TEXTS.recalculated;
      adopt(current, shared, answers, paths.to('result', { checkId: current.check_id }), notice);
    } else {
      const dropped = fitting.dropped.length;
      const notice =
        why === 'sites'
          ? SHARED_RESULT_TEXTS.sitesChangedAnswerNext
          : `${dropped > 0 ? `${SHARED_RESULT_TEXTS.dropped(dropped)} ` : ''}${SHARED_RESULT_TEXTS.answerNext}`;
      const slide = evaluation.awaiting ?? evaluation.path.at(-1) ?? '';
      adopt(
        current,
        shared,
        fitting.answers,
        `${paths.to('slides')}?${SLIDE_PARAM}=${encodeURIComponent(slide)}`,
        notice,
      );
    }
  };

  useEffect(() => {
    if (verdict === 'same' && check && result) {
      adopt(check, result, result.answers, paths.to('result', { checkId: check.check_id }));
    } else if (verdict === 'sites' && check && result) {
      runCurrent(check, result, 'sites');
    }
    // `adopt` is recreated on each render; the verdict decides, once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [verdict, check, result]);

  const startLink = (
    <Link
      className="button button--primary"
      to={paths.to('start', { gemeinde: flow.gemeinde, productId: flow.productId })}
    >
      Quick-Check neu starten
    </Link>
  );

  if (link.state === 'invalid' || verdict === 'invalid') {
    return (
      <FlowLayout step="result">
        <FlowMessage title={SHARED_RESULT_TEXTS.invalidTitle}>
          <p className="qc-error" role="alert">
            {SHARED_RESULT_TEXTS.invalid}
          </p>
          <div className="qc-actions">{startLink}</div>
        </FlowMessage>
      </FlowLayout>
    );
  }
  const unavailable = temporaryFailureOf([quickCheck]) !== undefined;
  if (read && (quickCheck.isError || unavailable)) {
    return (
      <FlowLayout step="result" group={read.group}>
        <FlowMessage title="Das Ergebnis kann gerade nicht angezeigt werden">
          {unavailable ? <RetryNotice queries={[quickCheck]} /> : <p>{errorText(quickCheck.error)}</p>}
          <div className="qc-actions">{startLink}</div>
        </FlowMessage>
      </FlowLayout>
    );
  }
  if (verdict === 'changed' && check && result) {
    return (
      <FlowLayout step="result" group={check.group} unitName={check.reference_unit.name}>
        <FlowMessage title={SHARED_RESULT_TEXTS.changedTitle}>
          <p>
            Ihr Link beruht auf Version {result.version} des Checks.{' '}
            {check.check_id === result.check_id
              ? `Für ${check.reference_unit.name} gilt inzwischen Version ${check.version}.`
              : `Für ${check.reference_unit.name} gilt inzwischen ein anderer Check („${check.title}“).`}{' '}
            Das damalige Ergebnis lässt sich nicht mehr anzeigen, denn abrufbar ist nur die aktuell geltende Version.
          </p>
          <p>
            Sie können die aktuelle Version mit Ihren Antworten prüfen. Antworten, die nicht mehr passen, werden
            verworfen; fehlt eine Antwort, führen wir Sie zu der Frage.
          </p>
          <div className="qc-actions">
            <Link
              className="button button--secondary"
              to={paths.to('start', { gemeinde: flow.gemeinde, productId: flow.productId })}
            >
              Quick-Check neu starten
            </Link>
            <button type="button" className="button button--primary" onClick={() => runCurrent(check, result)}>
              Aktuelle Version mit meinen Antworten prüfen
            </button>
          </div>
        </FlowMessage>
      </FlowLayout>
    );
  }
  return <PageLoading />;
}
