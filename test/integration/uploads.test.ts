import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  editableFaqChapterSchema,
  editableFaqEntrySchema,
  faqChapterListSchema,
  type EditableFaqEntry,
} from '@baucheck/shared/faq';
import { s3Client } from '../../functions/src/clients/s3.ts';
import { MEDIA_BUCKET } from '../../functions/local/stack.ts';
import { send, signedIn } from '../support/accounts.ts';
import type { ApiSession } from '../support/http.ts';

const SECRET = 'Erika Mustermann, Lindenweg 7';
const MEDIA_PATH = /^\/media\/faqs\/[0-9a-f-]{36}\.(png|jpg|webp)$/;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

let admin: ApiSession;
let chapterId: string;

const canvas = () => sharp({ create: { width: 60, height: 30, channels: 3, background: '#2e7d32' } });

/** A phone photo: GPS position and owner in EXIF, orientation "rotate 90°", and XMP. */
const photoWithGps = () =>
  canvas()
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Artist: SECRET },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '49/1 27/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '11/1 4/1 0/1' },
    })
    .withXmp(`<x:xmpmeta xmlns:x="adobe:ns:meta/">${SECRET}</x:xmpmeta>`)
    .toBuffer();

interface UploadFile {
  bytes: Uint8Array;
  name: string;
  type: string;
}

async function upload(faqId: string, file: UploadFile | null, fields: Record<string, string> = {}) {
  const form = new FormData();
  if (file) form.append('file', new Blob([Uint8Array.from(file.bytes)], { type: file.type }), file.name);
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return admin.request(`/api/faqs/image/${faqId}/`, {
    method: 'POST',
    headers: await admin.csrfHeader(),
    body: form,
  });
}

async function newEntry(title: string, chapter = chapterId): Promise<EditableFaqEntry> {
  const response = await send(admin, 'POST', '/api/faqs/faq/', {
    chapter_id: chapter,
    title,
    text: `<p>${title}</p>`,
  });
  expect(response.status).toBe(201);
  return editableFaqEntrySchema.parse(await response.json());
}

async function entryNow(id: string): Promise<EditableFaqEntry | undefined> {
  const chapters = (await (await admin.request('/api/faqs/')).json()) as Array<{ faqs: EditableFaqEntry[] }>;
  return chapters.flatMap((chapter) => chapter.faqs).find((faq) => faq.id === id);
}

/** Keys of the FAQ images in the media bucket. */
async function storedImageKeys(): Promise<string[]> {
  const listing = await s3Client.send(new ListObjectsV2Command({ Bucket: MEDIA_BUCKET, Prefix: 'faqs/' }));
  return (listing.Contents ?? []).map((object) => object.Key ?? '').sort();
}

const detailOf = async (response: Response) =>
  ((await response.json()) as { detail: Array<{ loc: unknown[]; msg: string }> }).detail;

beforeAll(async () => {
  admin = await signedIn('admin@baucheck.test');
  const response = await send(admin, 'POST', '/api/faqs/', { text: 'Bilder im FAQ', type: 'Admin-Bereich FAQs' });
  chapterId = editableFaqChapterSchema.parse(await response.json()).id;
});

/** Deletes a chapter this file created, with its entries (and so their images). */
async function removeChapter(id: string) {
  const chapters = (await (await admin.request('/api/faqs/')).json()) as Array<{
    id: string;
    faqs: EditableFaqEntry[];
  }>;
  for (const faq of chapters.find((chapter) => chapter.id === id)?.faqs ?? []) {
    await send(admin, 'DELETE', `/api/faqs/faq/${faq.id}/`);
  }
  await send(admin, 'DELETE', `/api/faqs/${id}/`);
}

afterAll(() => removeChapter(chapterId));

