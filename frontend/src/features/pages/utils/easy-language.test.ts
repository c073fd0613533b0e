import { describe, expect, it } from 'vitest';
import { EASY_LANGUAGE_SECTIONS } from './easy-language.ts';

describe('the Leichte Sprache text', () => {
  const data = EASY_LANGUAGE_SECTIONS('BauCheck').find((section) => section.title === 'Ihre Daten')?.lines ?? [];

  it('says what the Datenschutzerklärung says: answers go to the server for a PDF, kept one day; checks are counted', () => {
    expect(data).toContain('Dann schicken wir Ihre Antworten an unseren Computer.');
    expect(data).toContain('Nach 1 Tag löschen wir die PDF-Datei.');
    expect(data).toContain('Wir zählen, wie oft Menschen den Check bis zum Ende machen.');
    expect(data).toContain('Dabei wissen wir nicht, wer Sie sind.');
    expect(data.join(' ')).not.toMatch(/speichern Ihre Antworten nicht/);
  });

  it('keeps short sentences, each line once', () => {
    for (const section of EASY_LANGUAGE_SECTIONS('BauCheck')) {
      expect(new Set(section.lines).size, section.title).toBe(section.lines.length);
      for (const line of section.lines) expect(line.split(' ').length, line).toBeLessThanOrEqual(15);
    }
  });
});
