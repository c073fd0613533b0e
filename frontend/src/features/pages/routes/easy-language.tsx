import { Link } from 'react-router-dom';
import { useDocumentTitle } from '#components/use-document-title.ts';
import { config } from '#lib/config.ts';
import { EASY_LANGUAGE_SECTIONS } from '../utils/easy-language.ts';
import '../pages.css';

/** What the site offers and how to use it, in Leichte Sprache (short sentences, one thought each). */
export default function EasyLanguagePage() {
  useDocumentTitle('Leichte Sprache');
  const product = config.productTitle;
  return (
    <article className="page easy-language">
      <h1>{product} in Leichter Sprache</h1>
      {EASY_LANGUAGE_SECTIONS(product).map((section) => (
        <section key={section.title} aria-label={section.title}>
          <h2>{section.title}</h2>
          {section.lines.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </section>
      ))}
      <p>
        <Link className="button button--primary" to="/home">
          Zur Start-Seite
        </Link>
      </p>
    </article>
  );
}