describe('FAQ image upload', () => {
  it('stores a JPEG without its GPS position and other metadata and serves it under /media', async () => {
    // Prepare
    const entry = await newEntry('Foto vom Carport');
    const photo = await photoWithGps();
    expect((await sharp(photo).metadata()).exif?.includes(SECRET)).toBe(true);

    // Act
    const response = await upload(
      entry.id,
      { bytes: photo, name: 'IMG_0001.JPG', type: 'image/jpeg' },
      {
        alt: 'Carport mit Flachdach',
      },
    );

    // Assess: the entry points to the new image
    expect(response.status).toBe(200);
    const updated = editableFaqEntrySchema.parse(await response.json());
    expect(updated.image).toMatch(MEDIA_PATH);
    expect(updated.image).toMatch(/\.jpg$/);
    expect(updated).toMatchObject({ image_alt: 'Carport mit Flachdach', version: entry.version + 1 });
    expect((await entryNow(entry.id))?.image).toBe(updated.image);

    // … which is served from the media bucket, upright and without metadata
    const served = await admin.request(updated.image ?? '');
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('cache-control')).toContain('immutable');
    const bytes = Buffer.from(await served.arrayBuffer());
    const metadata = await sharp(bytes).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 30, height: 60 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(bytes.includes(SECRET)).toBe(false);
  });

  it('replaces an image (PNG, then WebP) and deletes the one it replaces', async () => {
    // Prepare
    const entry = await newEntry('Skizze');
    const png = await upload(entry.id, {
      bytes: await canvas().png().toBuffer(),
      name: 'skizze.png',
      type: 'image/png',
    });
    expect(png.status).toBe(200);
    const withPng = editableFaqEntrySchema.parse(await png.json());
    expect(withPng.image).toMatch(/\.png$/);

    // Act
    const webpBytes = await canvas()
      .webp()
      .withExif({ IFD0: { Artist: SECRET } })
      .toBuffer();
    const webp = await upload(entry.id, { bytes: webpBytes, name: 'skizze.webp', type: 'image/webp' });

    // Assess
    expect(webp.status).toBe(200);
    const withWebp = editableFaqEntrySchema.parse(await webp.json());
    expect(withWebp.image).toMatch(MEDIA_PATH);
    expect(withWebp.image).toMatch(/\.webp$/);
    expect(withWebp.image_alt).toBe('');
    const served = await admin.request(withWebp.image ?? '');
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).exif).toBeUndefined();
    expect((await admin.request(withPng.image ?? '')).status).toBe(404);
    expect(await storedImageKeys()).not.toContain(withPng.image?.replace('/media/', ''));
  });

  it('refuses SVG, GIF, text, empty and oversized files with 422, whatever they claim to be, and stores nothing', async () => {
    // Prepare: an entry that already has an image
    const entry = await newEntry('Bleibt wie es ist');
    const first = editableFaqEntrySchema.parse(
      await (
        await upload(entry.id, { bytes: await canvas().png().toBuffer(), name: 'a.png', type: 'image/png' })
      ).json(),
    );
    const keysBefore = await storedImageKeys();
    const oversized = Buffer.alloc(5 * 1024 * 1024 + 1);
    (await canvas().png().toBuffer()).copy(oversized);
    const refused: Array<[UploadFile, RegExp]> = [
      [
        {
          bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
          name: 'logo.png',
          type: 'image/png',
        },
        /PNG, JPEG oder WebP/,
      ],
      [{ bytes: await canvas().gif().toBuffer(), name: 'animation.jpg', type: 'image/jpeg' }, /PNG, JPEG oder WebP/],
      [{ bytes: Buffer.from('Nur Text'), name: 'bild.webp', type: 'image/webp' }, /PNG, JPEG oder WebP/],
      [{ bytes: new Uint8Array(0), name: 'leer.png', type: 'image/png' }, /leer/],
      [{ bytes: oversized, name: 'riesig.png', type: 'image/png' }, /höchstens 5 MB/],
    ];

    for (const [file, message] of refused) {
      // Act
      const response = await upload(entry.id, file, { alt: 'egal' });
      // Assess
      expect(response.status, file.name).toBe(422);
      const detail = await detailOf(response);
      expect(detail[0]?.loc).toEqual(['body', 'file']);
      expect(detail[0]?.msg).toMatch(message);
    }
    expect(await storedImageKeys()).toEqual(keysBefore);
    expect(await entryNow(entry.id)).toMatchObject({ image: first.image, version: first.version });
    expect((await admin.request(first.image ?? '')).status).toBe(200);
  });

  it('answers a form without file with 422, another content type with 415, a stale version with 409', async () => {
    const entry = await newEntry('Ohne Datei');
    const keysBefore = await storedImageKeys();

    const withoutFile = await upload(entry.id, null, { alt: 'nur Text' });
    expect(withoutFile.status).toBe(422);
    expect((await detailOf(withoutFile))[0]?.loc).toEqual(['body', 'file']);

    const json = await send(admin, 'POST', `/api/faqs/image/${entry.id}/`, { file: 'iVBORw0KGgo=' });
    expect(json.status).toBe(415);

    const png = { bytes: await canvas().png().toBuffer(), name: 'a.png', type: 'image/png' };
    const stale = await upload(entry.id, png, { version: String(entry.version + 1) });
    expect(stale.status).toBe(409);
    const tooLongAlt = await upload(entry.id, png, { alt: 'x'.repeat(301) });
    expect(tooLongAlt.status).toBe(422);
    const badVersion = await upload(entry.id, png, { version: 'eins' });
    expect(badVersion.status).toBe(422);
    expect((await detailOf(badVersion))[0]?.loc).toEqual(['body', 'version']);
    expect(await storedImageKeys()).toEqual(keysBefore);
    expect((await entryNow(entry.id))?.image).toBeNull();
  });

  it('answers unknown entries with 404 and malformed ids with 422', async () => {
    const png = { bytes: await canvas().png().toBuffer(), name: 'a.png', type: 'image/png' };
    expect((await upload(UNKNOWN_ID, png)).status).toBe(404);
    expect((await upload('kein-eintrag', png)).status).toBe(422);
    expect((await send(admin, 'DELETE', `/api/faqs/image/${UNKNOWN_ID}/`)).status).toBe(404);
  });
});

