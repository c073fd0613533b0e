import type { Level } from '@baucheck/shared/enums';
import type { User } from '@baucheck/shared/users';
import { describe, expect, it } from 'vitest';
import { drawerSections, HANDOUTS } from './drawer-entries.ts';

const testUser = ({ level }: { level: Level }): User => ({
  id: 'u1',
  email: 'person@baucheck.test',
  name: 'Person',
  level,
  role: level === 'Administrator' ? 'Administrator' : 'Standard',
  organisation_id: null,
  is_active: true,
  is_verified: true,
  is_approved: true,
  created_at: '2026-01-05T09:00:00Z',
  version: 1,
});

const labelsFor = (level: Level | null) =>
  drawerSections(level ? testUser({ level }) : null).map((section) => [
    section.label ?? '',
    section.entries.map((entry) => entry.label),
  ]);

const CHECKS = ['Carport / Garage', 'Gartenhaus', 'Solaranlage gebäudeabhängig', 'Solaranlage gebäudeunabhängig'];

describe('drawerSections (SPEC.md section 2 "Drawer")', () => {
  it('offers a logged-out visitor the landing page and the sign-in only', () => {
    expect(labelsFor(null)).toEqual([['', ['Zur Landing Page', 'Anmelden']]]);
  });

  it('offers an administrator everything, with both handouts told apart', () => {
    expect(labelsFor('Administrator')).toEqual([
      ['', ['Zur Landing Page', 'Abmelden']],
      ['Quick-Check', [...CHECKS, 'Embed-Links', 'Bezugseinheiten']],
      ['Geodaten', ['Geodienste', 'Hinweise zu Gebieten']],
      ['Produktkatalog', ['Produkte']],
      ['Accounts', ['Alle Accounts', 'Mein Account']],
      ['Organisationen', ['Alle Organisationen']],
      ['FAQ', ['FAQ verwalten', 'Handreichung', 'Handreichung für Kommunen']],
      ['Statistiken', ['Nutzungsstatistik']],
    ]);
  });

  it.each<[Level, Array<[string, string[]]>]>([
    [
      'Land',
      [
        ['', ['Zur Landing Page', 'Abmelden']],
        ['Quick-Check', [...CHECKS, 'Embed-Links', 'Bezugseinheiten']],
        ['Geodaten', ['Geodienste', 'Hinweise zu Gebieten']],
        ['Accounts', ['Mein Account']],
        ['FAQ', ['Handreichung']],
      ],
    ],
    [
      'Kommune',
      [
        ['', ['Zur Landing Page', 'Abmelden']],
        ['Quick-Check', [...CHECKS, 'Embed-Links', 'Bezugseinheiten']],
        ['Accounts', ['Mein Account']],
        ['FAQ', ['Handreichung']],
      ],
    ],
    [
      'Partner',
      [
        ['', ['Zur Landing Page', 'Abmelden']],
        ['Produktkatalog', ['Produkte']],
        ['Accounts', ['Mein Account']],
      ],
    ],
    [
      'Standard',
      [
        ['', ['Zur Landing Page', 'Abmelden']],
        ['Accounts', ['Mein Account']],
      ],
    ],
  ])('offers %s what its level allows', (level, expected) => {
    expect(labelsFor(level)).toEqual(expected);
  });

  it('links checks with isDraft "false" and gives Land and Kommune their own handout', () => {
    const links = (level: Level) =>
      drawerSections(testUser({ level })).flatMap((section) =>
        section.entries.map((entry) => (entry.kind === 'link' ? entry.to : entry.kind === 'file' ? entry.href : '')),
      );
    expect(links('Kommune')).toContain('/checks/gartenhaus/false');
    expect(links('Land')).toContain(HANDOUTS.land);
    expect(links('Land')).not.toContain(HANDOUTS.kommunen);
    expect(links('Kommune')).toContain(HANDOUTS.kommunen);
    expect(links('Kommune')).not.toContain(HANDOUTS.land);
  });
});
