import { formatCoordinates, formatMeasurement } from '@baucheck/shared/german-numbers';
import { describe, expect, it } from 'vitest';
import { attachmentDisposition, berlinIsoDate, formatDateTime, formatIsoDate, pdfFileName } from './format.ts';

describe('German formats', () => {
  it('formats date and time in Europe/Berlin, summer and winter time alike', () => {
    expect(formatDateTime(new Date('2026-05-12T12:03:00Z'))).toBe('12. Mai 2026, 14:03\u00a0Uhr');
    expect(formatDateTime(new Date('2026-12-31T23:30:00Z'))).toBe('1. Januar 2027, 00:30\u00a0Uhr');
    expect(berlinIsoDate(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
  });

  it('formats the "Stand" as a long German date and leaves other text alone', () => {
    expect(formatIsoDate('2026-03-01')).toBe('1. März 2026');
    expect(formatIsoDate('Frühjahr 2026')).toBe('Frühjahr 2026');
  });

  it('uses the decimal comma, thousands dots and a non-breaking space before the unit', () => {
    expect(formatMeasurement(74.5, 'm³')).toBe('74,5\u00a0m³');
    expect(formatMeasurement(1250, 'm²')).toBe('1.250\u00a0m²');
    expect(formatCoordinates(11.4003, 48.3002)).toBe('48,30020°\u00a0N, 11,40030°\u00a0O');
  });
});

describe('download file names', () => {
  it('transliterates German letters for the ASCII name and keeps them in the UTF-8 one', () => {
    const parts = ['BauCheck', 'Solaranlage gebäudeabhängig', 'Baden-Württemberg', '2026-05-12'];
    expect(pdfFileName(parts, true)).toBe('BauCheck-Solaranlage-gebaeudeabhaengig-Baden-Wuerttemberg-2026-05-12.pdf');
    expect(pdfFileName(parts, false)).toBe('BauCheck-Solaranlage-gebäudeabhängig-Baden-Württemberg-2026-05-12.pdf');
    expect(pdfFileName(['Carport / Garage', 'Große Straße'], true)).toBe('Carport-Garage-Grosse-Strasse.pdf');
  });

  it('builds an attachment disposition with an ASCII filename and an RFC 5987 filename*', () => {
    const disposition = attachmentDisposition(['BauCheck', 'Gartenhaus', 'Markt Lindenau (Demo)', '2026-05-12']);
    expect(disposition).toBe(
      `attachment; filename="BauCheck-Gartenhaus-Markt-Lindenau-Demo-2026-05-12.pdf"; filename*=UTF-8''BauCheck-Gartenhaus-Markt-Lindenau-Demo-2026-05-12.pdf`,
    );
    const german = attachmentDisposition(['Überschwemmung']);
    expect(german).toContain(`filename*=UTF-8''%C3%9Cberschwemmung.pdf`);
    // Header values must be ASCII
    expect(/^[\x20-\x7e]+$/.test(german)).toBe(true);
  });
});
