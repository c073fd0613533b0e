import type { Level } from '@baucheck/shared/enums';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { routePath } from '#app/routes.tsx';
import { PageLoading } from '#components/page-loading.tsx';
import { useDocumentTitle } from '#components/use-document-title.ts';
import { useLogout } from '#features/auth/api/logout.ts';
import { useCurrentUser } from '#features/users/api/get-current-user.ts';
import { config } from '#lib/config.ts';
import { errorText } from '#lib/error-text.ts';
import '../administration.css';

/** What each level does in the admin area (SPEC.md section 6), in the words of a clerk. */
const LEVEL_TEXTS: Record<Level, string[]> = {
  Administrator: [
    'Als Administratorin oder Administrator sehen und bearbeiten Sie alles: Sie schalten neue Accounts frei und vergeben ihre Ebene, pflegen Organisationen, Produkte und FAQs und sehen die Nutzungsstatistik.',
    'Außerdem bearbeiten Sie wie Land und Kommunen die Checks und Embed-Links.',
  ],
  Land: [
    'Als Mitarbeiterin oder Mitarbeiter eines Landes pflegen Sie die Standard-Checks Ihres Landes: Übersicht, Inhalte, Ablauf und Ergebnisse. Sie veröffentlichen neue Fassungen, die dann für alle Gemeinden Ihres Landes gelten, und erstellen Embed-Links.',
  ],
  Kommune: [
    'Als Mitarbeiterin oder Mitarbeiter einer Kommune passen Sie die Checks für Ihre Gemeinde an, etwa mit örtlichen Hinweisen zu Bebauungsplänen oder Schutzgebieten, und erstellen Embed-Links, mit denen Sie den Quick-Check auf der Website Ihrer Gemeinde einbinden.',
  ],
  Partner: [
    'Als Partner pflegen Sie im Produktkatalog die Produkte Ihres Unternehmens, zum Beispiel Carports, Gartenhäuser oder Solaranlagen, und verknüpfen sie mit dem passenden Quick-Check.',
  ],
  Standard: [
    'Ihr Konto ist freigeschaltet, aber noch keiner Ebene zugeordnet. Eine Administratorin oder ein Administrator ordnet Ihnen die Ebene Land, Kommune oder Partner zu; danach sehen Sie hier Ihre Aufgaben.',
  ],
};

/** `focusHeading`: after signing out here, focus goes to the heading (the sign-out button is gone). */
function SignedOut({ focusHeading }: { focusHeading: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusHeading) heading.current?.focus();
  }, [focusHeading]);

  return (
    <article className="page admin-start">
      <h1 ref={heading} tabIndex={-1}>
        Admin-Bereich
      </h1>
      <p>
        Im Admin-Bereich pflegen Mitarbeitende von Land, Kommunen und Partnerunternehmen die Inhalte des{' '}
        {config.productTitle}. Bitte melden Sie sich an.
      </p>
      <p className="admin-actions">
        <Link className="button button--primary" to={routePath('Login')}>
          Zur Anmeldung
        </Link>
      </p>
      <p>
        Noch kein Konto? <Link to={routePath('Register')}>Registrieren</Link>
      </p>
    </article>
  );
}

/**
 * Start page of the admin area (route AdministrationPage, `/administration`): login required, but no
 * role list, so the guard lets logged-out visitors through and this page asks them to sign in.
 */
export default function AdministrationPage() {
  useDocumentTitle('Admin-Bereich');
  const { user } = useCurrentUser();
  const logout = useLogout();

  if (user === undefined) return <PageLoading />;
  if (user === null) return <SignedOut focusHeading={logout.isSuccess} />;

  return (
    <article className="page admin-start">
      <h1>Willkommen, {user.name}</h1>
      <dl className="account-summary">
        <div>
          <dt>Ebene</dt>
          <dd>{user.level}</dd>
        </div>
        <div>
          <dt>E-Mail-Adresse</dt>
          <dd>{user.email}</dd>
        </div>
      </dl>
      <h2>Was Sie hier tun können</h2>
      {LEVEL_TEXTS[user.level].map((text) => (
        <p key={text}>{text}</p>
      ))}
      {user.level === 'Administrator' && (
        <p>
          <Link to={routePath('ListUsers')}>Alle Accounts anzeigen</Link>
        </p>
      )}
      <div className="admin-actions">
        <button
          type="button"
          className="button button--secondary"
          aria-disabled={logout.isPending}
          onClick={logout.isPending ? undefined : () => logout.mutate()}
        >
          Abmelden
        </button>
      </div>
      <div aria-live="assertive" aria-atomic="true">
        {logout.isError && <p className="admin-error">Die Abmeldung ist fehlgeschlagen. {errorText(logout.error)}</p>}
      </div>
    </article>
  );
}
