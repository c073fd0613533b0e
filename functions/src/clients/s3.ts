import { S3Client } from '@aws-sdk/client-s3';
import { clientLimits } from './limits.ts';

const endpointOverride = process.env.AWS_ENDPOINT_URL_S3 ?? process.env.AWS_ENDPOINT_URL;

/**
 * Uploads of up to 5 MB (images) and PDFs of ~100 kB; within a region either takes well under a second.
 * Two attempts of 3 s (≤ 6.5 s with the back-off) leave room in a 10 s function for the session and
 * database reads and an image's re-encoding: a stalled S3 then answers 503, not the bare 500 of a
 * function stopped at its timeout.
 */
const S3_LIMITS = clientLimits({ requestTimeoutMs: 3_000, maxAttempts: 2 });

/**
 * Created once per container. Local stand-ins (s3rver, LocalStack) need path-style addressing, and
 * s3rver stores streamed bodies corrupted unless checksums are only computed when required.
 */
export const s3Client = new S3Client(
  endpointOverride
    ? {
        ...S3_LIMITS,
        forcePathStyle: true,
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }
    : S3_LIMITS,
);
