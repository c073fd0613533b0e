import type { User } from '@baucheck/shared/users';
import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import { NavLink } from 'react-router-dom';
import { Icon } from '#features/admin-kit/components/icons.tsx';
import { useLogout } from '#features/auth/api/logout.ts';
import { useCurrentUser } from '#features/users/api/get-current-user.ts';
import { errorText } from '#lib/error-text.ts';
import { drawerSections, type DrawerEntry } from '../utils/drawer-entries.ts';
import '../drawer.css';

/** Below this width the drawer starts as a rail (56 px) and opens over the content. */
const SMALL_SCREEN = '(max-width: 959.98px)';

/** The media query, or null where the environment has none (e.g. jsdom in component tests). */
const smallScreenQuery = () => (typeof window.matchMedia === 'function' ? window.matchMedia(SMALL_SCREEN) : null);

function subscribeSmallScreen(onChange: () => void) {
  const query = smallScreenQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

const useSmallScreen = () =>
  useSyncExternalStore(
    subscribeSmallScreen,
    () => smallScreenQuery()?.matches ?? false,
    () => false,
  );

/** Focuses the page heading, e.g. after signing out (the sign-out button is gone then). */
function focusPageHeading() {
  window.setTimeout(() => {
    const heading = document.querySelector<HTMLElement>('#main-content h1');
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus();
  }, 50);
}

function UserCard({ user }: { user: User }) {
  const initial = user.name.trim().charAt(0).toLocaleUpperCase('de') || '?';
  return (
    <div className="drawer-user">
      <span className="drawer-user__avatar" aria-hidden="true">
        {initial}
      </span>
      <span className="drawer-user__text">
        <span className="drawer-user__name">{user.name}</span>
        <span className="drawer-user__email">
          <span className="sr-only">E-Mail-Adresse: </span>
          {user.email}
        </span>
      </span>
    </div>
  );
}

function EntryContent({ entry, suffix }: { entry: DrawerEntry; suffix?: string }) {
  return (
    <>
      <Icon name={entry.icon} className="drawer-entry__icon" />
      <span className="drawer-entry__label">
        {entry.label}
        {suffix && <span className="sr-only"> {suffix}</span>}
      </span>
    </>
  );
}

/**
 * The permanent drawer of the admin area (SPEC.md section 2): 256 px wide with labels, or a 56 px
 * rail of icons. Large screens start expanded and push the content; small screens start as a rail
 * and open over the content (Escape or a chosen link closes it again). It is a navigation landmark;
 * the toggle button says whether the labels are shown (aria-expanded).
 */
export default function AdminDrawer() {
  const { user } = useCurrentUser();
  const logout = useLogout();
  const small = useSmallScreen();
  const [expandedOnLarge, setExpandedOnLarge] = useState(true);
  const [openOnSmall, setOpenOnSmall] = useState(false);
  const expanded = small ? openOnSmall : expandedOnLarge;
  const floating = small && openOnSmall;
  const listId = useId();

  useEffect(() => {
    if (!floating) return undefined;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpenOnSmall(false);
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [floating]);

  const toggle = () => (small ? setOpenOnSmall((open) => !open) : setExpandedOnLarge((open) => !open));
  const closeIfFloating = () => {
    if (floating) setOpenOnSmall(false);
  };

  const renderEntry = (entry: DrawerEntry) => {
    switch (entry.kind) {
      case 'link':
        return (
          <NavLink className="drawer-entry" to={entry.to} onClick={closeIfFloating} data-tooltip={entry.label}>
            <EntryContent entry={entry} />
          </NavLink>
        );
      case 'file':
        return (
          <a className="drawer-entry" href={entry.href} target="_blank" rel="noopener" data-tooltip={entry.label}>
            <EntryContent entry={entry} suffix="(PDF, öffnet in neuem Tab)" />
          </a>
        );
      case 'logout':
        return (
          <button
            type="button"
            className="drawer-entry"
            data-tooltip={entry.label}
            aria-disabled={logout.isPending}
            onClick={
              logout.isPending
                ? undefined
                : () => {
                    closeIfFloating();
                    logout.mutate(undefined, { onSuccess: focusPageHeading });
                  }
            }
          >
            <EntryContent entry={entry} />
          </button>
        );
    }
  };

  // Until the current user is known, show the rail frame only (no flash of the logged-out entries).
  const sections = user === undefined ? [] : drawerSections(user);

  return (
    <div className={expanded && !small ? 'drawer-slot' : 'drawer-slot drawer-slot--rail'}>
      {floating && <div className="drawer-backdrop" aria-hidden="true" onClick={() => setOpenOnSmall(false)} />}
      <nav
        className={['drawer', expanded ? 'drawer--expanded' : 'drawer--rail', floating ? 'drawer--floating' : ''].join(
          ' ',
        )}
        aria-label="Admin-Bereich"
      >
        <button
          type="button"
          className="drawer-toggle drawer-entry"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={toggle}
          data-tooltip={expanded ? 'Menü einklappen' : 'Menü ausklappen'}
        >
          <Icon name={expanded ? 'angle-double-left' : 'bars'} className="drawer-entry__icon" />
          <span className="drawer-entry__label">Menü</span>
        </button>
        {user && <UserCard user={user} />}
        <ul id={listId} className="drawer-sections">
          {sections.map((section) => (
            <li key={section.key} className="drawer-section">
              {section.label && (
                <span className="drawer-section__label" id={`${listId}-${section.key}`}>
                  {section.label}
                </span>
              )}
              <ul
                className="drawer-section__entries"
                aria-labelledby={section.label ? `${listId}-${section.key}` : undefined}
              >
                {section.entries.map((entry) => (
                  <li key={entry.key}>{renderEntry(entry)}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
        <div className="drawer-status" aria-live="assertive">
          {logout.isError && (
            <p className="drawer-status__error">Die Abmeldung ist fehlgeschlagen. {errorText(logout.error)}</p>
          )}
        </div>
      </nav>
    </div>
  );
}
