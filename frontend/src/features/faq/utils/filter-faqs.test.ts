import type { FaqChapter, FaqEntry } from '@baucheck/shared/faq';
import { describe, expect, it } from 'vitest';
import { filterFaqChapters, htmlToText } from './filter-faqs.ts';

function entry(id: string, title: string, text: string): FaqEntry {
  return { id, chapter_id: 'x', title, text, image: null, image_alt: null, target_group: null, position: 0 };
}

const chapters: FaqChapter[] = [
  {
    id: 'c1',
    text: 'Allgemeines',
    type: 'Landing Page FAQs',
    position: 0,
    faqs: [
      entry('f1', 'Was ist der BauCheck?', '<p>Eine <strong>Vorprüfung</strong> für Carports &amp; Garagen.</p>'),
      entry('f2', 'Ist das Ergebnis rechtsverbindlich?', '<p>Nein, es ist eine Orientierung.</p>'),
    ],
  },
  {
    id: 'c2',
    text: 'Solaranlagen',
    type: 'Landing Page FAQs',
    position: 1,
    faqs: [entry('f3', 'Photovoltaik auf dem Dach', '<p>Meist <em>verfahrensfrei</em>.</p>')],
  },
];

const titles = (result: FaqChapter[]) => result.flatMap((chapter) => chapter.faqs.map((faq) => faq.title));

describe('filterFaqChapters', () => {
  it('keeps everything for an empty or blank query', () => {
    expect(filterFaqChapters(chapters, '')).toEqual(chapters);
    expect(filterFaqChapters(chapters, '   ')).toEqual(chapters);
  });

  it('matches titles regardless of case', () => {
    expect(titles(filterFaqChapters(chapters, 'PHOTOVOLTAIK'))).toEqual(['Photovoltaik auf dem Dach']);
  });

  it('matches the text content of the HTML, across tags and with entities decoded', () => {
    expect(titles(filterFaqChapters(chapters, 'eine vorprüfung'))).toEqual(['Was ist der BauCheck?']);
    expect(titles(filterFaqChapters(chapters, 'carports & garagen'))).toEqual(['Was ist der BauCheck?']);
  });

  it('does not match markup', () => {
    expect(filterFaqChapters(chapters, 'strong')).toEqual([]);
    expect(filterFaqChapters(chapters, '<p>')).toEqual([]);
  });

  it('hides chapters without a match and keeps only the matching entries of the others', () => {
    const result = filterFaqChapters(chapters, 'orientierung');

    expect(result.map((chapter) => chapter.text)).toEqual(['Allgemeines']);
    expect(titles(result)).toEqual(['Ist das Ergebnis rechtsverbindlich?']);
  });
});

describe('htmlToText', () => {
  it('strips tags, decodes entities and collapses whitespace', () => {
    expect(htmlToText('<p>A &amp; B</p>\n<ul><li>eins</li> <li>zwei</li></ul>')).toBe('A & B eins zwei');
  });
});
