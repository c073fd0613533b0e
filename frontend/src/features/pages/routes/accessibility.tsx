import { Link } from 'react-router-dom';
import { PhoneLink } from '#components/phone.tsx';
import { useDocumentTitle } from '#components/use-document-title.ts';
import { config } from '#lib/config.ts';
import { FeedbackForm } from '../components/feedback-form.tsx';
import '../pages.css';

/** Date of the self-assessment behind this statement; updated with every review. */
const ASSESSED_ON = '21. November 2026';

/**
 * Erklärung zur Barrierefreiheit (§ 12b BGG, § 7 BITV 2.0, and the corresponding Land laws): status,
 * method, date, the feedback mechanism that reaches the operator, and the enforcement procedure.
 */
export default function AccessibilityPage() {
  useDocumentTitle('Erklärung zur Barrierefreiheit');
  const product = config.productTitle;

  return (
    <article className="page legal-text">
      <h1>Erklärung zur Barrierefreiheit</h1>
      <p className="notice">
        <strong>Beispielangaben:</strong> Behörde, Kontaktdaten und Daten in dieser Erklärung sind Platzhalter. Der
        Betreiber ersetzt sie vor der Veröffentlichung durch seine eigenen Angaben.
      </p>
      <p>
        Die Musterbehörde für Bauen und Wohnen (Beispiel) ist bemüht, ihr Angebot „{product}“ barrierefrei zugänglich zu
        machen, im Einklang mit dem Behindertengleichstellungsgesetz (BGG) und der
        Barrierefreie-Informationstechnik-Verordnung (BITV 2.0) sowie den entsprechenden Gesetzen der Länder. Diese
        Erklärung gilt für alle öffentlichen Seiten des Angebots, auch für den Quick-Check, wenn eine Gemeinde ihn in
        ihre eigene Internetseite einbindet. Maßstab sind die Web Content Accessibility Guidelines (WCAG) 2.1 in der
        Stufe AA und die Norm EN 301 549.
      </p>

      <h2>Stand der Vereinbarkeit mit den Anforderungen</h2>
      <p>
        Dieses Angebot ist mit den Anforderungen der BITV 2.0 <strong>teilweise vereinbar</strong>. Alle Schritte des
        Quick-Checks lassen sich mit der Tastatur und mit Bildschirmlesern bedienen. Die folgenden Inhalte sind noch
        nicht vollständig barrierefrei:
      </p>
      <ul>
        <li>
          <strong>Karte:</strong> Die Karte zum Markieren des Standorts ist für blinde Menschen nicht nutzbar. Die
          Adresssuche darüber ist gleichwertig: Sie setzt den Standort ebenfalls und gibt die gefundenen Schutzgebiete
          als Text aus. Mit der Tastatur lässt sich die Karte verschieben und ihre Mitte als Standort übernehmen.
        </li>
        <li>
          <strong>PDF-Zusammenfassung:</strong> Die Datei ist mit Überschriften und Tags strukturiert; eine vollständige
          Prüfung nach PDF/UA steht noch aus. Alle Inhalte stehen auch auf der Ergebnisseite.
        </li>
        <li>
          <strong>Texte der Gemeinden:</strong> Hinweise und Beschreibungen pflegen die Gemeinden selbst. Einzelne Texte
          können schwer verständlich sein.
        </li>
        {!config.signLanguageVideoUrl && (
          <li>
            <strong>Gebärdensprache:</strong> Das Video in Deutscher Gebärdensprache ist in Vorbereitung.
          </li>
        )}
      </ul>

      <h2>Erstellung dieser Erklärung</h2>
      <p>
        Diese Erklärung wurde am {ASSESSED_ON} erstellt und zuletzt am {ASSESSED_ON} überprüft. Sie beruht auf einer
        Selbstbewertung: Bei jeder Änderung prüfen automatisierte Tests (axe-core, Regeln der WCAG 2.1 Stufen A und AA)
        jeden Schritt des Quick-Checks. Dazu kommen Prüfungen der Bedienung nur mit der Tastatur, bei 320 Pixel Breite
        und 200 Prozent Vergrößerung, der Kontraste und mit einem Bildschirmleser.
      </p>

      <h2 id="feedback">Barrieren melden: Feedback und Kontakt</h2>
      <p>
        Sind Ihnen Mängel beim barrierefreien Zugang aufgefallen? Oder brauchen Sie Informationen aus dem Angebot in
        einer anderen Form? Schreiben Sie uns über das folgende Formular. Sie brauchen dafür kein Konto. Wir antworten
        so schnell wie möglich, spätestens innerhalb eines Monats.
      </p>
      <FeedbackForm />
      <p>Sie erreichen uns auch so:</p>
      <address>
        Musterbehörde für Bauen und Wohnen, Stabsstelle Barrierefreiheit (Beispiel)
        <br />
        Musterstraße 1, 12345 Musterstadt
        <br />
        E-Mail: <a href="mailto:barrierefreiheit@behoerde.example">barrierefreiheit@behoerde.example</a>
        <br />
        Telefon: <PhoneLink number="01234 56789-0" /> (Beispiel)
      </address>

      <h2>Durchsetzungs- und Schlichtungsverfahren</h2>
      <p>
        Wenn auch nach Ihrer Rückmeldung an den oben genannten Kontakt keine zufriedenstellende Lösung gefunden wurde,
        können Sie sich an eine Durchsetzungs- oder Schlichtungsstelle wenden. Welche zuständig ist, hängt davon ab, wer
        dieses Angebot betreibt: Für ein Angebot eines Landes, eines Landkreises oder einer Gemeinde ist die Stelle des
        jeweiligen Landes zuständig, nicht die Schlichtungsstelle des Bundes. Das Verfahren ist kostenlos. Sie brauchen
        keinen Rechtsbeistand.
      </p>

      <h3>Öffentliche Stellen in Bayern</h3>
      <p>
        Für den Freistaat Bayern, die bayerischen Gemeinden und Landkreise ist die Durchsetzungs- und Überwachungsstelle
        für barrierefreie Informationstechnik nach der Bayerischen Digitalverordnung (BayDiV) zuständig:
      </p>
      <address>
        Landesamt für Digitalisierung, Breitband und Vermessung
        <br />
        IT-Dienstleistungszentrum des Freistaats Bayern
        <br />
        Durchsetzungs- und Überwachungsstelle für barrierefreie Informationstechnik
        <br />
        St.-Martin-Straße 47, 81541 München
        <br />
        E-Mail: <a href="mailto:bitv@bayern.de">bitv@bayern.de</a>
        <br />
        Internet:{' '}
        <a href="https://www.ldbv.bayern.de/digitalisierung/bitv/" target="_blank" rel="noopener noreferrer">
          www.ldbv.bayern.de/digitalisierung/bitv<span className="sr-only"> (öffnet in neuem Fenster)</span>
        </a>
      </address>

      <h3>Öffentliche Stellen in Baden-Württemberg</h3>
      <p>
        Für das Land Baden-Württemberg, seine Gemeinden und Landkreise ist die Schlichtungsstelle beim Landeszentrum
        Barrierefreiheit (LZ-BARR) nach § 10b des Landes-Behindertengleichstellungsgesetzes (L-BGG) zuständig. Einen
        Antrag stellen können Menschen mit Behinderungen, die in Baden-Württemberg wohnen, und anerkannte Verbände.
      </p>
      <address>
        Landeszentrum Barrierefreiheit Baden-Württemberg, Schlichtungsstelle
        <br />
        Else-Josenhans-Straße 6, 70173 Stuttgart
        <br />
        Internet:{' '}
        <a href="https://barrierefreiheit-bw.de" target="_blank" rel="noopener noreferrer">
          barrierefreiheit-bw.de<span className="sr-only"> (öffnet in neuem Fenster)</span>
        </a>
      </address>

      <h3>Öffentliche Stellen des Bundes</h3>
      <p>
        Nur wenn eine öffentliche Stelle des Bundes dieses Angebot betreibt, ist die Schlichtungsstelle nach § 16 BGG
        zuständig. Sie unterstützt bei Konflikten zum Thema Barrierefreiheit zwischen Menschen mit Behinderungen und
        öffentlichen Stellen des Bundes eine außergerichtliche Streitbeilegung.
      </p>
      <address>
        Schlichtungsstelle nach dem Behindertengleichstellungsgesetz bei dem Beauftragten der Bundesregierung für die
        Belange von Menschen mit Behinderungen
        <br />
        Mauerstraße 53, 10117 Berlin
        <br />
        Telefon: <PhoneLink number="030 18 527-2805" />
        <br />
        E-Mail: <a href="mailto:info@schlichtungsstelle-bgg.de">info@schlichtungsstelle-bgg.de</a>
        <br />
        Internet:{' '}
        <a href="https://www.schlichtungsstelle-bgg.de" target="_blank" rel="noopener noreferrer">
          www.schlichtungsstelle-bgg.de<span className="sr-only"> (öffnet in neuem Fenster)</span>
        </a>
      </address>
      <p>
        Betreibt eine Stelle eines anderen Landes dieses Angebot, nennt der Betreiber hier die Durchsetzungs- oder
        Schlichtungsstelle dieses Landes.
      </p>
      <p>
        Informationen zu diesem Angebot gibt es auch in <Link to="/leichte-sprache">Leichter Sprache</Link> und in{' '}
        <Link to="/gebaerdensprache">Deutscher Gebärdensprache</Link>.
      </p>
    </article>
  );
}
