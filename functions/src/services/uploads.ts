import { randomUUID } from 'node:crypto';
import { DeleteObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { ValidationIssue } from '@baucheck/shared/http';
import { s3Client } from '#clients/s3';
import { config } from '#lib/config';
import { HttpError } from '#lib/errors';
import { logger } from '#lib/logger';

/*
 * Image uploads (FAQ images now; reference-unit images and coats of arms later), shared by every
 * upload route:
 *   readImageUpload(event)   multipart/form-data → the file's bytes and the other text fields
 *   storeImage(bytes, prefix) checks and cleans the image, stores it under "<prefix>/<uuid>.<ext>" → key
 *   deleteImage(key)          removes a stored image
 * A stored image is served at `${MEDIA_BASE}/<key>` ("/media/faqs/….png").
 *
 * What is accepted is decided by content, never by file name or declared type: PNG, JPEG or WebP by
 * their magic bytes, at most 5 MB, decodable. Every image is decoded and encoded again with sharp
 * (libvips), which turns it upright by its EXIF orientation and writes no metadata at all: no EXIF
 * (GPS position, camera, owner), no XMP, no IPTC, no ICC profile, no PNG text chunks. Re-encoding
 * also means that what is stored is a plain image, not a polyglot file that merely starts like one.
 */

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Above this the decoder refuses ("decompression bombs": a small file that unpacks to gigabytes). */
const MAX_IMAGE_PIXELS = 40_000_000;

const IMAGE_FORMATS = {
  png: { contentType: 'image/png', extension: 'png' },
  jpeg: { contentType: 'image/jpeg', extension: 'jpg' },
  webp: { contentType: 'image/webp', extension: 'webp' },
} as const;
export type ImageFormat = keyof typeof IMAGE_FORMATS;

export const IMAGE_TEXTS = {
  missing: 'Bitte wählen Sie eine Bilddatei aus.',
  empty: 'Die Datei ist leer.',
  tooLarge: 'Die Datei ist zu groß. Erlaubt sind höchstens 5 MB.',
  unsupported: 'Erlaubt sind nur Bilder im Format PNG, JPEG oder WebP.',
  unreadable: 'Die Bilddatei ist beschädigt oder kann nicht gelesen werden.',
  tooManyPixels: 'Das Bild ist zu groß. Erlaubt sind höchstens 40 Megapixel.',
  notMultipart: 'Der Inhalt ist kein gültiges multipart/form-data.',
} as const;

/** Media objects get unique keys and never change, so browsers and the CDN may keep them for a year. */
const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const fileIssue = (msg: string): HttpError =>
  new HttpError(422, [{ loc: ['body', 'file'], msg, type: 'value_error' }] satisfies ValidationIssue[]);

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);

/** The image format by its magic bytes, or null for anything else (SVG, GIF, text, PDF, …). */
export function detectImageFormat(bytes: Uint8Array): ImageFormat | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  // RIFF container ("RIFF", 4 bytes of length) holding "WEBP"
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  return null;
}

export interface CleanImage {
  data: Buffer;
  format: ImageFormat;
}

/**
 * Checks an uploaded image and returns it re-encoded in its own format, upright and without any
 * metadata. Throws a 422 with a German text for an empty, oversized, unsupported or broken file.
 */
export async function cleanImage(bytes: Uint8Array): Promise<CleanImage> {
  if (bytes.length === 0) throw fileIssue(IMAGE_TEXTS.empty);
  if (bytes.length > MAX_IMAGE_BYTES) throw fileIssue(IMAGE_TEXTS.tooLarge);
  const format = detectImageFormat(bytes);
  if (!format) throw fileIssue(IMAGE_TEXTS.unsupported);

  // Loaded on first use: sharp is a native module that only the upload functions carry (infra
  // installs its linux-arm64 build beside the bundles that import it).
  const { default: sharp } = await import('sharp');
  try {
    // The header alone (no pixels decoded yet) must agree with the magic bytes and stay within the pixel limit.
    const header = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (header.format !== format) throw fileIssue(IMAGE_TEXTS.unreadable);
    if (header.width * header.height > MAX_IMAGE_PIXELS) throw fileIssue(IMAGE_TEXTS.tooManyPixels);
    const image = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' });
    // rotate() without an angle applies the EXIF orientation; the encoders below write no metadata
    // because keepMetadata()/withMetadata() is never called.
    const upright = image.rotate();
    const encoded =
      format === 'png'
        ? upright.png({ compressionLevel: 9 })
        : format === 'jpeg'
          ? upright.jpeg({ quality: 85, mozjpeg: true })
          : upright.webp({ quality: 85 });
    return { data: await encoded.toBuffer(), format };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw fileIssue(IMAGE_TEXTS.unreadable);
  }
}

/** Cleans an image (see `cleanImage`) and stores it in the media bucket under a generated key; returns the key. */
export async function storeImage(bytes: Uint8Array, prefix: string): Promise<string> {
  const image = await cleanImage(bytes);
  const { contentType, extension } = IMAGE_FORMATS[image.format];
  const key = `${prefix}/${randomUUID()}.${extension}`;
  await s3Client.send(
    new PutObjectCommand({
      Bucket: config().MEDIA_BUCKET,
      Key: key,
      Body: image.data,
      ContentType: contentType,
      CacheControl: MEDIA_CACHE_CONTROL,
    }),
  );
  return key;
}

/**
 * Removes a stored image. Called after the record no longer points to it, so a failure here leaves
 * an unreferenced object (logged), never a record with a broken image.
 */
export async function deleteImage(key: string): Promise<void> {
  try {
    await s3Client.send(new DeleteObjectCommand({ Bucket: config().MEDIA_BUCKET, Key: key }));
  } catch (error) {
    logger.error('Could not delete media object', { key, error: error as Error });
  }
}

export interface ImageUpload {
  file: Uint8Array;
  /** The form's text fields besides the file (e.g. `alt`). */
  fields: Map<string, string>;
}

/**
 * Reads a multipart/form-data request with the platform's own parser (fetch's `Request.formData()`).
 * API Gateway hands binary bodies over base64-encoded; the local gateway does the same.
 */
export async function readImageUpload(
  event: Pick<APIGatewayProxyEventV2, 'headers' | 'body' | 'isBase64Encoded'>,
  fileField = 'file',
): Promise<ImageUpload> {
  const contentType = event.headers['content-type'] ?? '';
  if (!/^multipart\/form-data\s*;/i.test(contentType)) {
    throw new HttpError(415, 'Nicht unterstützter Inhaltstyp. Erwartet wird multipart/form-data.');
  }
  const body = Buffer.from(event.body ?? '', event.isBase64Encoded ? 'base64' : 'utf8');
  let form: FormData;
  try {
    form = await new Request('http://upload.invalid/', {
      method: 'POST',
      headers: { 'content-type': contentType },
      body,
    }).formData();
  } catch {
    throw new HttpError(422, [{ loc: ['body'], msg: IMAGE_TEXTS.notMultipart, type: 'multipart_invalid' }]);
  }
  const file = form.get(fileField);
  if (!(file instanceof Blob)) {
    throw new HttpError(422, [{ loc: ['body', fileField], msg: IMAGE_TEXTS.missing, type: 'missing' }]);
  }
  const fields = new Map<string, string>();
  for (const [name, value] of form) if (typeof value === 'string') fields.set(name, value);
  return { file: new Uint8Array(await file.arrayBuffer()), fields };
}
