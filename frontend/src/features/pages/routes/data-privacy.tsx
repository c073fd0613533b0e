import { useDocumentTitle } from '#components/use-document-title.ts';
import { config } from '#lib/config.ts';
import '../pages.css';

export default function DataPrivacyPage() {
  useDocumentTitle('Datenschutz');
  const product = config.productTitle;

  return (
    <article className="page legal-text">
      <h1>Datenschutzerklärung</h1>
      <p className="notice">
        <strong>Beispielangaben:</strong> Namen und Kontaktdaten in dieser Erklärung sind Platzhalter. Der Betreiber
        ersetzt sie vor der Veröffentlichung durch seine eigenen Daten.
      </p>
      <p>
        Wir nehmen den Schutz Ihrer Daten ernst. Hier erfahren Sie, welche Daten bei der Nutzung des Angebots „{product}
        “ verarbeitet werden und welche Rechte Sie haben.
      </p>

      <h2>1. Verantwortliche Stelle</h2>
      <address>
        Musterbehörde für Bauen und Wohnen (Beispiel)
        <br />
        Musterstraße 1, 12345 Musterstadt
        <br />
        E-Mail: <a href="mailto:baucheck@behoerde.example">baucheck@behoerde.example</a>
      </address>
      <p>
        Unsere behördliche Datenschutzbeauftragte erreichen Sie unter{' '}
        <a href="mailto:datenschutz@behoerde.example">datenschutz@behoerde.example</a> (Beispiel).
      </p>

      <h2>2. Server-Protokolle</h2>
      <p>
        Bei jedem Aufruf verarbeitet unser Server technisch bedingt: Ihre IP-Adresse, Datum und Uhrzeit, die aufgerufene
        Adresse, den übertragenen Datenumfang, die Adresse der zuvor besuchten Seite (Referrer) sowie Typ und Version
        Ihres Browsers. Diese Daten sind nötig, um die Seiten auszuliefern und Angriffe abzuwehren. Rechtsgrundlage ist
        Art. 6 Abs. 1 Buchst. e DSGVO in Verbindung mit dem Landesdatenschutzgesetz. Die Protokolle werden nach 14 Tagen
        gelöscht (Beispiel) und nicht mit anderen Daten zusammengeführt.
      </p>

      <h2>3. Ihre Angaben im Quick-Check</h2>
      <p>
        Ihre Antworten werden nur verarbeitet, um Ihnen das Ergebnis anzuzeigen, und nicht mit Ihrer Person verknüpft.
        Für eine Statistik zählen wir lediglich anonym, wie oft ein Check für welches Vorhaben abgeschlossen wurde.
      </p>

      <h2>4. Keine Cookies für Bürgerinnen und Bürger, kein Tracking</h2>
      <p>
        Wenn Sie die Startseite, den Quick-Check, das Impressum oder diese Datenschutzerklärung aufrufen, setzen wir
        keine Cookies und speichern nichts in Ihrem Browser. Wir binden keine Analyse-, Werbe- oder Tracking-Dienste
        Dritter ein.
      </p>

      <h2>5. Anmeldung für Mitarbeitende</h2>
      <p>
        Mitarbeitende von Land, Kommunen und Partnerunternehmen pflegen die Inhalte des „{product}“ in einem
        Admin-Bereich. Für ihr Konto verarbeiten wir Name, E-Mail-Adresse, Passwort (nicht im Klartext gespeichert),
        Ebene und Organisation, um den Zugang zu verwalten und die Inhalte zu pflegen. Rechtsgrundlage ist Art. 6 Abs. 1
        Buchst. e DSGVO in Verbindung mit dem Landesdatenschutzgesetz.
      </p>
      <p>
        Nur wenn Sie die Seiten zur Anmeldung, Registrierung oder zum Zurücksetzen des Passworts oder den Admin-Bereich
        aufrufen, setzen wir technisch notwendige Cookies:
      </p>
      <ul>
        <li>
          Anmelde-Cookies („baucheck_access“, „baucheck_refresh“): halten Sie nach der Anmeldung angemeldet. Skripte der
          Seite können sie nicht lesen. Sie werden beim Abmelden gelöscht und gelten höchstens 30 Tage.
        </li>
        <li>
          Sicherheits-Cookie („csrftoken“): eine zufällige Kennung ohne Angaben zu Ihrer Person, die Formulare vor
          gefälschten Anfragen schützt. Es wird beim Schließen des Browsers gelöscht.
        </li>
      </ul>
      <p>
        Diese Cookies sind unbedingt erforderlich, damit die Anmeldung sicher funktioniert. Nach § 25 Abs. 2 Nr. 2 TDDDG
        (Telekommunikation-Digitale-Dienste-Datenschutz-Gesetz) ist dafür keine Einwilligung nötig.
      </p>

      <h2>6. Ihre Rechte</h2>
      <p>Nach der Datenschutz-Grundverordnung (DSGVO) haben Sie das Recht auf</p>
      <ul>
        <li>Auskunft über Ihre verarbeiteten Daten (Art. 15 DSGVO),</li>
        <li>Berichtigung unrichtiger Daten (Art. 16 DSGVO),</li>
        <li>Löschung (Art. 17 DSGVO),</li>
        <li>Einschränkung der Verarbeitung (Art. 18 DSGVO),</li>
        <li>Unterrichtung der Empfänger über Berichtigung, Löschung oder Einschränkung (Art. 19 DSGVO),</li>
        <li>Datenübertragbarkeit (Art. 20 DSGVO) und</li>
        <li>Widerspruch gegen die Verarbeitung (Art. 21 DSGVO).</li>
      </ul>
      <p>Wenden Sie sich dafür bitte an die oben genannte verantwortliche Stelle.</p>

      <h2>7. Beschwerderecht</h2>
      <p>
        Sie können sich nach Art. 77 DSGVO bei einer Datenschutz-Aufsichtsbehörde beschweren, zum Beispiel bei der
        Landesbeauftragten für den Datenschutz Ihres Bundeslandes.
      </p>
    </article>
  );
}
