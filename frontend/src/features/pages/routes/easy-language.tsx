import { Link } from 'react-router-dom';
import { useDocumentTitle } from '#components/use-document-title.ts';
import { config } from '#lib/config.ts';
import { EasyLanguageText } from '../components/easy-language-text.tsx';
import '../pages.css';

/** What the site offers and how to use it, in Leichte Sprache (short sentences, one thought each). */
export default function EasyLanguagePage() {
  useDocumentTitle('Leichte Sprache');
  const product = config.productTitle;
  return (
    <article className="page easy-language">
      <h1>{product} in Leichter Sprache</h1>
      <EasyLanguageText product={product} headingLevel={2} />
      <p>
        <Link className="button button--primary" to="/home">
          Zur Start-Seite
        </Link>
      </p>
    </article>
  );
}
