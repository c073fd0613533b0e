import { describe, expect, it } from 'vitest';
import type { FaqTargetGroup, FaqType } from './enums.ts';
import {
  faqListQuerySchema,
  faqPositionsSchema,
  faqTypePathSchema,
  staffFaqChaptersFor,
  type FaqChapter,
} from './faq.ts';

const entry = (id: string, target_group: FaqTargetGroup | null) => ({
  id,
  chapter_id: 'c',
  title: id,
  text: `<p>${id}</p>`,
  image: null,
  image_alt: null,
  target_group,
  position: 0,
});
const chapter = (id: string, type: FaqType, faqs: FaqChapter['faqs']): FaqChapter => ({
  id,
  text: id,
  type,
  position: 0,
  faqs,
});

const CHAPTERS: FaqChapter[] = [
  chapter('public', 'Landing Page FAQs', [entry('p1', null), entry('p2', 'Kommunen')]),
  chapter('mixed', 'Admin-Bereich FAQs', [entry('k1', 'Kommunen'), entry('m1', 'Produktmanager'), entry('a1', null)]),
  chapter('kommune-only', 'Admin-Bereich FAQs', [entry('k2', 'Kommunen')]),
  chapter('untargeted', 'Admin-Bereich FAQs', [entry('a2', null)]),
];
const titles = (chapters: FaqChapter[]) => chapters.map((c) => [c.id, c.faqs.map((f) => f.id)]);

describe('staffFaqChaptersFor', () => {
  it('gives administrators and Land staff every admin-area chapter with every entry', () => {
    for (const level of ['Administrator', 'Land'] as const) {
      expect(titles(staffFaqChaptersFor(level, CHAPTERS))).toEqual([
        ['mixed', ['k1', 'm1', 'a1']],
        ['kommune-only', ['k2']],
        ['untargeted', ['a2']],
      ]);
    }
  });

  it('gives Kommune staff only "Kommunen" entries and drops chapters left empty', () => {
    expect(titles(staffFaqChaptersFor('Kommune', CHAPTERS))).toEqual([
      ['mixed', ['k1']],
      ['kommune-only', ['k2']],
    ]);
  });

  it('gives Partner staff only "Produktmanager" entries and drops chapters left empty', () => {
    expect(titles(staffFaqChaptersFor('Partner', CHAPTERS))).toEqual([['mixed', ['m1']]]);
  });

  it('gives Standard users nothing', () => {
    expect(staffFaqChaptersFor('Standard', CHAPTERS)).toEqual([]);
  });
});

describe('faqPositionsSchema', () => {
  const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

  it('accepts a list of distinct ids with versions', () => {
    expect(
      faqPositionsSchema.safeParse([
        { id: id(1), version: 1 },
        { id: id(2), version: 3 },
      ]).success,
    ).toBe(true);
  });

  it('refuses an empty list, repeated ids, missing versions and more than 99 items', () => {
    expect(faqPositionsSchema.safeParse([]).success).toBe(false);
    expect(
      faqPositionsSchema.safeParse([
        { id: id(1), version: 1 },
        { id: id(1), version: 1 },
      ]).success,
    ).toBe(false);
    expect(faqPositionsSchema.safeParse([{ id: id(1) }]).success).toBe(false);
    const tooMany = Array.from({ length: 100 }, (_, n) => ({ id: id(n), version: 1 }));
    expect(faqPositionsSchema.safeParse(tooMany).success).toBe(false);
  });
});

describe('chapter types in URLs', () => {
  it('reads the type from a form-style query string', () => {
    expect(faqListQuerySchema.parse({ type: 'Landing+Page+FAQs' })).toEqual({ type: 'Landing Page FAQs' });
    expect(faqListQuerySchema.parse({})).toEqual({});
  });

  it('reads the chapter type from the path, encoded or not', () => {
    expect(faqTypePathSchema.parse({ id: 'Landing%20Page%20FAQs' })).toEqual({ type: 'Landing Page FAQs' });
    expect(faqTypePathSchema.parse({ id: 'Admin-Bereich FAQs' })).toEqual({ type: 'Admin-Bereich FAQs' });
    expect(faqTypePathSchema.safeParse({ id: 'Sonstige FAQs' }).success).toBe(false);
    expect(faqTypePathSchema.safeParse({ id: '%E0%A4%A' }).success).toBe(false);
  });
});
