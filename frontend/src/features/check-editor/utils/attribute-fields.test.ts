import { upsertAttributesSchema } from '@baucheck/shared/checks';
import { describe, expect, it } from 'vitest';
import { attributeError, localFieldsOf, ownFieldsOf } from './attribute-fields.ts';

describe('attribute fields', () => {
  it("offers a chapter's legal basis on Kapitel slides, as the check's own and as a unit's local value", () => {
    expect(ownFieldsOf('Kapitel')).toContain('Rechtsgrundlage');
    expect(localFieldsOf('Kapitel', false)).toContain('Rechtsgrundlage');
    expect(ownFieldsOf('Ja-Oder-Nein')).not.toContain('Rechtsgrundlage');
  });

  it('says beside the field what the server would answer for a question or legal basis over its limit', () => {
    for (const [key, max] of [
      ['Frage', 300],
      ['Rechtsgrundlage', 300],
    ] as const) {
      const tooLong = 'x'.repeat(max + 1);
      const served = upsertAttributesSchema.safeParse({
        reference_unit_id: null,
        attributes: [{ key, value: tooLong }],
      });
      expect(served.error?.issues.map((issue) => issue.message)).toEqual([attributeError(key, tooLong)]);
      expect(attributeError(key, tooLong)).toBe(`Bitte geben Sie höchstens ${max} Zeichen ein.`);
      expect(attributeError(key, 'x'.repeat(max))).toBeNull();
    }
  });

  it("says one limit, the key's own, for a value over the general limit too", () => {
    const served = upsertAttributesSchema.safeParse({
      reference_unit_id: null,
      attributes: [{ key: 'Frage', value: 'x'.repeat(5001) }],
    });
    expect(served.error?.issues.map((issue) => issue.message)).toEqual(['Bitte geben Sie höchstens 300 Zeichen ein.']);
  });

  it('lets a description be longer than a question', () => {
    expect(attributeError('Beschreibung', `<p>${'x'.repeat(1000)}</p>`)).toBeNull();
  });
});
