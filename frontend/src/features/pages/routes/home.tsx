import { CHECK_GROUP_LABELS, CHECK_GROUPS, type CheckGroup } from '@baucheck/shared/enums';
import { Link, useParams } from 'react-router-dom';
import { RetryNotice } from '#components/retry-notice.tsx';
import { useDocumentTitle } from '#components/use-document-title.ts';
import { PublicFaqButton } from '#features/faq/components/faq-button.tsx';
import { isGroupAvailable, useAvailableChecks } from '#features/quick-check/api/get-available-checks.ts';
import { useUnitBySlug } from '#features/quick-check/api/get-reference-units.ts';
import { PageLink } from '#features/quick-check/components/page-link.tsx';
import { UnknownUnitNotice } from '#features/quick-check/components/unknown-unit-notice.tsx';
import { groupStartPath, useFlowPaths } from '#features/quick-check/utils/flow-paths.ts';
import { useFlowState } from '#features/quick-check/utils/flow-store.ts';
import { GROUP_HINTS } from '#features/quick-check/utils/group-hints.ts';
import { config } from '#lib/config.ts';
import { useHydrated } from '#lib/use-hydrated.ts';
import { HomeUnit } from '../components/home-unit.tsx';
import { ProjectTypeIcon } from '../components/project-type-icon.tsx';
import '../pages.css';

/**
 * The landing page, also the entry of a municipality's link (`/home/lindenau`) and of its embed
 * (`/embed/home/lindenau`): what the service does, the municipality with its coat of arms, the four
 * project types (each available or not there) and the public FAQ.
 */
export default function HomePage() {
  // The page is prerendered as one file for every /home/* address (build/landing-shell.ts): until
  // hydration is done it renders as that file does, without the address's municipality.
  const hydrated = useHydrated();
  const params = useParams();
  const gemeinde = hydrated ? params.gemeinde : undefined;
  const product = config.productTitle;
  const linkUnit = useUnitBySlug(gemeinde);
  const unit = linkUnit.data;
  // Without a known municipality: whether each project type has a check in any Land.
  const available = useAvailableChecks(unit?.id ?? null, {
    enabled: hydrated && (!gemeinde || !linkUnit.isPending),
  });
  const { accepted } = useFlowState();
  const paths = useFlowPaths();
  useDocumentTitle(unit ? `Startseite ${unit.name}` : 'Startseite');

  // While the unit is on its way the link keeps the Gemeinde the address names (a known one is then
  // preselected; an unknown one gets the notice on the next step).
  const slug = unit?.slug ?? (linkUnit.isPending ? (gemeinde ?? null) : null);
  // Who accepted the data-protection notice in this tab goes straight on; everyone else reads it first.
  const startPath = (group?: CheckGroup) => {
    if (accepted)
      return group ? paths.to('referenceUnit', { group, gemeinde: slug }) : paths.to('start', { gemeinde: slug });
    return group
      ? groupStartPath(group, { gemeinde: slug }, paths.embedded)
      : paths.to('dataProtection', { gemeinde: slug });
  };

  return (
    <article className="page home">
      <HomeUnit unit={unit} pending={!hydrated || (Boolean(gemeinde) && linkUnit.isPending)} />
      <h1>Brauche ich eine Baugenehmigung?</h1>
      {/* The same words with and without a municipality (named right above): a name filled in after
          the first paint would rewrap the paragraph and move everything below it. */}
      <p className="page__lead">
        Mit dem {product} finden Sie in wenigen Minuten heraus, ob Ihr kleines Bauvorhaben voraussichtlich{' '}
        <strong>verfahrensfrei</strong> ist, also ohne Baugenehmigung gebaut werden darf, oder ob Sie einen Bauantrag
        stellen sollten.
      </p>
      <UnknownUnitNotice slug={gemeinde} />
      <RetryNotice
        queries={[linkUnit, available]}
        lead="Die Gemeinden und Vorhaben konnten gerade nicht geladen werden."
      />
      <p>
        <Link className="button button--primary home-start" to={startPath()}>
          Quick-Check starten
        </Link>
      </p>
      <p>
        Sie beantworten einige kurze Fragen, zum Beispiel zur Größe, zur Höhe und zum Standort Ihres Vorhabens. Der{' '}
        {product} berücksichtigt dabei die Regeln Ihres Bundeslandes und, wenn Ihre Gemeinde mitmacht, auch örtliche
        Besonderheiten wie Bebauungspläne oder Schutzgebiete. Sie brauchen dafür kein Konto und keine Anmeldung.
      </p>

      <h2 id="home-project-types">Für diese Vorhaben gibt es den {product}</h2>
      <ul className="project-types" aria-labelledby="home-project-types" aria-busy={available.isPending}>
        {CHECK_GROUPS.map((group) => {
          const unavailable = isGroupAvailable(available.data, group) === false;
          const content = (
            <>
              <ProjectTypeIcon group={group} />
              <span>
                <span className="project-types__name">{CHECK_GROUP_LABELS[group]}</span>
                <span className="project-types__hint">{GROUP_HINTS[group]}</span>
                <span className={unavailable ? 'project-types__state' : 'project-types__action'}>
                  {unavailable ? `Für ${unit?.name ?? 'Ihre Gemeinde'} noch nicht verfügbar` : 'Check starten'}
                </span>
              </span>
            </>
          );
          return (
            <li key={group}>
              {unavailable ? (
                <div className="project-types__item project-types__item--unavailable">{content}</div>
              ) : (
                <Link className="project-types__item project-types__link" to={startPath(group)}>
                  {content}
                </Link>
              )}
            </li>
          );
        })}
      </ul>

      <h2>So funktioniert es</h2>
      <ol className="home-steps">
        <li>
          <strong>Vorhaben und Gemeinde wählen.</strong> Die Regeln hängen vom Bundesland und oft von der Gemeinde ab.
        </li>
        <li>
          <strong>Fragen beantworten.</strong> Halten Sie die Maße Ihres Vorhabens bereit, etwa Grundfläche, Höhe oder
          Rauminhalt. Den Standort finden Sie über die Adresse.
        </li>
        <li>
          <strong>Ergebnis lesen.</strong> Sie sehen, ob Ihr Vorhaben voraussichtlich verfahrensfrei ist, welche
          weiteren Vorschriften gelten und wer Ihnen weiterhilft. Das Ergebnis gibt es auch als PDF.
        </li>
      </ol>

      <section className="notice" aria-labelledby="home-orientation">
        <h2 id="home-orientation" className="notice__title">
          Ein Ergebnis zur Orientierung
        </h2>
        <p>
          Das Ergebnis beruht allein auf Ihren Angaben. Es ist eine Orientierungshilfe und begründet keinen
          Rechtsanspruch. Verbindlich entscheidet die zuständige Bauaufsichtsbehörde. Auch ein verfahrensfreies Vorhaben
          muss alle Vorschriften einhalten, etwa zu Abstandsflächen, Brandschutz oder Denkmalschutz.
        </p>
      </section>

      <h2>Noch Fragen?</h2>
      <p>Antworten auf häufige Fragen, etwa wie Sie den Rauminhalt eines Gartenhauses berechnen, finden Sie hier:</p>
      <PublicFaqButton className="button button--secondary">Häufige Fragen öffnen</PublicFaqButton>
      <p className="home-languages">
        Informationen zu diesem Angebot gibt es auch in <PageLink to="/leichte-sprache">Leichter Sprache</PageLink> und
        in <PageLink to="/gebaerdensprache">Deutscher Gebärdensprache</PageLink>.
      </p>
    </article>
  );
}
