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

      <h2>4. Keine Cookies zur Wiedererkennung, kein Tracking</h2>
      <p>
        Als Bürgerin oder Bürger werden Sie bei uns nicht verfolgt: Wir setzen keine Cookies zu Analyse-, Werbe- oder
        Wiedererkennungszwecken ein und binden keine Tracking-Dienste Dritter ein. Technisch notwendig ist nur ein
        Sicherheits-Cookie („csrftoken“). Es enthält eine zufällige Kennung ohne Angaben zu Ihrer Person und schützt
        Formulare vor gefälschten Anfragen. Für solche unbedingt erforderlichen Cookies ist nach § 25 Abs. 2 Nr. 2 TDDDG
        (Telekommunikation-Digitale-Dienste-Datenschutz-Gesetz) keine Einwilligung nötig.
      </p>

      <h2>5. Ihre Rechte</h2>
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

      <h2>6. Beschwerderecht</h2>
      <p>
        Sie können sich nach Art. 77 DSGVO bei einer Datenschutz-Aufsichtsbehörde beschweren, zum Beispiel bei der
        Landesbeauftragten für den Datenschutz Ihres Bundeslandes.
      </p>
    </article>
  );
}
