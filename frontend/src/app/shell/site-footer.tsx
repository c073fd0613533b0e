import { Link } from 'react-router-dom';
import { config } from '#lib/config.ts';
import { routePath } from '../routes.tsx';

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <p className="site-footer__copyright">
          © {new Date().getFullYear()} {config.productTitle}
        </p>
        <nav aria-label="Fußzeile">
          <ul className="site-footer__links">
            <li>
              <Link to={routePath('Imprint')}>Impressum</Link>
            </li>
            <li>
              <Link to={routePath('DataPrivacy')}>Datenschutz</Link>
            </li>
            <li className="site-footer__admin">
              <Link to="/administration">Admin Bereich</Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
