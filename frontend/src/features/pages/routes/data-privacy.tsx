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
      <p>Anbieter dieses digitalen Dienstes nach § 5 DDG (Digitale-Dienste-Gesetz) ist, wie im Impressum genannt:</p>
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
        Ausgewertet werden sie in Ihrem Browser. Damit Sie zurückblättern und die Seite neu laden können, legt Ihr
        Browser die Antworten im Sitzungsspeicher (sessionStorage) dieses Tabs ab; beim Schließen des Tabs werden sie
        gelöscht. Diese Speicherung ist nach § 25 Abs. 2 Nr. 2 TDDDG ohne Einwilligung zulässig, weil sie unbedingt
        erforderlich ist, um den von Ihnen gewünschten Quick-Check bereitzustellen.
      </p>
      <ul>
        <li>
          <strong>Standort:</strong> Suchen Sie eine Adresse oder markieren Sie einen Punkt auf der Karte, übermittelt
          Ihr Browser die Adresse oder die Koordinaten an unseren Server. Er ermittelt damit Schutzgebiete am Standort
          und speichert die Angaben nicht.
        </li>
        <li>
          <strong>Kartenbilder:</strong> Die Hintergrundkarte lädt Ihr Browser beim Bundesamt für Kartographie und
          Geodäsie (BKG, Richard-Strauss-Allee 11, 60598 Frankfurt am Main), erst wenn Sie den Schritt mit der Karte
          erreichen. Dabei erhält das BKG Ihre IP-Adresse und die Adresse der angezeigten Kartenkacheln. Rechtsgrundlage
          ist Art. 6 Abs. 1 Buchst. e DSGVO.
        </li>
        <li>
          <strong>PDF-Zusammenfassung:</strong> Nur wenn Sie sie anfordern, übermittelt Ihr Browser Ihre Antworten an
          unseren Server. Er erstellt daraus die PDF-Datei, bewahrt sie einen Tag auf und löscht sie dann.
        </li>
        <li>
          <strong>Statistik:</strong> Wenn Sie einen Check abschließen, zählen wir anonym Tag, Vorhaben, Gemeinde und
          Ergebnis. Daraus lässt sich nicht auf Sie schließen.
        </li>
      </ul>

      <h2>4. Keine Cookies für Bürgerinnen und Bürger, kein Tracking</h2>
      <p>
        Wenn Sie die Startseite, den Quick-Check, das Impressum, diese Datenschutzerklärung oder die Seiten zur
        Barrierefreiheit aufrufen, setzen wir keine Cookies. Außer den Antworten im Sitzungsspeicher (Abschnitt 3)
        speichern wir nichts in Ihrem Browser. Das gilt auch, wenn eine Gemeinde den Quick-Check in ihre Internetseite
        einbindet. Wir binden keine Werbe- oder Tracking-Dienste Dritter ein.
      </p>
      {config.plausible && (
        <p>
          Um zu sehen, wie oft der Quick-Check gestartet wird, senden wir beim Start eine Meldung an Plausible Analytics
          ({new URL(config.plausible.host).host}). Plausible setzt keine Cookies, speichert keine IP-Adressen und
          erstellt keine Profile; die Zählung ist anonym. Rechtsgrundlage ist Art. 6 Abs. 1 Buchst. e DSGVO.
        </p>
      )}

      <h2>5. Rückmeldungen zur Barrierefreiheit</h2>
      <p>
        Über das Formular der Erklärung zur Barrierefreiheit können Sie uns Barrieren melden. Wir speichern Ihre
        Nachricht und, wenn Sie sie angeben, Ihren Namen und Ihre E-Mail-Adresse, um Ihr Anliegen zu bearbeiten und
        Ihnen zu antworten (Art. 6 Abs. 1 Buchst. c und e DSGVO in Verbindung mit § 12b BGG), und löschen sie spätestens
        nach zwei Jahren.
      </p>

      <h2>6. Anmeldung für Mitarbeitende</h2>
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

      <h2>7. Ihre Rechte</h2>
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

      <h2>8. Beschwerderecht</h2>
      <p>
        Sie können sich nach Art. 77 DSGVO bei einer Datenschutz-Aufsichtsbehörde beschweren, zum Beispiel bei der
        Landesbeauftragten für den Datenschutz Ihres Bundeslandes.
      </p>
    </article>
  );
}
