import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { routePath } from '#app/routes.tsx';
import { Logo } from '#components/logo.tsx';
import { config } from '#lib/config.ts';
import '../account-forms.css';

/**
 * Frame of the sign-in, registration and password pages, which have no top bar and no footer
 * (SPEC.md section 2): the product mark linking to Home, one card, and the legal links below.
 */
export function AccountPage({ children }: { children: ReactNode }) {
  return (
    <div className="account-page">
      <Link
        className="account-page__brand"
        to={routePath('Home')}
        aria-label={`${config.productTitle} – zur Startseite`}
      >
        <Logo className="account-page__logo" />
        <span>{config.productTitle}</span>
      </Link>
      <div className="page account-page__card">{children}</div>
      <nav className="account-page__links" aria-label="Weitere Seiten">
        <ul>
          <li>
            <Link to={routePath('Home')}>Zur Startseite</Link>
          </li>
          <li>
            <Link to={routePath('Imprint')}>Impressum</Link>
          </li>
          <li>
            <Link to={routePath('DataPrivacy')}>Datenschutz</Link>
          </li>
        </ul>
      </nav>
    </div>
  );
}
