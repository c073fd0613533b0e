import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAQ_TYPES, type FaqType, type Level } from '@baucheck/shared/enums';
import {
  editableFaqChapterListSchema,
  editableFaqChapterSchema,
  editableFaqEntrySchema,
  faqChapterListSchema,
  type EditableFaqChapter,
  type EditableFaqEntry,
} from '@baucheck/shared/faq';
import { DEMO_ACCOUNTS } from '../../functions/local/seed/accounts.ts';
import { SEED_FAQ_CHAPTERS } from '../../functions/local/seed/faqs.ts';
import { send, signedIn } from '../support/accounts.ts';
import type { ApiSession } from '../support/http.ts';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const STALE = /inzwischen von jemand anderem geändert/;

let admin: ApiSession;
/** Chapters this file creates; removed (with their entries) at the end whatever happens. */
const createdChapters = new Set<string>();

beforeAll(async () => {
  admin = await signedIn('admin@baucheck.test');
});

afterAll(async () => {
  const chapters = editableFaqChapterListSchema.parse(await (await admin.request('/api/faqs/')).json());
  for (const chapter of chapters.filter((candidate) => createdChapters.has(candidate.id))) {
    for (const faq of chapter.faqs) await send(admin, 'DELETE', `/api/faqs/faq/${faq.id}/`);
    await send(admin, 'DELETE', `/api/faqs/${chapter.id}/`);
  }
});

async function allChapters(type?: FaqType): Promise<EditableFaqChapter[]> {
  const response = await admin.request(`/api/faqs/${type ? `?type=${encodeURIComponent(type)}` : ''}`);
  expect(response.status).toBe(200);
  return editableFaqChapterListSchema.parse(await response.json());
}

async function chapterById(id: string): Promise<EditableFaqChapter | undefined> {
  return (await allChapters()).find((chapter) => chapter.id === id);
}

async function newChapter(text: string, type: FaqType = 'Admin-Bereich FAQs'): Promise<EditableFaqChapter> {
  const response = await send(admin, 'POST', '/api/faqs/', { text, type });
  expect(response.status).toBe(201);
  const chapter = editableFaqChapterSchema.parse(await response.json());
  createdChapters.add(chapter.id);
  return chapter;
}

async function newEntry(
  chapterId: string,
  title: string,
  extra: Record<string, unknown> = {},
): Promise<EditableFaqEntry> {
  const response = await send(admin, 'POST', '/api/faqs/faq/', {
    chapter_id: chapterId,
    title,
    text: `<p>${title}</p>`,
    ...extra,
  });
  expect(response.status).toBe(201);
  return editableFaqEntrySchema.parse(await response.json());
}

const order = (items: Array<{ id: string; version: number }>) => items.map(({ id, version }) => ({ id, version }));
const detailOf = async (response: Response) => ((await response.json()) as { detail: unknown }).detail;

describe('FAQ management: reading', () => {
  it('lists every chapter of both types with its entries, types in order, then by position', async () => {
    // Prepare: the seed, ordered as the management shows it
    const expected = FAQ_TYPES.flatMap((type) => SEED_FAQ_CHAPTERS.filter((chapter) => chapter.type === type));

    // Act
    const chapters = await allChapters();

    // Assess
    expect(chapters.map((chapter) => [chapter.type, chapter.text])).toEqual(
      expected.map((chapter) => [chapter.type, chapter.text]),
    );
    for (const [index, chapter] of chapters.entries()) {
      expect(chapter.faqs.map((faq) => faq.title)).toEqual(expected[index]?.faqs.map((faq) => faq.title));
      expect(chapter.version).toBeGreaterThan(0);
      for (const faq of chapter.faqs) expect(faq.version).toBeGreaterThan(0);
    }
  });

  it('filters by type and refuses an unknown type with 422', async () => {
    const landing = await allChapters('Landing Page FAQs');
    expect(landing.map((chapter) => chapter.text)).toEqual(
      SEED_FAQ_CHAPTERS.filter((chapter) => chapter.type === 'Landing Page FAQs').map((chapter) => chapter.text),
    );
    const unknown = await admin.request('/api/faqs/?type=Sonstiges');
    expect(unknown.status).toBe(422);
  });
});

