import { evaluate } from '@baucheck/shared/engine/evaluate';
import { orderedSlides } from '@baucheck/shared/engine/slides';
import { CHECK_GROUP_LABELS, OUTCOME_SEVERITY_LABELS, SITE_NOT_CHECKED_TEXT } from '@baucheck/shared/enums';
import { AREA_KIND_SUBJECTS } from '@baucheck/shared/geo-coverage';
import { useEffect, useId, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { PageLoading } from '#components/page-loading.tsx';
import { RetryNotice, temporaryFailureOf } from '#components/retry-notice.tsx';
import { StoredHtml } from '#components/stored-html.tsx';
import { useDocumentTitle } from '#components/use-document-title.ts';
import { ApiError } from '#lib/api-client.ts';
import { errorText } from '#lib/error-text.ts';
import { usePublicQuery } from '#lib/public-queries.tsx';
import { countCompletion } from '../api/count-completion.ts';
import { exportSummary, saveFile } from '../api/export-summary.ts';
import { useQuickCheck } from '../api/get-quick-check.ts';
import { usePublicProduct } from '../api/get-public-product.ts';
import { areasAtQueryOptions } from '../api/geoservice.ts';
import { AuthorityContactBlock } from '../components/authority-contact.tsx';
import { answersOnPath } from '@baucheck/shared/engine/answer-issues';
import { ChapterWhyOf, resultWhy } from '../components/chapter-why.tsx';
import { FlowNotice } from '../components/flow-notice.tsx';
import { OpenSharedResult } from '../components/open-shared-result.tsx';
import { ShareResultLink } from '../components/share-result-link.tsx';
import { FlowLayout, FlowMessage } from '../components/flow-layout.tsx';
import { LiveAnnouncement } from '../components/live-announcement.tsx';
import { OutcomeCard, SeverityIcon } from '../components/outcome-card.tsx';
import { ApplicationPortal, LocalLinks, SideLawList } from '../components/side-laws.tsx';
import { SiteCoverage } from '../components/site-coverage.tsx';
import { givenAnswers, resultKey } from '../utils/answer-summary.ts';
import { SLIDE_PARAM, useFlowPaths } from '../utils/flow-paths.ts';
import { getFlowState, resetCheck, updateFlow, useFlowState } from '../utils/flow-store.ts';
import { chaptersOf, formatDate, siteLabel } from '../utils/slide-model.ts';

type PdfState =
  { state: 'idle' } | { state: 'loading' } | { state: 'done'; filename: string } | { state: 'error'; message: string };

/**
 * The result page; opened with a result link's fragment (#…), it first takes the result from the link.
 */
export default function ResultRoute() {
  const { checkId } = useParams();
  const { hash } = useLocation();
  return hash.length > 1 ? <OpenSharedResult fragment={hash} checkId={checkId} /> : <ResultPage />;
}

/**
 * Step 5: the result of a finished check (the content of its Endergebnis slide): the overall result,
 * each chapter's outcome, the side laws at the site with contacts and links, legal basis and "Stand",
 * the disclaimer, the PDF summary and a new start. Showing it counts the check in the anonymous
 * statistics, once per result.
 */
function ResultPage() {
  const { checkId } = useParams();
  const flow = useFlowState();
  const paths = useFlowPaths();
  const navigate = useNavigate();
  const id = useId();
  const quickCheck = useQuickCheck(flow.referenceUnitId, flow.group);
  const product = usePublicProduct(flow.productId);
  const check = quickCheck.data?.check_id === checkId ? quickCheck.data : undefined;
  const evaluation = useMemo(() => (check ? evaluate(check.definition, flow.answers) : null), [check, flow.answers]);
  const finished = Boolean(evaluation?.complete && evaluation.overall);
  // "Warum?" per chapter, from the steps of the evaluation above (one walk of the engine).
  const why = useMemo(
    () => (check && evaluation && finished ? resultWhy(check.definition, flow.answers, evaluation) : null),
    [check, evaluation, finished, flow.answers],
  );
  const site = evaluation?.site ?? null;
  const areas = usePublicQuery(
    areasAtQueryOptions(quickCheck.data?.reference_unit.id ?? null, site?.lon ?? 0, site?.lat ?? 0),
    { enabled: site !== null && check !== undefined },
  );
  const [pdf, setPdf] = useState<PdfState>({ state: 'idle' });
  useDocumentTitle(
    evaluation?.overall ? `Ihr Ergebnis: ${OUTCOME_SEVERITY_LABELS[evaluation.overall]}` : 'Quick-Check: Ergebnis',
  );

  useEffect(() => {
    if (!check || !evaluation?.complete || !evaluation.overall || !flow.referenceUnitId || !flow.group) return;
    const key = resultKey(check.check_id, check.version, getFlowState().answers);
    if (getFlowState().counted === key) return;
    updateFlow({ counted: key });
    countCompletion({ reference_unit_id: flow.referenceUnitId, group: flow.group, overall: evaluation.overall }).catch(
      (error: unknown) => console.warn('Der abgeschlossene Check konnte nicht gezählt werden.', error),
    );
  }, [check, evaluation, flow.referenceUnitId, flow.group]);

  const unavailable = temporaryFailureOf([quickCheck]) !== undefined;
  if (flow.referenceUnitId && flow.group && quickCheck.isPending && !unavailable) return <PageLoading />;
  if (!check || !evaluation || !finished || !evaluation.overall) {
    return (
      <FlowLayout step="result">
        <FlowMessage
          title={unavailable ? 'Das Ergebnis kann gerade nicht angezeigt werden' : 'Kein Ergebnis vorhanden'}
        >
          {unavailable ? (
            <RetryNotice queries={[quickCheck]} />
          ) : (
            <p>
              {quickCheck.isError
                ? errorText(quickCheck.error)
                : 'In diesem Browserfenster liegt zu diesem Check kein abgeschlossenes Ergebnis vor. Ergebnisse werden nicht auf dem Server gespeichert; bitte beantworten Sie die Fragen (erneut).'}
            </p>
          )}
          <div className="qc-actions">
            {flow.referenceUnitId && (
              <Link className="button button--secondary" to={paths.to('slides')}>
                Zu den Fragen
              </Link>
            )}
            <Link
              className="button button--primary"
              to={paths.to('start', { gemeinde: flow.gemeinde, productId: flow.productId })}
            >
              Neuen Check starten
            </Link>
          </div>
        </FlowMessage>
      </FlowLayout>
    );
  }

  const overall = evaluation.overall;
  const finalSlide = orderedSlides(check.definition).find(
    (slide) => evaluation.path.includes(slide.id) && slide.type === 'Endergebnis',
  );
  const chapters = chaptersOf(check.definition);
  const answers = givenAnswers(check, evaluation, flow.answers);
  const pathAnswers = answersOnPath(flow.answers, evaluation);

  const downloadPdf = async () => {
    setPdf({ state: 'loading' });
    try {
      const file = await exportSummary({
        reference_unit_id: check.reference_unit.id,
        group: check.group,
        check_id: check.check_id,
        version: check.version,
        product_id: product.data ? product.data.id : null,
        // The answers the result rests on (the PDF refuses others; its QR code is this page's link).
        answers: pathAnswers,
      });
      saveFile(file);
      setPdf({ state: 'done', filename: file.filename });
    } catch (error) {
      setPdf({
        state: 'error',
        message:
          error instanceof ApiError && error.status === 409
            ? 'Der Check wurde inzwischen aktualisiert. Bitte laden Sie die Seite neu und prüfen Sie Ihre Antworten.'
            : `Die PDF-Datei konnte nicht erstellt werden. ${errorText(error)}`,
      });
    }
  };

  const startAgain = () => {
    const { gemeinde, productId } = getFlowState();
    resetCheck();
    navigate(paths.to('start', { gemeinde, productId }));
  };

  return (
    <FlowLayout
      step="result"
      group={check.group}
      unitName={check.reference_unit.name}
      productName={product.data?.name}
      finished
    >
      <article className="page qc-sheet qc-result">
        <h1 tabIndex={-1}>{finalSlide?.attributes.Frage?.trim() || 'Ihr Ergebnis'}</h1>
        <FlowNotice />
        <section className={`qc-overall qc-overall--${overall}`} aria-labelledby={`${id}-overall`}>
          <h2 id={`${id}-overall`} className="qc-overall__heading">
            Gesamtergebnis
          </h2>
          <p className="qc-overall__value">
            <SeverityIcon severity={overall} />
            <span>{OUTCOME_SEVERITY_LABELS[overall]}</span>
          </p>
          <p className="qc-overall__for">
            {CHECK_GROUP_LABELS[check.group]} in {check.reference_unit.name}
            {check.reference_unit.name !== check.reference_unit.land_name && ` (${check.reference_unit.land_name})`}
          </p>
        </section>
        <LiveAnnouncement text={`Gesamtergebnis: ${OUTCOME_SEVERITY_LABELS[overall]}`} />
        {finalSlide?.attributes.Beschreibung?.trim() && (
          <StoredHtml className="rich-text" html={finalSlide.attributes.Beschreibung} />
        )}
        <ApplicationPortal overall={overall} links={check.links} headingId={`${id}-next-step`} />

        <h2>Ergebnis je Kapitel</h2>
        {evaluation.chapters.map((result) => {
          const chapter = chapters.find((candidate) => candidate.id === result.chapter_id);
          const heading = chapter ? `Kapitel ${chapter.number}: ${chapter.title}` : undefined;
          return result.outcome ? (
            <OutcomeCard key={result.chapter_id} outcome={result.outcome} heading={heading} headingLevel={3}>
              {why && (
                <ChapterWhyOf
                  why={why}
                  check={check}
                  chapterId={result.chapter_id}
                  chapterName={heading ?? result.outcome.title}
                />
              )}
            </OutcomeCard>
          ) : null;
        })}

        <h2>Baunebenrechte an Ihrem Standort</h2>
        {site ? (
          <p className="qc-site">
            <span className="qc-site__label">Standort: </span>
            {siteLabel(site)}
          </p>
        ) : (
          <p className="qc-site qc-site--unchecked">
            <strong>{SITE_NOT_CHECKED_TEXT}</strong> Ob an Ihrem Grundstück Baunebenrechte wie Denkmal-, Natur- oder
            Wasserschutz gelten, lässt sich deshalb nicht ausschließen. Fragen Sie im Zweifel bei der unten genannten
            Stelle nach.
          </p>
        )}
        {evaluation.side_laws.length > 0 ? (
          <SideLawList sideLaws={evaluation.side_laws} check={check} areas={areas.data?.areas} headingLevel={3} />
        ) : (
          site &&
          evaluation.unchecked.length === 0 && (
            <p>An Ihrem Standort haben wir keine Schutzgebiete und kein Denkmal-Ensemble gefunden.</p>
          )
        )}
        {site && evaluation.unchecked.length > 0 && (
          <p className="qc-site qc-site--unchecked">
            <strong>Nicht alles konnte geprüft werden:</strong>{' '}
            {evaluation.unchecked.map((law) => AREA_KIND_SUBJECTS[law]).join(', ')}. Diese Baunebenrechte lassen sich
            deshalb nicht ausschließen; fragen Sie im Zweifel bei der unten genannten Stelle nach.
          </p>
        )}
        {site && areas.data && (
          <SiteCoverage coverage={areas.data.coverage} report={{ unit: check.reference_unit.id, site }} />
        )}
        <p>
          Unabhängig davon bleiben Sie für Abstandsflächen, Standsicherheit, Brandschutz und die Rechte Ihrer Nachbarn
          verantwortlich.
        </p>
        <LocalLinks links={check.links} />
        <AuthorityContactBlock contact={check.contact} heading="Ihre Ansprechstelle" />

        <h2>Rechtsgrundlage</h2>
        <p>
          {check.legal_basis}. <span className="qc-as-of">Stand: {formatDate(check.as_of)}</span>
        </p>

        {answers.length > 0 && (
          <details className="qc-answers">
            <summary>Ihre Angaben ansehen</summary>
            <dl>
              {answers.map((given) => (
                <div key={given.slideId} className="qc-answers__row">
                  <dt>{given.question}</dt>
                  <dd>{given.answer}</dd>
                </div>
              ))}
            </dl>
          </details>
        )}

        <section className="notice" aria-labelledby={`${id}-disclaimer`}>
          <h2 id={`${id}-disclaimer`} className="notice__title">
            Nur eine Orientierung
          </h2>
          <p>
            Dieses Ergebnis beruht allein auf Ihren Angaben. Es ist eine Orientierungshilfe und begründet keinen
            Rechtsanspruch. Verbindlich entscheidet die zuständige Bauaufsichtsbehörde.
          </p>
        </section>

        <div className="qc-actions qc-actions--result">
          <button
            type="button"
            className="button button--primary"
            // Not `disabled` while the PDF is made: a disabled button loses the keyboard focus to the page.
            onClick={() => pdf.state !== 'loading' && void downloadPdf()}
            aria-busy={pdf.state === 'loading'}
            aria-disabled={pdf.state === 'loading'}
          >
            {pdf.state === 'loading' ? 'PDF wird erstellt …' : 'Zusammenfassung als PDF'}
          </button>
          <button type="button" className="button button--secondary" onClick={startAgain}>
            Neuen Check starten
          </button>
          <Link
            className="button button--secondary"
            to={`${paths.to('slides')}?${SLIDE_PARAM}=${encodeURIComponent(evaluation.path[0] ?? '')}`}
          >
            Antworten ändern
          </Link>
        </div>
        <div role="status" className="qc-pdf-status">
          {pdf.state === 'done' && `Die Zusammenfassung wurde als „${pdf.filename}“ heruntergeladen.`}
        </div>
        {pdf.state === 'error' && (
          <p className="qc-error" role="alert">
            {pdf.message}
          </p>
        )}
        <ShareResultLink
          key={resultKey(check.check_id, check.version, pathAnswers)}
          result={{
            check_id: check.check_id,
            version: check.version,
            reference_unit_id: check.reference_unit.id,
            group: check.group,
            product_id: product.data ? product.data.id : null,
            answers: pathAnswers,
          }}
        />
      </article>
    </FlowLayout>
  );
}
