import type { Level } from '@baucheck/shared/enums';
import type { User } from '@baucheck/shared/users';
import { Link } from 'react-router-dom';
import { routePath } from '#app/routes.tsx';
import { PageLoading } from '#components/page-loading.tsx';
import { useDocumentTitle } from '#components/use-document-title.ts';
import { Icon } from '#features/admin-kit/components/icons.tsx';
import { drawerSections, type DrawerEntry } from '#features/drawer/utils/drawer-entries.ts';
import { useCurrentUser } from '#features/users/api/get-current-user.ts';
import { useUsers } from '#features/users/api/list-users.ts';
import { config } from '#lib/config.ts';
import '../administration.css';

/** What each level does in the admin area (SPEC.md section 6), in the words of a clerk. */
const LEVEL_TEXTS: Record<Level, string[]> = {
  Administrator: [
    'Als Administratorin oder Administrator sehen und bearbeiten Sie alles: Sie schalten neue Accounts frei und vergeben ihre Ebene, pflegen Organisationen, Produkte und FAQs und sehen die Nutzungsstatistik.',
    'Außerdem bearbeiten Sie wie Land und Kommunen die Checks und Embed-Links.',
  ],
  Land: [
    'Als Mitarbeiterin oder Mitarbeiter eines Landes pflegen Sie die Standard-Checks Ihres Landes: Übersicht, Inhalte, Ablauf und Ergebnisse. Sie veröffentlichen neue Versionen, die dann für alle Gemeinden Ihres Landes gelten, und erstellen Embed-Links.',
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

/** One line per drawer destination: what the clerk does there. */
const TASK_TEXTS: Record<string, string> = {
  'checks-carport_garage': 'Checks für Carports und Garagen',
  'checks-gartenhaus': 'Checks für Gartenhäuser und Geräteschuppen',
  'checks-solaranlage_gebaeudeabhaengig': 'Checks für Solaranlagen auf Dach und Fassade',
  'checks-solaranlage_gebaeudeunabhaengig': 'Checks für freistehende Solaranlagen',
  links: 'Links und Einbettungscode für Ihre Website',
  products: 'Produkte anlegen und mit dem Quick-Check verknüpfen',
  users: 'Accounts freischalten, Ebene und Organisation zuordnen',
  account: 'Name, E-Mail-Adresse und Passwort ändern',
  organisations: 'Länder, Kommunen und Partner verwalten',
  faqs: 'FAQ der Startseite und des Admin-Bereichs pflegen',
  'handout-land': 'Handreichung als PDF',
  'handout-kommunen': 'Handreichung als PDF',
  statistics: 'Abgeschlossene Checks nach Tag, Gruppe, Gemeinde und Ergebnis',
};

function TaskLink({ entry }: { entry: DrawerEntry }) {
  const content = (
    <>
      <Icon name={entry.icon} className="admin-task__icon" />
      <span className="admin-task__text">
        <span className="admin-task__title">{entry.label}</span>
        <span className="admin-task__description">{TASK_TEXTS[entry.key]}</span>
      </span>
    </>
  );
  if (entry.kind === 'file') {
    return (
      <a className="admin-task" href={entry.href} target="_blank" rel="noopener">
        {content}
        <span className="sr-only"> (PDF, öffnet in neuem Tab)</span>
      </a>
    );
  }
  if (entry.kind !== 'link') return null;
  return (
    <Link className="admin-task" to={entry.to}>
      {content}
    </Link>
  );
}

/** For administrators: accounts that confirmed their address and wait for activation. */
function WaitingAccounts() {
  // One page of up to 100 is enough to say how many (or "more than 100").
  const users = useUsers({ status: 'waiting', limit: 100 });
  const waiting = users.data?.items.length ?? 0;
  const more = Boolean(users.data?.next_cursor);
  return (
    <p className={waiting > 0 ? 'admin-start__waiting admin-start__waiting--open' : 'admin-start__waiting'}>
      {waiting > 0 &&
        (more
          ? `Mehr als ${waiting} Accounts warten auf die Freischaltung. `
          : waiting === 1
            ? '1 Account wartet auf die Freischaltung. '
            : `${waiting} Accounts warten auf die Freischaltung. `)}
      <Link to={routePath('ListUsers')}>Alle Accounts anzeigen</Link>
    </p>
  );
}

function SignedIn({ user }: { user: User }) {
  const sections = drawerSections(user).filter((section) => section.key !== 'start');
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
      {user.level === 'Administrator' && <WaitingAccounts />}
      {sections.map((section) => (
        <section key={section.key} className="admin-start__section" aria-labelledby={`start-${section.key}`}>
          <h3 id={`start-${section.key}`}>{section.label}</h3>
          <ul className="admin-tasks">
            {section.entries.map((entry) => (
              <li key={entry.key}>
                <TaskLink entry={entry} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </article>
  );
}

function SignedOut() {
  return (
    <article className="page admin-start">
      <h1>Admin-Bereich</h1>
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
 * Signed in, it greets the user and lists the user's tasks (the destinations of the drawer).
 */
export default function AdministrationPage() {
  useDocumentTitle('Admin-Bereich');
  const { user } = useCurrentUser();
  if (user === undefined) return <PageLoading />;
  if (user === null) return <SignedOut />;
  return <SignedIn user={user} />;
}