describe('FAQ image removal', () => {
  it('removes the image from the entry and the bucket', async () => {
    // Prepare
    const entry = await newEntry('Bild weg');
    const png = { bytes: await canvas().png().toBuffer(), name: 'a.png', type: 'image/png' };
    const withImage = editableFaqEntrySchema.parse(await (await upload(entry.id, png, { alt: 'Skizze' })).json());

    // Act
    const response = await send(admin, 'DELETE', `/api/faqs/image/${entry.id}/`);

    // Assess
    expect(response.status).toBe(200);
    expect(editableFaqEntrySchema.parse(await response.json())).toMatchObject({
      image: null,
      image_alt: null,
      version: withImage.version + 1,
    });
    expect((await admin.request(withImage.image ?? '')).status).toBe(404);
    const again = await send(admin, 'DELETE', `/api/faqs/image/${entry.id}/`);
    expect(again.status).toBe(404);
    expect(((await again.json()) as { detail: string }).detail).toBe('Der FAQ-Eintrag hat kein Bild');
  });

  it('deletes the image when its entry is deleted', async () => {
    const entry = await newEntry('Eintrag mit Bild');
    const png = { bytes: await canvas().png().toBuffer(), name: 'a.png', type: 'image/png' };
    const withImage = editableFaqEntrySchema.parse(await (await upload(entry.id, png)).json());
    expect((await admin.request(withImage.image ?? '')).status).toBe(200);

    expect((await send(admin, 'DELETE', `/api/faqs/faq/${entry.id}/`)).status).toBe(204);

    expect((await admin.request(withImage.image ?? '')).status).toBe(404);
    expect(await storedImageKeys()).not.toContain(withImage.image?.replace('/media/', ''));
  });
});

