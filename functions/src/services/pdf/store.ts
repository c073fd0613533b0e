import { randomUUID } from 'node:crypto';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { s3Client } from '#clients/s3';
import { config } from '#lib/config';

/**
 * Key prefix of generated PDFs in the media bucket. The bucket's lifecycle rule (infra, PDF_PREFIX)
 * deletes them after a day, and the CDN refuses to serve the prefix: they may hold a resident's site.
 */
export const PDF_KEY_PREFIX = 'pdf/';

/** Stores a generated PDF under a new, unguessable key; returns its id (the key is `pdf/<id>.pdf`). */
export async function storePdf(bytes: Uint8Array, contentDisposition: string): Promise<string> {
  const id = randomUUID();
  await s3Client.send(
    new PutObjectCommand({
      Bucket: config().MEDIA_BUCKET,
      Key: `${PDF_KEY_PREFIX}${id}.pdf`,
      Body: bytes,
      ContentType: 'application/pdf',
      ContentDisposition: contentDisposition,
      CacheControl: 'private, no-store',
    }),
  );
  return id;
}
