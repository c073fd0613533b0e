import { describe, expect, it } from 'vitest';
import { summaryRequestSchema } from './requests.ts';

const body = (value: number) => ({
  reference_unit_id: 'unit-lindenau',
  group: 'gartenhaus',
  check_id: 'check-1',
  version: 1,
  answers: { volumen: { value } },
});

describe('the summary request', () => {
  it.each([0.001, 74.5, 1_000_000])('takes a measured value of %s', (value) => {
    expect(summaryRequestSchema.safeParse(body(value)).success).toBe(true);
  });

  it.each([
    [0, 'Bitte geben Sie einen Wert größer als 0 ein.'],
    [-1, 'Bitte geben Sie einen Wert größer als 0 ein.'],
    [1_000_000.5, 'Bitte geben Sie höchstens 1.000.000 ein.'],
  ])('refuses a measured value of %s, saying why at the answer', (value, message) => {
    const result = summaryRequestSchema.safeParse(body(value));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['answers', 'volumen', 'value'], message],
    ]);
  });
});