describe('private FAQ per level', () => {
  /** What a level sees, computed from the seed: admin-area chapters, entries filtered by target group. */
  const expectedFor = (level: Level) => {
    const targetGroup = level === 'Kommune' ? 'Kommunen' : level === 'Partner' ? 'Produktmanager' : null;
    if (level === 'Standard') return [];
    return SEED_FAQ_CHAPTERS.filter((chapter) => chapter.type === 'Admin-Bereich FAQs')
      .map((chapter) => ({
        text: chapter.text,
        titles: chapter.faqs
          .filter((faq) => targetGroup === null || faq.target_group === targetGroup)
          .map((faq) => faq.title),
      }))
      .filter((chapter) => targetGroup === null || chapter.titles.length > 0);
  };

  for (const account of DEMO_ACCOUNTS.filter((candidate) => candidate.active)) {
    it(`shows ${account.level} exactly the entries for that level`, async () => {
      // Prepare
      const session = await signedIn(account.email);

      // Act
      const response = await session.request('/api/faqs/private/');

      // Assess
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const chapters = faqChapterListSchema.parse(await response.json());
      expect(chapters.map((chapter) => ({ text: chapter.text, titles: chapter.faqs.map((faq) => faq.title) }))).toEqual(
        expectedFor(account.level),
      );
    });
  }

  it('differs between the levels the seed distinguishes', () => {
    // Guards the test above: the seed must make Kommune and Partner see different, non-empty subsets.
    expect(expectedFor('Kommune')).not.toEqual(expectedFor('Partner'));
    expect(expectedFor('Kommune').length).toBeGreaterThan(0);
    expect(expectedFor('Partner').length).toBeGreaterThan(0);
    expect(expectedFor('Administrator').flatMap((chapter) => chapter.titles).length).toBeGreaterThan(
      expectedFor('Kommune').flatMap((chapter) => chapter.titles).length,
    );
  });

  it('needs a signed-in user', async () => {
    const { ApiSession } = await import('../support/http.ts');
    const response = await new ApiSession().request('/api/faqs/private/');
    expect(response.status).toBe(401);
  });
});

