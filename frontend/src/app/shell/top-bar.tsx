import { Link } from 'react-router-dom';
import { Logo } from '#components/logo.tsx';
import { PublicFaqButton } from '#features/faq/components/faq-button.tsx';
import { config } from '#lib/config.ts';
import { publicRoutePath } from '../public-routes.tsx';

function QuestionIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
      <path
        d="M9.2 9.3a2.9 2.9 0 0 1 5.6 1c0 1.9-2.8 2.4-2.8 4.2"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
      <circle cx="12" cy="17.6" r="1.2" fill="currentColor" />
    </svg>
  );
}

export function TopBar() {
  return (
    <header className="top-bar">
      <div className="top-bar__inner">
        <Link
          className="top-bar__brand"
          to={publicRoutePath('Home')}
          aria-label={`${config.productTitle} – zur Startseite`}
        >
          <Logo className="top-bar__logo" />
          <span className="top-bar__title">{config.productTitle}</span>
        </Link>
        <PublicFaqButton className="button button--on-dark">
          <QuestionIcon />
          <span>FAQ</span>
        </PublicFaqButton>
      </div>
    </header>
  );
}
