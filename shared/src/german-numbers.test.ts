import { describe, expect, it } from 'vitest';
import { thresholdOf } from './engine/slides.ts';
import { formatCoordinates, formatGermanNumber, parseMeasurement, thresholdProblem } from './german-numbers.ts';

describe('numbers as people type them, read the German way', () => {
  it.each([
    ['2,75', 2.75],
    ['2.75', 2.75],
    ['74.5', 74.5],
    ['1.5', 1.5],
    [' 75 ', 75],
    ['75 m³', 75],
    ['75m³', 75],
    ['+3', 3],
    ['0,5', 0.5],
    ['0.500', 0.5],
    // German thousands separators: a dot between groups of three digits
    ['1.000', 1000],
    ['1.000 m³', 1000],
    ['1.000,5', 1000.5],
    ['12.345,25', 12345.25],
    ['1.000.000', 1_000_000],
    ['1 000', 1000],
    ['1\u00a0000,5', 1000.5],
    ['1000000', 1_000_000],
    // A comma is always the decimal separator
    ['1,000', 1],
  ])('reads "%s" as %s', (input, value) => {
    expect(parseMeasurement(input, 'm³')).toEqual({ value });
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['abc', 'format'],
    ['1,234.5', 'format'],
    ['2,75,1', 'format'],
    ['1.00.0', 'format'],
    ['1.5.2', 'format'],
    // A dot before four or more digits: 1 or 10.000? Refused, not guessed
    ['1.0000', 'ambiguous'],
    ['10.0000', 'ambiguous'],
    ['10.00000', 'ambiguous'],
    ['75.0000 m³', 'ambiguous'],
    ['12.34,5', 'format'],
    ['3 m²', 'format'],
    ['1,23456', 'format'],
    ['0', 'not_positive'],
    ['0,0', 'not_positive'],
    ['0.000', 'not_positive'],
    ['-1', 'not_positive'],
    ['−2,5', 'not_positive'],
    ['-1.000', 'not_positive'],
    ['1000001', 'too_large'],
    ['1.000.001', 'too_large'],
  ] as const)('refuses "%s" (%s)', (input, problem) => {
    expect(parseMeasurement(input, 'm³')).toEqual({ problem });
  });
});

describe('one reading for residents and editors', () => {
  const slide = (Messwert: string) => ({
    id: 's',
    type: 'Ja-Oder-Nein' as const,
    position: 0,
    attributes: { 'Mess-Kategorie': 'Rauminhalt', 'Vergleichs-Einheit': 'm³', Messwert },
    responses: [],
  });

  it('reads an editor`s threshold as a resident`s value, and refuses the same ambiguous ones', () => {
    expect(thresholdOf(slide('2,75'))).toBe(2.75);
    expect(thresholdOf(slide('2.75'))).toBe(2.75);
    expect(thresholdOf(slide('1.000'))).toBe(1000);
    expect(thresholdOf(slide('1.0000'))).toBeNull();
    expect(thresholdProblem('75')).toBeNull();
    expect(thresholdProblem('1.0000')).toMatch(/^Der Grenzwert ist nicht eindeutig/);
    expect(thresholdProblem('0')).toMatch(/^Der Grenzwert muss eine Zahl größer als 0/);
  });

  it('writes numbers and coordinates with the decimal comma', () => {
    expect(formatGermanNumber(2.75)).toBe('2,75');
    expect(formatGermanNumber(1_000_000, true)).toBe('1.000.000');
    expect(formatCoordinates(11.4003, 48.3002)).toBe('48,30020°\u00a0N, 11,40030°\u00a0O');
  });
});
