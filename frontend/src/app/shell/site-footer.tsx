import { Link } from 'react-router-dom';
import { PageLink } from '#features/quick-check/components/page-link.tsx';
import { useFlowPaths } from '#features/quick-check/utils/flow-paths.ts';
import { config } from '#lib/config.ts';
import { publicRoutePath } from '../public-routes.tsx';

/**
 * Impressum, Datenschutz and the public-sector pages (Barrierefreiheit, Leichte Sprache,
 * Gebärdensprache) on every page with a footer, embeds included; there they open in a new window.
 */
export function SiteFooter() {
  const { embedded } = useFlowPaths();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <p className="site-footer__copyright">
          © {__BUILD_YEAR__} {config.productTitle}
        </p>
        <nav aria-label="Fußzeile">
          <ul className="site-footer__links">
            <li>
              <PageLink to={publicRoutePath('Imprint')}>Impressum</PageLink>
            </li>
            <li>
              <PageLink to={publicRoutePath('DataPrivacy')}>Datenschutz</PageLink>
            </li>
            <li>
              <PageLink to={publicRoutePath('Accessibility')}>Barrierefreiheit</PageLink>
            </li>
            <li>
              <PageLink to={publicRoutePath('EasyLanguage')}>Leichte Sprache</PageLink>
            </li>
            <li>
              <PageLink to={publicRoutePath('SignLanguage')}>Gebärdensprache</PageLink>
            </li>
            {!embedded && (
              <li className="site-footer__admin">
                <Link to="/administration">Admin-Bereich</Link>
              </li>
            )}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
