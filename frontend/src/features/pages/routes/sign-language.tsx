import { useDocumentTitle } from '#components/use-document-title.ts';
import { config } from '#lib/config.ts';
import { EasyLanguageText } from '../components/easy-language-text.tsx';
import '../pages.css';

/** A video on this site plays in the page; one elsewhere is linked (the CSP allows no foreign media or frames). */
const isLocal = (url: string) => url.startsWith('/');

/**
 * Informationen in Deutscher Gebärdensprache (DGS): the video configured with
 * VITE_SIGN_LANGUAGE_VIDEO_URL, and the same explanation as the Leichte Sprache page as text.
 */
export default function SignLanguagePage() {
  useDocumentTitle('Gebärdensprache');
  const product = config.productTitle;
  const video = config.signLanguageVideoUrl;
  return (
    <article className="page easy-language">
      <h1>{product} in Deutscher Gebärdensprache</h1>
      <p className="page__lead">
        Hier erklären wir in Deutscher Gebärdensprache (DGS), was der {product} ist und wie Sie ihn benutzen.
      </p>
      {video && isLocal(video) && (
        <video className="sign-language__video" src={video} controls preload="metadata">
          Ihr Browser kann dieses Video nicht abspielen. <a href={video}>Video herunterladen</a>.
        </video>
      )}
      {video && !isLocal(video) && (
        <p>
          <a className="button button--primary" href={video} target="_blank" rel="noopener noreferrer">
            Video in Gebärdensprache ansehen<span className="sr-only"> (öffnet in neuem Fenster)</span>
          </a>
        </p>
      )}
      {!video && (
        <p className="notice" role="note">
          Das Video in Deutscher Gebärdensprache ist in Vorbereitung. Bis dahin finden Sie die Erklärung hier als Text
          in Leichter Sprache.
        </p>
      )}
      <h2>Der Inhalt des Videos als Text</h2>
      <EasyLanguageText product={product} headingLevel={3} />
    </article>
  );
}
