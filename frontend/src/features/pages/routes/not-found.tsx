import { Link } from 'react-router-dom';
import { useDocumentTitle } from '#components/use-document-title.ts';

export default function NotFoundPage() {
  useDocumentTitle('Seite nicht gefunden');

  return (
    <article className="page">
      <h1>Seite nicht gefunden</h1>
      <p>
        Die aufgerufene Adresse gibt es leider nicht. Vielleicht hat sich ein Tippfehler eingeschlichen oder die Seite
        wurde verschoben.
      </p>
      <Link className="button button--primary" to="/home">
        Zur Startseite
      </Link>
    </article>
  );
}