describe('FAQ chapters', () => {
  it('appends a new chapter at the end of its type', async () => {
    const before = await allChapters('Admin-Bereich FAQs');

    const chapter = await newChapter('Statistik und Auswertungen');

    expect(chapter).toMatchObject({ text: 'Statistik und Auswertungen', type: 'Admin-Bereich FAQs', faqs: [] });
    const after = await allChapters('Admin-Bereich FAQs');
    expect(after.map((candidate) => candidate.id)).toEqual([...before.map((candidate) => candidate.id), chapter.id]);
  });

  it('refuses invalid chapters with 422', async () => {
    for (const body of [
      { type: 'Admin-Bereich FAQs' },
      { text: '  ', type: 'Admin-Bereich FAQs' },
      { text: 'X', type: 'Y' },
    ]) {
      const response = await send(admin, 'POST', '/api/faqs/', body);
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect((await detailOf(response)) as unknown[]).not.toHaveLength(0);
    }
  });

  it('renames with the version read, refuses a stale version with 409 and changes nothing then', async () => {
    // Prepare
    const chapter = await newChapter('Erster Name');

    // Act
    const renamed = await send(admin, 'PATCH', `/api/faqs/${chapter.id}/`, {
      version: chapter.version,
      text: 'Neuer Name',
    });
    const stale = await send(admin, 'PATCH', `/api/faqs/${chapter.id}/`, {
      version: chapter.version,
      text: 'Veraltet',
    });

    // Assess
    expect(renamed.status).toBe(200);
    expect(editableFaqChapterSchema.parse(await renamed.json())).toMatchObject({
      text: 'Neuer Name',
      version: chapter.version + 1,
    });
    expect(stale.status).toBe(409);
    expect(await detailOf(stale)).toMatch(STALE);
    expect((await chapterById(chapter.id))?.text).toBe('Neuer Name');
  });

  it('moves a chapter to the end of another type when its type changes', async () => {
    const chapter = await newChapter('Wandert zur Landing Page');
    const landingBefore = await allChapters('Landing Page FAQs');

    const response = await send(admin, 'PATCH', `/api/faqs/${chapter.id}/`, {
      version: chapter.version,
      type: 'Landing Page FAQs',
    });

    expect(response.status).toBe(200);
    const landingAfter = await allChapters('Landing Page FAQs');
    expect(landingAfter.map((candidate) => candidate.id)).toEqual([
      ...landingBefore.map((candidate) => candidate.id),
      chapter.id,
    ]);
    // Back, so that the public FAQ shows the seed again
    const moved = editableFaqChapterSchema.parse(await response.json());
    await send(admin, 'PATCH', `/api/faqs/${chapter.id}/`, { version: moved.version, type: 'Admin-Bereich FAQs' });
    const publicFaq = faqChapterListSchema.parse(await (await admin.request('/api/faqs/public/')).json());
    expect(publicFaq.map((candidate) => candidate.id)).not.toContain(chapter.id);
  });

  it('refuses to delete a chapter with entries (409), deletes it once empty', async () => {
    // Prepare
    const chapter = await newChapter('Bald leer');
    const entry = await newEntry(chapter.id, 'Einziger Eintrag');

    // Act + Assess: refused while the entry is there, nothing deleted
    const refused = await send(admin, 'DELETE', `/api/faqs/${chapter.id}/`);
    expect(refused.status).toBe(409);
    expect(await detailOf(refused)).toMatch(/enthält noch FAQ-Einträge/);
    expect((await chapterById(chapter.id))?.faqs.map((faq) => faq.id)).toEqual([entry.id]);

    // Once the entry is gone, the chapter can be deleted
    expect((await send(admin, 'DELETE', `/api/faqs/faq/${entry.id}/`)).status).toBe(204);
    const deleted = await send(admin, 'DELETE', `/api/faqs/${chapter.id}/`);
    expect(deleted.status).toBe(204);
    expect(await chapterById(chapter.id)).toBeUndefined();
    expect((await send(admin, 'DELETE', `/api/faqs/${chapter.id}/`)).status).toBe(404);
  });

  it('answers unknown chapters with 404 and malformed ids with 422', async () => {
    const unknownPatch = await send(admin, 'PATCH', `/api/faqs/${UNKNOWN_ID}/`, { version: 1, text: 'X' });
    expect(unknownPatch.status).toBe(404);
    expect(await detailOf(unknownPatch)).toBe('Das FAQ-Kapitel existiert nicht');
    expect((await send(admin, 'DELETE', `/api/faqs/${UNKNOWN_ID}/`)).status).toBe(404);
    expect((await send(admin, 'PATCH', '/api/faqs/kein-kapitel/', { version: 1, text: 'X' })).status).toBe(422);
    expect((await send(admin, 'PATCH', `/api/faqs/${UNKNOWN_ID}/`, { text: 'ohne Version' })).status).toBe(422);
  });
});