describe('alternative text of a FAQ image', () => {
  let landingChapterId: string;

  beforeAll(async () => {
    const response = await send(admin, 'POST', '/api/faqs/', { text: 'Bilder für alle', type: 'Landing Page FAQs' });
    landingChapterId = editableFaqChapterSchema.parse(await response.json()).id;
  });

  afterAll(() => removeChapter(landingChapterId));

  it('is changed by PATCH without a new upload and reaches the public FAQ', async () => {
    // Prepare: an entry of the public FAQ with an image
    const entry = await newEntry('Wie hoch darf die Grenzgarage sein?', landingChapterId);
    const png = { bytes: await canvas().png().toBuffer(), name: 'garage.png', type: 'image/png' };
    const withImage = editableFaqEntrySchema.parse(await (await upload(entry.id, png, { alt: 'Skizze' })).json());

    // Act
    const response = await send(admin, 'PATCH', `/api/faqs/faq/${entry.id}/`, {
      version: withImage.version,
      image_alt: '  Schnitt einer Grenzgarage: 3 m mittlere Wandhöhe  ',
    });

    // Assess: stored trimmed, same image, next version; residents get it with the public FAQ
    expect(response.status).toBe(200);
    const relabelled = editableFaqEntrySchema.parse(await response.json());
    expect(relabelled).toMatchObject({
      image: withImage.image,
      image_alt: 'Schnitt einer Grenzgarage: 3 m mittlere Wandhöhe',
      title: entry.title,
      version: withImage.version + 1,
    });
    expect(await entryNow(entry.id)).toEqual(relabelled);
    const publicFaq = faqChapterListSchema.parse(await (await admin.request('/api/faqs/public/')).json());
    expect(publicFaq.flatMap((chapter) => chapter.faqs).find((faq) => faq.id === entry.id)).toMatchObject({
      image: withImage.image,
      image_alt: 'Schnitt einer Grenzgarage: 3 m mittlere Wandhöhe',
    });
    expect((await admin.request(withImage.image ?? '')).status).toBe(200);
  });

  it('is refused for an entry without image, when too long or stale, and nothing changes', async () => {
    // Prepare
    const plain = await newEntry('Ohne Bild', landingChapterId);
    const pictured = await newEntry('Mit Bild', landingChapterId);
    const png = { bytes: await canvas().png().toBuffer(), name: 'b.png', type: 'image/png' };
    const withImage = editableFaqEntrySchema.parse(await (await upload(pictured.id, png, { alt: 'Skizze' })).json());

    // Act
    const withoutImage = await send(admin, 'PATCH', `/api/faqs/faq/${plain.id}/`, {
      version: plain.version,
      image_alt: 'Ein Bild, das es nicht gibt',
    });
    const tooLong = await send(admin, 'PATCH', `/api/faqs/faq/${pictured.id}/`, {
      version: withImage.version,
      image_alt: 'x'.repeat(301),
    });
    const stale = await send(admin, 'PATCH', `/api/faqs/faq/${pictured.id}/`, {
      version: pictured.version,
      image_alt: 'Veraltet',
    });

    // Assess
    expect(withoutImage.status).toBe(422);
    expect((await detailOf(withoutImage))[0]).toMatchObject({
      loc: ['body', 'image_alt'],
      msg: expect.stringMatching(/^Der Eintrag hat kein Bild/),
    });
    expect(tooLong.status).toBe(422);
    expect((await detailOf(tooLong))[0]).toMatchObject({
      loc: ['body', 'image_alt'],
      msg: 'Der Alternativtext darf höchstens 300 Zeichen lang sein.',
    });
    expect(stale.status).toBe(409);
    expect(await entryNow(plain.id)).toMatchObject({ image: null, image_alt: null, version: plain.version });
    expect(await entryNow(pictured.id)).toMatchObject({ image_alt: 'Skizze', version: withImage.version });
  });
});
