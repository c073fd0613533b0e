import { CHECK_GROUP_LABELS, CHECK_GROUPS, PUBLIC_ADMINISTRATION_LEVELS, type Level } from '@baucheck/shared/enums';
import type { User } from '@baucheck/shared/users';

/** The two static handouts in `frontend/public/handreichung/` (opened in a new tab). */
export const HANDOUTS = {
  land: '/handreichung/handreichung-land-und-administration.pdf',
  kommunen: '/handreichung/handreichung-fuer-kommunen.pdf',
} as const;

export type DrawerEntry =
  | { kind: 'link'; key: string; label: string; to: string; icon: string }
  /** A static file that opens in a new tab (the handouts). */
  | { kind: 'file'; key: string; label: string; href: string; icon: string }
  | { kind: 'logout'; key: 'logout'; label: string; icon: string };

export interface DrawerSection {
  key: string;
  /** Group heading ("Quick-Check", "Accounts", …); the first section has none. */
  label?: string;
  entries: DrawerEntry[];
}

const GROUP_ICONS: Record<(typeof CHECK_GROUPS)[number], string> = {
  carport_garage: 'car',
  gartenhaus: 'warehouse',
  solaranlage_gebaeudeabhaengig: 'sun',
  solaranlage_gebaeudeunabhaengig: 'bolt',
};

const isPublicAdministration = (level: Level) => (PUBLIC_ADMINISTRATION_LEVELS as readonly Level[]).includes(level);

/**
 * What the permanent drawer offers a user (SPEC.md section 2 "Drawer", section 6 for the levels).
 * Logged out: the landing page and the sign-in. Sections left empty for a level are dropped.
 * Links to checks use `isDraft` = "false" (SPEC.md section 2).
 */
export function drawerSections(user: User | null): DrawerSection[] {
  const start: DrawerEntry[] = [{ kind: 'link', key: 'home', label: 'Zur Landing Page', to: '/home', icon: 'home' }];
  if (!user) {
    start.push({ kind: 'link', key: 'login', label: 'Anmelden', to: '/login', icon: 'sign-in' });
    return [{ key: 'start', entries: start }];
  }
  start.push({ kind: 'logout', key: 'logout', label: 'Abmelden', icon: 'sign-out' });

  const level = user.level;
  const admin = level === 'Administrator';
  const sections: DrawerSection[] = [{ key: 'start', entries: start }];

  if (isPublicAdministration(level)) {
    sections.push({
      key: 'quick-check',
      label: 'Quick-Check',
      entries: [
        ...CHECK_GROUPS.map((group): DrawerEntry => ({
          kind: 'link',
          key: `checks-${group}`,
          label: CHECK_GROUP_LABELS[group],
          // The check editor's route (ListCheckOverview) lives in check-editor-routes.tsx.
          to: `/checks/${group}/false`,
          icon: GROUP_ICONS[group],
        })),
        { kind: 'link', key: 'links', label: 'Embed-Links', to: '/links', icon: 'code' },
        { kind: 'link', key: 'reference-units', label: 'Bezugseinheiten', to: '/reference-units', icon: 'map' },
      ],
    });
  }
  if (admin || level === 'Land') {
    sections.push({
      key: 'geodata',
      label: 'Geodaten',
      entries: [
        { kind: 'link', key: 'geo-services', label: 'Geodienste', to: '/geo-services', icon: 'globe' },
        { kind: 'link', key: 'geo-reports', label: 'Hinweise zu Gebieten', to: '/geo-reports', icon: 'flag' },
      ],
    });
  }
  if (admin || level === 'Partner') {
    sections.push({
      key: 'products',
      label: 'Produktkatalog',
      entries: [{ kind: 'link', key: 'products', label: 'Produkte', to: '/products', icon: 'box' }],
    });
  }
  sections.push({
    key: 'accounts',
    label: 'Accounts',
    entries: [
      ...(admin ? [{ kind: 'link', key: 'users', label: 'Alle Accounts', to: '/users', icon: 'users' } as const] : []),
      { kind: 'link', key: 'account', label: 'Mein Account', to: '/account', icon: 'user' },
    ],
  });
  if (admin) {
    sections.push({
      key: 'organisations',
      label: 'Organisationen',
      entries: [
        { kind: 'link', key: 'organisations', label: 'Alle Organisationen', to: '/organisations', icon: 'building' },
      ],
    });
  }
  const faq: DrawerEntry[] = [];
  if (admin) faq.push({ kind: 'link', key: 'faqs', label: 'FAQ verwalten', to: '/faqs', icon: 'question-circle' });
  if (admin || level === 'Land') {
    faq.push({ kind: 'file', key: 'handout-land', label: 'Handreichung', href: HANDOUTS.land, icon: 'file-pdf' });
  }
  if (admin || level === 'Kommune') {
    faq.push({
      kind: 'file',
      key: 'handout-kommunen',
      // Municipality staff know it as "their" handout; administrators tell the two apart.
      label: admin ? 'Handreichung für Kommunen' : 'Handreichung',
      href: HANDOUTS.kommunen,
      icon: 'file-pdf',
    });
  }
  if (faq.length > 0) sections.push({ key: 'faq', label: 'FAQ', entries: faq });
  if (admin) {
    sections.push({
      key: 'statistics',
      label: 'Statistiken',
      entries: [{ kind: 'link', key: 'statistics', label: 'Nutzungsstatistik', to: '/statistics', icon: 'chart-bar' }],
    });
  }
  return sections;
}