describe('FAQ entries', () => {
  it('appends an entry at the end of its chapter with its HTML sanitised', async () => {
    const chapter = await newChapter('Einträge');
    const first = await newEntry(chapter.id, 'Erster');

    const response = await send(admin, 'POST', '/api/faqs/faq/', {
      chapter_id: chapter.id,
      title: 'Zweiter',
      text: '<p onclick="steal()">Hallo <script>alert(1)</script><strong>Welt</strong></p>',
      target_group: 'Kommunen',
    });

    expect(response.status).toBe(201);
    const second = editableFaqEntrySchema.parse(await response.json());
    expect(second).toMatchObject({
      chapter_id: chapter.id,
      text: '<p>Hallo <strong>Welt</strong></p>',
      target_group: 'Kommunen',
      image: null,
    });
    expect((await chapterById(chapter.id))?.faqs.map((faq) => faq.id)).toEqual([first.id, second.id]);
  });

  it('refuses invalid entries with 422, also for a chapter that does not exist', async () => {
    const chapter = await newChapter('Ungültige Einträge');
    for (const body of [
      { chapter_id: chapter.id, text: '<p>ohne Titel</p>' },
      { chapter_id: chapter.id, title: 'X', text: '<p>x</p>', target_group: 'Alle' },
      { chapter_id: 'kein-kapitel', title: 'X', text: '<p>x</p>' },
    ]) {
      expect((await send(admin, 'POST', '/api/faqs/faq/', body)).status, JSON.stringify(body)).toBe(422);
    }
    const missingChapter = await send(admin, 'POST', '/api/faqs/faq/', {
      chapter_id: UNKNOWN_ID,
      title: 'X',
      text: 'x',
    });
    expect(missingChapter.status).toBe(422);
    expect(await detailOf(missingChapter)).toEqual([expect.objectContaining({ loc: ['body', 'chapter_id'] })]);
    expect((await chapterById(chapter.id))?.faqs).toEqual([]);
  });

  it('changes title, text and target group with the version read and refuses a stale version', async () => {
    const chapter = await newChapter('Änderungen');
    const entry = await newEntry(chapter.id, 'Alt', { target_group: 'Produktmanager' });

    const changed = await send(admin, 'PATCH', `/api/faqs/faq/${entry.id}/`, {
      version: entry.version,
      title: 'Neu',
      text: '<p>Neu<img src=x onerror="alert(1)"></p>',
      target_group: null,
    });
    const stale = await send(admin, 'PATCH', `/api/faqs/faq/${entry.id}/`, {
      version: entry.version,
      title: 'Veraltet',
    });

    expect(changed.status).toBe(200);
    expect(editableFaqEntrySchema.parse(await changed.json())).toMatchObject({
      title: 'Neu',
      text: '<p>Neu<img src="x" /></p>',
      target_group: null,
      version: entry.version + 1,
    });
    expect(stale.status).toBe(409);
    expect((await chapterById(chapter.id))?.faqs[0]?.title).toBe('Neu');
  });

  it('moves an entry to the end of another chapter, which frees the old chapter for deletion', async () => {
    // Prepare
    const source = await newChapter('Quelle');
    const target = await newChapter('Ziel');
    const existing = await newEntry(target.id, 'Schon da');
    const moving = await newEntry(source.id, 'Wandert');

    // Act
    const moved = await send(admin, 'PATCH', `/api/faqs/faq/${moving.id}/`, {
      version: moving.version,
      chapter_id: target.id,
    });

    // Assess
    expect(moved.status).toBe(200);
    expect((await chapterById(target.id))?.faqs.map((faq) => faq.id)).toEqual([existing.id, moving.id]);
    expect((await chapterById(source.id))?.faqs).toEqual([]);
    expect((await send(admin, 'DELETE', `/api/faqs/${source.id}/`)).status).toBe(204);
    expect((await send(admin, 'DELETE', `/api/faqs/${target.id}/`)).status).toBe(409);
    const toNowhere = await send(admin, 'PATCH', `/api/faqs/faq/${moving.id}/`, {
      version: moving.version + 1,
      chapter_id: UNKNOWN_ID,
    });
    expect(toNowhere.status).toBe(422);
  });

  it('deletes an entry and answers unknown entries with 404', async () => {
    const chapter = await newChapter('Löschen');
    const entry = await newEntry(chapter.id, 'Weg damit');

    expect((await send(admin, 'DELETE', `/api/faqs/faq/${entry.id}/`)).status).toBe(204);

    expect((await chapterById(chapter.id))?.faqs).toEqual([]);
    const again = await send(admin, 'DELETE', `/api/faqs/faq/${entry.id}/`);
    expect(again.status).toBe(404);
    expect(await detailOf(again)).toBe('Der FAQ-Eintrag existiert nicht');
    expect((await send(admin, 'PATCH', `/api/faqs/faq/${UNKNOWN_ID}/`, { version: 1, title: 'X' })).status).toBe(404);
    expect((await send(admin, 'PATCH', '/api/faqs/faq/kein-eintrag/', { version: 1, title: 'X' })).status).toBe(422);
  });
});

