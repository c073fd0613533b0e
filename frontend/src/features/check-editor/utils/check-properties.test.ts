import { describe, expect, it } from 'vitest';
import { checkTitleError, legalBasisError } from './check-properties.ts';

describe("a check's title and legal basis", () => {
  it('are asked for when empty', () => {
    expect(checkTitleError('   ')).toBe('Bitte geben Sie einen Titel ein.');
    expect(legalBasisError('', 'Bitte geben Sie die Rechtsgrundlage an.')).toBe(
      'Bitte geben Sie die Rechtsgrundlage an.',
    );
  });

  it('say the server’s limit beside the field, counting without surrounding spaces', () => {
    expect(checkTitleError(`${'a'.repeat(200)}  `)).toBeNull();
    expect(checkTitleError('a'.repeat(600))).toBe('Der Titel darf höchstens 200 Zeichen lang sein (jetzt 600).');
    expect(legalBasisError('Art. 57 BayBO', 'fehlt')).toBeNull();
    expect(legalBasisError('§'.repeat(301), 'fehlt')).toBe(
      'Die Rechtsgrundlage darf höchstens 300 Zeichen lang sein (jetzt 301).',
    );
  });
});
