import type { PutObjectCommand } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { TEST_ENV } from '#lib/test-env';

const sent: PutObjectCommand[] = [];
vi.mock('#clients/s3', () => ({
  s3Client: { send: async (command: PutObjectCommand) => void sent.push(command) },
}));

describe('storePdf', () => {
  beforeAll(() => {
    Object.assign(process.env, TEST_ENV);
  });

  it('stores the PDF under pdf/<uuid>.pdf (the prefix the bucket expires) as a private download', async () => {
    // Prepare
    const { storePdf } = await import('./store.ts');
    const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46]);
    // Act
    const id = await storePdf(bytes, 'attachment; filename="BauCheck.pdf"');
    // Assess
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.input).toMatchObject({
      Bucket: TEST_ENV.MEDIA_BUCKET,
      Key: `pdf/${id}.pdf`,
      Body: bytes,
      ContentType: 'application/pdf',
      ContentDisposition: 'attachment; filename="BauCheck.pdf"',
      CacheControl: 'private, no-store',
    });
  });
});
