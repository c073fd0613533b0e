import { CHECK_GROUP_LABELS, CHECK_GROUPS, type CheckGroup } from '@baucheck/shared/enums';
import { useDocumentTitle } from '#components/use-document-title.ts';
import { PublicFaqButton } from '#features/faq/components/faq-button.tsx';
import { config } from '#lib/config.ts';
import { ProjectTypeIcon } from '../components/project-type-icon.tsx';
import '../pages.css';

const GROUP_HINTS: Record<CheckGroup, string> = {
  carport_garage: 'Überdachter Stellplatz oder geschlossene Garage für Ihr Auto',
  gartenhaus: 'Gerätehaus, Gartenhaus oder Schuppen ohne Aufenthaltsräume',
  solaranlage_gebaeudeabhaengig: 'Photovoltaik oder Solarthermie auf dem Dach oder an der Fassade',
  solaranlage_gebaeudeunabhaengig: 'Freistehende Anlage, zum Beispiel im Garten oder auf einer Freifläche',
};

/**
 * The landing page. The optional `:gemeinde` parameter (a municipality's slug from an embed link) is
 * not used yet: loading the municipality comes with the quick-check flow.
 */
export default function HomePage() {
  useDocumentTitle('Startseite');
  const product = config.productTitle;

  return (
    <article className="page">
      <h1>Brauche ich eine Baugenehmigung?</h1>
      <p className="page__lead">
        Mit dem {product} finden Sie in wenigen Minuten heraus, ob Ihr kleines Bauvorhaben voraussichtlich{' '}
        <strong>verfahrensfrei</strong> ist, also ohne Baugenehmigung gebaut werden darf, oder ob Sie einen Bauantrag
        stellen sollten.
      </p>
      <p>
        Sie beantworten einige kurze Fragen, zum Beispiel zur Größe, zur Höhe und zum Standort Ihres Vorhabens. Der{' '}
        {product} berücksichtigt dabei die Regeln Ihres Bundeslandes und, wenn Ihre Gemeinde mitmacht, auch örtliche
        Besonderheiten wie Bebauungspläne oder Schutzgebiete. Sie brauchen dafür kein Konto und keine Anmeldung.
      </p>

      <h2>Für diese Vorhaben gibt es den {product}</h2>
      <ul className="project-types">
        {CHECK_GROUPS.map((group) => (
          <li key={group} className="project-types__item">
            <ProjectTypeIcon group={group} />
            <span>
              <span className="project-types__name">{CHECK_GROUP_LABELS[group]}</span>
              <span className="project-types__hint">{GROUP_HINTS[group]}</span>
            </span>
          </li>
        ))}
      </ul>

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
    </article>
  );
}
