import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { HttpError } from '#lib/errors';
import { cleanImage, detectImageFormat, IMAGE_TEXTS, MAX_IMAGE_BYTES, readImageUpload } from './uploads.ts';

const SECRET = 'Erika Mustermann, Lindenweg 7';
const canvas = (width = 40, height = 20) => sharp({ create: { width, height, channels: 3, background: '#1f4e79' } });

/** A phone photo: EXIF with GPS position, owner and orientation "rotate 90°", XMP and an ICC profile. */
const photoWithMetadata = () =>
  canvas()
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Copyright: SECRET, Artist: SECRET },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 8/1 30/1', GPSLongitudeRef: 'E', GPSLongitude: '11/1 34/1 0/1' },
    })
    .withXmp(
      `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/" dc:creator="${SECRET}"/></rdf:RDF></x:xmpmeta>`,
    )
    .withIccProfile('p3')
    .toBuffer();

/** Inserts a PNG text chunk (tEXt) after IHDR, as image editors do for author and comments. */
function withPngTextChunk(png: Buffer, keyword: string, text: string): Buffer {
  const type = Buffer.from('tEXt', 'latin1');
  const data = Buffer.from(`${keyword}\0${text}`, 'latin1');
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([type, data])));
  const afterIhdr = 8 + 4 + 4 + 13 + 4; // signature, IHDR length, type, data, crc
  return Buffer.concat([png.subarray(0, afterIhdr), length, type, data, crc, png.subarray(afterIhdr)]);
}

async function refusal(bytes: Uint8Array): Promise<string> {
  const error = await cleanImage(bytes).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(HttpError);
  const { statusCode, detail } = error as HttpError;
  expect(statusCode).toBe(422);
  expect(detail).toEqual([expect.objectContaining({ loc: ['body', 'file'] })]);
  return (detail as Array<{ msg: string }>)[0]?.msg ?? '';
}

describe('detectImageFormat', () => {
  it('recognises PNG, JPEG and WebP by their magic bytes', async () => {
    expect(detectImageFormat(await canvas().png().toBuffer())).toBe('png');
    expect(detectImageFormat(await canvas().jpeg().toBuffer())).toBe('jpeg');
    expect(detectImageFormat(await canvas().webp().toBuffer())).toBe('webp');
  });

  it('recognises nothing else, whatever the file claims to be', async () => {
    const candidates = [
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      await canvas().gif().toBuffer(),
      Buffer.from('Nur Text, kein Bild.png'),
      Buffer.from('%PDF-1.7\n'),
      Buffer.from('RIFF\0\0\0\0WAVEfmt '),
      Buffer.from([0x89, 0x50, 0x4e]),
      Buffer.alloc(0),
    ];
    for (const bytes of candidates) expect(detectImageFormat(bytes)).toBeNull();
  });
});

