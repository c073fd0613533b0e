import type { Check } from '@baucheck/shared/checks';
import { describe, expect, it } from 'vitest';
import type { UnitWithChecks } from '../api/list-units-with-checks.ts';
import { iframeSnippet, territoryUnits, unitLinks } from './territory.ts';

const unit = (id: string, kind: 'Land' | 'Gemeinde', parent: string | null): UnitWithChecks => ({
  id,
  slug: id,
  name: id,
  kind,
  parent_id: parent,
  coat_of_arms: null,
  contact: { office: '', phone: null, email: null, website: null },
  side_laws: {},
  links: {},
  demo: true,
  checks: {},
});

const check = (land: string, owner: string | null): Check => ({
  id: `${land}-${owner ?? 'standard'}`,
  group: 'carport_garage',
  type: owner ? 'Individuell' : 'Standard',
  title: '',
  land_id: land,
  owner_unit_id: owner,
  source_check_id: null,
  legal_basis: '',
  as_of: '2026-01-01',
  latest_version: 1,
  content_revision: 1,
  reference_unit_ids: [],
  deleted_at: null,
  updated_at: '',
  version: 1,
});

const units = [
  unit('bayern', 'Land', null),
  unit('bw', 'Land', null),
  unit('lindenau', 'Gemeinde', 'bayern'),
  unit('seewiesen', 'Gemeinde', 'bayern'),
  unit('tannbach', 'Gemeinde', 'bw'),
];
const ids = (list: UnitWithChecks[]) => list.map((item) => item.id);

describe('territoryUnits', () => {
  it('gives administrators every unit, Länder first', () => {
    expect(ids(territoryUnits('Administrator', units, []))).toEqual([
      'bayern',
      'bw',
      'lindenau',
      'seewiesen',
      'tannbach',
    ]);
  });

  it('gives Land staff their Land and its Gemeinden', () => {
    expect(ids(territoryUnits('Land', units, [check('bayern', null)]))).toEqual(['bayern', 'lindenau', 'seewiesen']);
  });

  it('gives Kommune staff the Gemeinden of their own checks, else the Gemeinden of their Land', () => {
    expect(ids(territoryUnits('Kommune', units, [check('bayern', null), check('bayern', 'lindenau')]))).toEqual([
      'lindenau',
    ]);
    expect(ids(territoryUnits('Kommune', units, [check('bayern', null)]))).toEqual(['lindenau', 'seewiesen']);
  });

  it('builds the public link, the embed link and an iframe snippet with an escaped title', () => {
    const links = unitLinks('https://baucheck.example', 'lindenau');
    expect(links).toEqual({
      home: 'https://baucheck.example/home/lindenau',
      embed: 'https://baucheck.example/embed/home/lindenau',
    });
    expect(iframeSnippet(links.embed, 'Quick-Check "Lindenau"')).toBe(
      '<iframe src="https://baucheck.example/embed/home/lindenau" title="Quick-Check &quot;Lindenau&quot;" style="width: 100%; min-height: 760px; border: 0;" loading="lazy"></iframe>',
    );
  });
});
