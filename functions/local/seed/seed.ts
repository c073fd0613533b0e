import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { documentClient } from '../../src/clients/dynamodb.ts';
import { s3Client } from '../../src/clients/s3.ts';
import { config } from '../../src/lib/config.ts';
import { createFaqChapter } from '../../src/repositories/faqs.ts';
import { addFaqEntry } from '../../src/services/faqs.ts';
import { seedAccounts } from './accounts.ts';
import { seedUnitsAndChecks } from './content.ts';
import { SEED_FAQ_CHAPTERS } from './faqs.ts';
import { seedProducts } from './products.ts';

/** Marks the seeded content version, so a restart does not seed twice and keeps staff's edits. */
const SEED_MARKER = { pk: 'META', sk: 'SEED#demo-v1' };

async function uploadAsset(file: string): Promise<string> {
  const key = `faqs/${randomUUID()}.png`;
  await s3Client.send(
    new PutObjectCommand({
      Bucket: config().MEDIA_BUCKET,
      Key: key,
      Body: readFileSync(new URL(`./assets/${file}`, import.meta.url)),
      ContentType: 'image/png',
    }),
  );
  return key;
}

async function seedFaqs(): Promise<void> {
  const positions = new Map<string, number>();
  for (const chapter of SEED_FAQ_CHAPTERS) {
    const position = positions.get(chapter.type) ?? 0;
    positions.set(chapter.type, position + 1);
    const chapterId = await createFaqChapter({ text: chapter.text, type: chapter.type, position });
    for (const [index, faq] of chapter.faqs.entries()) {
      await addFaqEntry({
        chapter_id: chapterId,
        title: faq.title,
        text: faq.text,
        position: index,
        ...(faq.target_group ? { target_group: faq.target_group } : {}),
        ...(faq.image ? { image_key: await uploadAsset(faq.image.file), image_alt: faq.image.alt } : {}),
      });
    }
  }
}

/** Seeds the demo content once; later starts find the marker and leave the data as staff left it. */
export async function seedDemoContent(): Promise<void> {
  const table = config().TABLE_NAME;
  const marker = await documentClient.send(new GetCommand({ TableName: table, Key: SEED_MARKER }));
  if (marker.Item) return;
  const organisations = await seedAccounts();
  await seedUnitsAndChecks(organisations);
  await seedFaqs();
  await seedProducts();
  await documentClient.send(
    new PutCommand({ TableName: table, Item: { ...SEED_MARKER, seeded_at: new Date().toISOString() } }),
  );
}