describe('cleanImage', () => {
  it('removes EXIF (GPS, owner), XMP and the ICC profile from a JPEG and turns it upright', async () => {
    // Prepare
    const photo = await photoWithMetadata();
    const before = await sharp(photo).metadata();
    expect(before).toMatchObject({ orientation: 6, width: 40, height: 20 });
    expect(before.exif?.includes(SECRET)).toBe(true);
    expect(before.xmp && before.icc).toBeTruthy();

    // Act
    const cleaned = await cleanImage(photo);

    // Assess
    const after = await sharp(cleaned.data).metadata();
    expect(cleaned.format).toBe('jpeg');
    expect(after.format).toBe('jpeg');
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect([after.width, after.height]).toEqual([20, 40]);
    expect(cleaned.data.includes(SECRET)).toBe(false);
  });

  it('removes EXIF from a WebP and keeps it a WebP', async () => {
    const webp = await canvas()
      .webp()
      .withExif({ IFD0: { Artist: SECRET }, IFD3: { GPSLatitudeRef: 'N' } })
      .toBuffer();
    expect((await sharp(webp).metadata()).exif).toBeDefined();

    const cleaned = await cleanImage(webp);

    const after = await sharp(cleaned.data).metadata();
    expect(after.format).toBe('webp');
    expect(after.exif).toBeUndefined();
    expect(cleaned.data.includes(SECRET)).toBe(false);
  });

  it('removes text chunks, EXIF and XMP from a PNG and keeps it a PNG', async () => {
    const png = withPngTextChunk(
      await canvas()
        .png()
        .withExif({ IFD0: { Artist: SECRET } })
        .withXmp(`<x:xmpmeta>${SECRET}</x:xmpmeta>`)
        .toBuffer(),
      'Author',
      SECRET,
    );
    expect((await sharp(png).metadata()).format).toBe('png');
    expect(png.includes(SECRET)).toBe(true);

    const cleaned = await cleanImage(png);

    const after = await sharp(cleaned.data).metadata();
    expect(after.format).toBe('png');
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.comments).toBeUndefined();
    expect(cleaned.data.includes(SECRET)).toBe(false);
  });

  it('refuses empty and oversized files', async () => {
    expect(await refusal(Buffer.alloc(0))).toBe(IMAGE_TEXTS.empty);
    const oversized = Buffer.alloc(MAX_IMAGE_BYTES + 1);
    (await canvas().png().toBuffer()).copy(oversized);
    expect(await refusal(oversized)).toBe(IMAGE_TEXTS.tooLarge);
  });

  it('refuses an image whose header claims more than 40 megapixels (decompression bomb) before decoding it', async () => {
    // A small PNG whose IHDR claims 10 000 × 10 000 pixels
    const png = Buffer.from(await canvas().png().toBuffer());
    png.writeUInt32BE(10_000, 16);
    png.writeUInt32BE(10_000, 20);
    png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
    expect((await sharp(png).metadata()).width).toBe(10_000);

    expect(await refusal(png)).toBe(IMAGE_TEXTS.tooManyPixels);
  });

  it('refuses SVG, GIF and text', async () => {
    expect(await refusal(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe(IMAGE_TEXTS.unsupported);
    expect(await refusal(await canvas().gif().toBuffer())).toBe(IMAGE_TEXTS.unsupported);
    expect(await refusal(Buffer.from('Hallo Welt'))).toBe(IMAGE_TEXTS.unsupported);
  });

  it('refuses files that only start like an image or are cut off', async () => {
    const png = await canvas().png().toBuffer();
    const jpeg = await canvas(400, 300).jpeg().toBuffer();
    expect(await refusal(Buffer.concat([png.subarray(0, 8), Buffer.from('<svg onload="alert(1)"/>')]))).toBe(
      IMAGE_TEXTS.unreadable,
    );
    expect(await refusal(jpeg.subarray(0, Math.floor(jpeg.length / 2)))).toBe(IMAGE_TEXTS.unreadable);
  });
});

describe('readImageUpload', () => {
  type UploadEvent = Parameters<typeof readImageUpload>[0];

  async function multipartEvent(form: FormData, base64 = true): Promise<UploadEvent> {
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    const body = Buffer.from(await request.arrayBuffer());
    return {
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
      body: body.toString(base64 ? 'base64' : 'utf8'),
      isBase64Encoded: base64,
    };
  }

  it('returns the file bytes and the text fields of a base64-encoded multipart body', async () => {
    const png = await canvas().png().toBuffer();
    const form = new FormData();
    form.append('file', new Blob([png], { type: 'text/plain' }), 'bild.txt');
    form.append('alt', 'Skizze eines Carports');

    const upload = await readImageUpload(await multipartEvent(form));

    expect(Buffer.from(upload.file).equals(png)).toBe(true);
    expect(upload.fields.get('alt')).toBe('Skizze eines Carports');
  });

  it('answers a form without file with 422, another content type with 415', async () => {
    const form = new FormData();
    form.append('alt', 'nur Text');
    await expect(readImageUpload(await multipartEvent(form))).rejects.toMatchObject({
      statusCode: 422,
      detail: [{ loc: ['body', 'file'], msg: IMAGE_TEXTS.missing, type: 'missing' }],
    });
    await expect(
      readImageUpload({ headers: { 'content-type': 'application/json' }, body: '{}', isBase64Encoded: false }),
    ).rejects.toMatchObject({ statusCode: 415 });
  });

  it('answers a malformed multipart body with 422', async () => {
    const event: UploadEvent = {
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
      body: Buffer.from('--abc\r\nkaputt').toString('base64'),
      isBase64Encoded: true,
    };
    await expect(readImageUpload(event)).rejects.toMatchObject({
      statusCode: 422,
      detail: [{ loc: ['body'], msg: IMAGE_TEXTS.notMultipart }],
    });
  });
});