describe('reordering entries of a chapter', () => {
  async function chapterWithEntries(text: string, count: number) {
    const chapter = await newChapter(text);
    const entries: EditableFaqEntry[] = [];
    for (let index = 0; index < count; index += 1) entries.push(await newEntry(chapter.id, `${text} ${index + 1}`));
    return { chapter, entries };
  }

  it('stores the complete new order and returns the entries with new versions', async () => {
    const { chapter, entries } = await chapterWithEntries('Reihenfolge', 3);
    const reversed = [...entries].reverse();

    const response = await send(admin, 'PATCH', `/api/faqs/faq/${chapter.id}/positions/`, order(reversed));

    expect(response.status).toBe(200);
    const returned = (await response.json()) as EditableFaqEntry[];
    expect(returned.map((faq) => [faq.id, faq.position, faq.version])).toEqual(
      reversed.map((faq, index) => [faq.id, index, faq.version + 1]),
    );
    expect((await chapterById(chapter.id))?.faqs.map((faq) => faq.id)).toEqual(reversed.map((faq) => faq.id));
  });

  it('refuses a list that is not exactly the current entries with 422 and a stale version with 409', async () => {
    const { chapter, entries } = await chapterWithEntries('Unvollständig', 3);
    const [first, second, third] = entries as [EditableFaqEntry, EditableFaqEntry, EditableFaqEntry];
    const stranger = (await allChapters('Admin-Bereich FAQs'))[0]?.faqs[0];
    const path = `/api/faqs/faq/${chapter.id}/positions/`;

    for (const body of [
      order([first, second]),
      order([first, second, third, ...(stranger ? [stranger] : [])]),
      [...order([first, second]), { id: first.id, version: first.version }],
      [],
      [{ id: first.id }],
    ]) {
      expect((await send(admin, 'PATCH', path, body)).status, JSON.stringify(body)).toBe(422);
    }
    const stale = await send(admin, 'PATCH', path, order([third, second, { ...first, version: first.version + 7 }]));
    expect(stale.status).toBe(409);
    expect((await chapterById(chapter.id))?.faqs.map((faq) => [faq.id, faq.version])).toEqual(
      entries.map((faq) => [faq.id, faq.version]),
    );
    expect((await send(admin, 'PATCH', `/api/faqs/faq/${UNKNOWN_ID}/positions/`, order(entries))).status).toBe(404);
  });

  it('lets exactly one of two concurrent reorders win and never mixes them', async () => {
    // Prepare
    const { chapter, entries } = await chapterWithEntries('Gleichzeitig', 6);
    const orderA = [...entries].reverse();
    const orderB = [...entries.slice(3), ...entries.slice(0, 3)];
    const path = `/api/faqs/faq/${chapter.id}/positions/`;

    // Act: both at once, each with the versions read before
    const [responseA, responseB] = await Promise.all([
      send(admin, 'PATCH', path, order(orderA)),
      send(admin, 'PATCH', path, order(orderB)),
    ]);

    // Assess
    expect([responseA.status, responseB.status].sort()).toEqual([200, 409]);
    const winner = responseA.status === 200 ? orderA : orderB;
    const stored = await chapterById(chapter.id);
    expect(stored?.faqs.map((faq) => faq.id)).toEqual(winner.map((faq) => faq.id));
    expect(stored?.faqs.map((faq) => faq.position)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(stored?.faqs.every((faq) => faq.version === 2)).toBe(true);
  });
});

describe('reordering the chapters of a type', () => {
  const type: FaqType = 'Admin-Bereich FAQs';
  const path = `/api/faqs/${encodeURIComponent(type)}/positions/`;
  let original: string[] = [];

  beforeAll(async () => {
    original = (await allChapters(type)).map((chapter) => chapter.id);
  });

  afterAll(async () => {
    // Restore the order the seed (and the other files' tests) expect
    const now = await allChapters(type);
    const restored = [
      ...original.flatMap((id) => now.filter((chapter) => chapter.id === id)),
      ...now.filter((chapter) => !original.includes(chapter.id)),
    ];
    expect((await send(admin, 'PATCH', path, order(restored))).status).toBe(200);
  });

  it('stores the complete new order of one type and leaves the other type alone', async () => {
    const landingBefore = await allChapters('Landing Page FAQs');
    const chapters = await allChapters(type);
    const reversed = [...chapters].reverse();

    const response = await send(admin, 'PATCH', path, order(reversed));

    expect(response.status).toBe(200);
    const returned = editableFaqChapterListSchema.parse(await response.json());
    expect(returned.map((chapter) => [chapter.id, chapter.position, chapter.version])).toEqual(
      reversed.map((chapter, index) => [chapter.id, index, chapter.version + 1]),
    );
    expect((await allChapters('Landing Page FAQs')).map((chapter) => [chapter.id, chapter.version])).toEqual(
      landingBefore.map((chapter) => [chapter.id, chapter.version]),
    );
  });

  it('refuses chapters of the other type, incomplete lists and unknown types with 422', async () => {
    const chapters = await allChapters(type);
    const landing = await allChapters('Landing Page FAQs');
    expect((await send(admin, 'PATCH', path, order(chapters.slice(1)))).status).toBe(422);
    expect((await send(admin, 'PATCH', path, order([...chapters, ...landing.slice(0, 1)]))).status).toBe(422);
    expect((await send(admin, 'PATCH', '/api/faqs/Sonstige%20FAQs/positions/', order(chapters))).status).toBe(422);
    expect((await allChapters(type)).map((chapter) => chapter.version)).toEqual(
      chapters.map((chapter) => chapter.version),
    );
  });

  it('lets exactly one of two concurrent reorders win and never mixes them', async () => {
    // Prepare: enough chapters that a mix would show
    await newChapter('Gleichzeitig A');
    await newChapter('Gleichzeitig B');
    const chapters = await allChapters(type);
    const orderA = [...chapters].reverse();
    const orderB = [...chapters.slice(1), ...chapters.slice(0, 1)];

    // Act
    const [responseA, responseB] = await Promise.all([
      send(admin, 'PATCH', path, order(orderA)),
      send(admin, 'PATCH', path, order(orderB)),
    ]);

    // Assess
    expect([responseA.status, responseB.status].sort()).toEqual([200, 409]);
    const loser = responseA.status === 200 ? responseB : responseA;
    expect(await detailOf(loser)).toMatch(STALE);
    const winner = responseA.status === 200 ? orderA : orderB;
    expect((await allChapters(type)).map((chapter) => chapter.id)).toEqual(winner.map((chapter) => chapter.id));
  });
});

describe('FAQ management access', () => {
  it('answers every management call of a non-administrator with 403 and changes nothing', async () => {
    // Prepare
    const chapter = await newChapter('Nur für Administratoren');
    const entry = await newEntry(chapter.id, 'Geschützt');
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/api/faqs/'],
      ['POST', '/api/faqs/', { text: 'X', type: 'Admin-Bereich FAQs' }],
      ['PATCH', `/api/faqs/${chapter.id}/`, { version: chapter.version, text: 'Gekapert' }],
      ['DELETE', `/api/faqs/${chapter.id}/`],
      ['PATCH', `/api/faqs/${encodeURIComponent('Admin-Bereich FAQs')}/positions/`, []],
      ['POST', '/api/faqs/faq/', { chapter_id: chapter.id, title: 'X', text: 'x' }],
      ['PATCH', `/api/faqs/faq/${entry.id}/`, { version: entry.version, title: 'Gekapert' }],
      ['DELETE', `/api/faqs/faq/${entry.id}/`],
      ['PATCH', `/api/faqs/faq/${chapter.id}/positions/`, order([entry])],
      ['POST', `/api/faqs/image/${entry.id}/`],
      ['DELETE', `/api/faqs/image/${entry.id}/`],
    ];

    for (const email of ['land@baucheck.test', 'kommune@baucheck.test', 'partner@baucheck.test']) {
      const session = await signedIn(email);
      for (const [method, path, body] of calls) {
        // Act
        const response = await send(session, method, path, body);
        // Assess
        expect(response.status, `${email} ${method} ${path}`).toBe(403);
        expect(await detailOf(response)).toBe('User ist kein Administrator');
      }
    }
    expect(await chapterById(chapter.id)).toMatchObject({
      text: 'Nur für Administratoren',
      version: chapter.version,
      faqs: [expect.objectContaining({ id: entry.id, title: 'Geschützt', version: entry.version })],
    });
  });
});
