import { Link } from 'react-router-dom';
import { Logo } from '#components/logo.tsx';
import { PublicFaqButton } from '#features/faq/components/faq-button.tsx';
import { useKnownGemeinde } from '#features/quick-check/api/get-reference-units.ts';
import { flowContextFromParams } from '#features/quick-check/utils/flow-paths.ts';
import { useFlowState } from '#features/quick-check/utils/flow-store.ts';
import { config } from '#lib/config.ts';
import { publicRoutePath } from '../public-routes.tsx';
import { useMatchedPage } from './use-route-meta.ts';

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

/**
 * Where the logo leads: the landing page of the municipality the resident is in (from the page's
 * URL, else from the check under way in this tab), so the logo does not drop the Gemeinde. Staff
 * pages lead to the general landing page.
 */
function useHomePath(): string {
  const { handle, params } = useMatchedPage();
  const access = handle?.access ?? 'public';
  const { gemeinde } = useFlowState();
  const slug = access === 'public' ? (flowContextFromParams(params).gemeinde ?? gemeinde) : null;
  // Only a municipality that exists: an unknown one's landing page would just say so again.
  const known = useKnownGemeinde(slug);
  return publicRoutePath('Home', { gemeinde: known ?? undefined });
}

export function TopBar() {
  const home = useHomePath();
  return (
    <header className="top-bar">
      <div className="top-bar__inner">
        <Link className="top-bar__brand" to={home} aria-label={`${config.productTitle} – zur Startseite`}>
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
