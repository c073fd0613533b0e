import { Link } from 'react-router-dom';
import { PhoneLink } from '#components/phone.tsx';
import { useDocumentTitle } from '#components/use-document-title.ts';
import { config } from '#lib/config.ts';
import '../pages.css';

export default function ImprintPage() {
  useDocumentTitle('Impressum');

  return (
    <article className="page legal-text">
      <h1>Impressum</h1>
      <p className="notice">
        <strong>Beispielangaben:</strong> Die folgenden Angaben sind Platzhalter. Der Betreiber ersetzt sie vor der
        Veröffentlichung durch seine eigenen Daten.
      </p>

      <h2>Anbieter nach § 5 DDG (Digitale-Dienste-Gesetz)</h2>
      <address>
        Musterbehörde für Bauen und Wohnen (Beispiel)
        <br />
        Musterstraße 1
        <br />
        12345 Musterstadt
      </address>

      <h2>Vertreten durch</h2>
      <p>Dr. Max Mustermann, Präsident (Beispiel)</p>

      <h2>Kontakt</h2>
      <p>
        Telefon: <PhoneLink number="01234 56789-0" /> (Beispiel)
        <br />
        E-Mail: <a href="mailto:baucheck@behoerde.example">baucheck@behoerde.example</a>
      </p>

      <h2>Zuständige Aufsichtsbehörde</h2>
      <p>Musterministerium für Bauen und Wohnen, Ministeriumsplatz 2, 12345 Musterstadt (Beispiel)</p>

      <h2>Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV (Medienstaatsvertrag)</h2>
      <p>Erika Musterfrau, Anschrift wie oben (Beispiel)</p>

      <h2>Hinweis zu den Ergebnissen</h2>
      <p>
        Die Ergebnisse des Angebots „{config.productTitle}“ beruhen auf Ihren Angaben und sind eine unverbindliche
        Orientierung. Sie begründen keinen Rechtsanspruch und ersetzen weder eine Beratung noch die Entscheidung der
        zuständigen Bauaufsichtsbehörde.
      </p>

      <h2>Datenschutz und Cookies</h2>
      <p>
        Bürgerinnen und Bürger erhalten von diesem Angebot keine Cookies. Cookies setzen wir nur für die Anmeldung von
        Mitarbeitenden im Admin-Bereich, soweit sie nach § 25 Abs. 2 Nr. 2 TDDDG
        (Telekommunikation-Digitale-Dienste-Datenschutz-Gesetz) unbedingt erforderlich sind. Einzelheiten stehen in der{' '}
        <Link to="/data-privacy">Datenschutzerklärung</Link>.
      </p>

      <h2>Haftung für Links</h2>
      <p>
        Für die Inhalte verlinkter Seiten anderer Anbieter sind ausschließlich deren Betreiber verantwortlich. Zum
        Zeitpunkt der Verlinkung waren keine Rechtsverstöße erkennbar; bei Bekanntwerden entfernen wir solche Links
        umgehend.
      </p>
    </article>
  );
}
