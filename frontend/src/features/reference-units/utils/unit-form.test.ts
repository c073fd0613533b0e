import type { EditableReferenceUnit } from '@baucheck/shared/reference-units';
import { describe, expect, it } from 'vitest';
import { ApiError } from '#lib/api-client.ts';
import { editableFields, formValuesOf, linkKey, sideLawKey, unitFieldErrors, updateBody } from './unit-form.ts';

const unit: EditableReferenceUnit = {
  id: 'unit-lindenau',
  slug: 'lindenau',
  name: 'Markt Lindenau',
  kind: 'Gemeinde',
  ags: '09900001',
  plz: ['85999'],
  parent_id: 'unit-bayern',
  coat_of_arms: null,
  contact: { office: 'Bauamt', phone: null, email: null, website: null },
  side_laws: { Denkmalschutz: { text: 'Ensemble', contact: 'Landratsamt' } },
  links: { 'Bebauungsplan-Link': 'https://www.lindenau.example/plaene' },
  demo: true,
  land_name: 'Bayern',
  organisation_id: 'o1',
  organisation_name: 'Markt Lindenau (Demo)',
  active: true,
  version: 7,
};

describe('the unit form', () => {
  it('sends the version and only the groups that changed, each group whole', () => {
    // Prepare
    const saved = formValuesOf(unit);
    const values = {
      ...saved,
      'contact.phone': ' +49 8999 1 ',
      [sideLawKey('Denkmalschutz', 'text')]: '',
      [sideLawKey('Denkmalschutz', 'contact')]: '',
      [sideLawKey('Naturschutz', 'text')]: 'Moor',
      [linkKey('Antragsportal-Link')]: 'https://www.bayernportal.de',
    };

    // Act
    const body = updateBody(unit, values, saved);

    // Assess: emptied side laws are left out (inherited from the Land again); unchanged groups are not sent
    expect(body).toEqual({
      version: 7,
      contact: { office: 'Bauamt', phone: '+49 8999 1', email: null, website: null },
      side_laws: { Naturschutz: { text: 'Moor', contact: '' } },
      links: {
        'Bebauungsplan-Link': 'https://www.lindenau.example/plaene',
        'Antragsportal-Link': 'https://www.bayernportal.de',
      },
    });
    expect(updateBody(unit, { ...saved, plz: '85999, 85998 85997' }, saved)).toEqual({
      version: 7,
      plz: ['85999', '85998', '85997'],
    });
  });

  it('shows the server messages at the inputs they belong to', () => {
    const error = new ApiError('/api/reference-units/x/', 422, 'Unprocessable Entity', {
      detail: [
        { loc: ['body', 'contact', 'office'], msg: 'Bitte geben Sie die zuständige Stelle an.', type: 'x' },
        { loc: ['body', 'plz', 1], msg: 'Eine Postleitzahl hat 5 Ziffern.', type: 'x' },
        { loc: ['body', 'links', 'Antragsportal-Link'], msg: 'https:// fehlt', type: 'x' },
      ],
    });

    expect(unitFieldErrors(error)).toEqual({
      'contact.office': 'Bitte geben Sie die zuständige Stelle an.',
      plz: 'Eine Postleitzahl hat 5 Ziffern.',
      'links.Antragsportal-Link': 'https:// fehlt',
    });
  });

  it('lets Kommune staff and Land staff on their Land change the local content only', () => {
    expect([...editableFields('Kommune', unit)].sort()).toEqual(['contact', 'links', 'side_laws']);
    expect([...editableFields('Land', { kind: 'Land' })].sort()).toEqual(['contact', 'links', 'side_laws']);
    expect(editableFields('Land', unit).has('active')).toBe(true);
    expect(editableFields('Land', unit).has('organisation_id')).toBe(false);
    expect(editableFields('Administrator', unit).has('organisation_id')).toBe(true);
  });
});
