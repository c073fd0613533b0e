import { CHECK_TITLE_MAX, updateCheckSchema } from '@baucheck/shared/checks';
import { describe, expect, it } from 'vitest';
import { requiredTextError } from './check-properties.ts';

describe("a check's required texts (title, legal basis)", () => {
  it('are asked for when empty', () => {
    expect(requiredTextError('   ', 'Bitte geben Sie einen Titel ein.', CHECK_TITLE_MAX)).toBe(
      'Bitte geben Sie einen Titel ein.',
    );
  });

  it('say the limit beside the field as the server would, counting without surrounding spaces', () => {
    expect(requiredTextError(`${'a'.repeat(200)}  `, 'fehlt', CHECK_TITLE_MAX)).toBeNull();
    const tooLong = 'a'.repeat(600);
    expect(requiredTextError(tooLong, 'fehlt', CHECK_TITLE_MAX)).toBe('Bitte geben Sie höchstens 200 Zeichen ein.');
    // The same words as the API's 422 for that field
    const refused = updateCheckSchema.safeParse({ version: 1, title: tooLong });
    expect(refused.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['title'], 'Bitte geben Sie höchstens 200 Zeichen ein.'],
    ]);
  });
});
