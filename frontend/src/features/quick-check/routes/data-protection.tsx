import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '#components/use-document-title.ts';
import { config } from '#lib/config.ts';
import { useUnitBySlug } from '../api/get-reference-units.ts';
import { FlowLayout } from '../components/flow-layout.tsx';
import { PageLink } from '../components/page-link.tsx';
import { flowContextFromParams, groupFromSearch, useFlowPaths } from '../utils/flow-paths.ts';
import { updateFlow, useFlowState } from '../utils/flow-store.ts';
import { useFlowEntry } from '../utils/use-flow-entry.ts';

/** Step 1: what happens with the resident's data, to accept before the check starts. */
export default function DataProtectionPage() {
  useDocumentTitle('Quick-Check: Hinweise zum Datenschutz');
  const context = flowContextFromParams(useParams());
  useFlowEntry(context);
  const [search] = useSearchParams();
  const group = groupFromSearch(search);
  const navigate = useNavigate();
  const paths = useFlowPaths();
  const { accepted } = useFlowState();
  const unit = useUnitBySlug(context.gemeinde).data;

  const accept = () => {
    updateFlow({ accepted: true, ...(group ? { group } : {}) });
    navigate(group ? paths.to('referenceUnit', { ...context, group }) : paths.to('start', context));
  };

  return (
    <FlowLayout step="data-protection" group={group} unitName={unit?.name} demo={unit?.demo}>
      <article className="page qc-sheet">
        <h1>Hinweise zum Datenschutz</h1>
        <p className="page__lead">Bevor Sie beginnen: So gehen wir mit Ihren Angaben um.</p>
        <ul className="qc-privacy-list">
          <li>
            <strong>Keine Anmeldung, keine Cookies.</strong> Sie brauchen kein Konto. Wir setzen keine Cookies und
            verfolgen Sie nicht.
          </li>
          <li>
            <strong>Ihre Antworten bleiben in Ihrem Browser.</strong> Damit Sie zurückblättern und die Seite neu laden
            können, speichert Ihr Browser die Antworten im Sitzungsspeicher dieses Tabs. Sie werden gelöscht, sobald Sie
            den Tab schließen.
          </li>
          <li>
            <strong>Ergebnis-Link.</strong> Wenn Sie am Ende „Ergebnis-Link kopieren“ wählen, stehen Ihre Antworten im
            Link selbst, hinter dem Zeichen „#“. Diesen Teil sendet Ihr Browser nicht an unseren Server, und wir
            speichern ihn nicht. Wer den Link hat, kann Ihr Ergebnis sehen: Geben Sie ihn nur weiter, wenn Sie das
            möchten.
          </li>
          <li>
            <strong>Standort.</strong> Wenn Sie eine Adresse suchen oder den Standort auf der Karte markieren, senden
            wir die Adresse oder die Koordinaten an unseren Server, um Schutzgebiete zu finden. Wir speichern sie nicht.
            Die Kartenbilder lädt Ihr Browser vom Bundesamt für Kartographie und Geodäsie (BKG); dabei erhält das BKG
            Ihre IP-Adresse.
          </li>
          <li>
            <strong>PDF-Zusammenfassung.</strong> Nur wenn Sie sie anfordern, senden wir Ihre Antworten an unseren
            Server. Die Datei wird dort nach einem Tag gelöscht.
          </li>
          <li>
            <strong>Anonyme Statistik.</strong> Wir zählen, wie oft ein Check abgeschlossen wurde (Tag, Vorhaben,
            Gemeinde, Ergebnis), ohne Bezug zu Ihrer Person.
            {config.plausible &&
              ' Außerdem zählen wir Seitenaufrufe mit Plausible Analytics, ebenfalls ohne Cookies und ohne personenbezogene Daten.'}
          </li>
        </ul>
        <p>
          Alles Weitere lesen Sie in unserer <PageLink to="/data-privacy">Datenschutzerklärung</PageLink>.
        </p>
        {accepted && <p className="qc-hint-ok">Sie haben diesen Hinweisen in dieser Sitzung bereits zugestimmt.</p>}
        <div className="qc-actions">
          <Link className="button button--secondary" to={paths.to('home', { gemeinde: context.gemeinde })}>
            Zur Startseite
          </Link>
          <button type="button" className="button button--primary" onClick={accept}>
            Einverstanden, weiter
          </button>
        </div>
      </article>
    </FlowLayout>
  );
}
