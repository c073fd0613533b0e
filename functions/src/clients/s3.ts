import { S3Client } from '@aws-sdk/client-s3';

const endpointOverride = process.env.AWS_ENDPOINT_URL_S3 ?? process.env.AWS_ENDPOINT_URL;

/**
 * Created once per container. Local stand-ins (s3rver, LocalStack) need path-style addressing, and
 * s3rver stores streamed bodies corrupted unless checksums are only computed when required.
 */
export const s3Client = new S3Client(
  endpointOverride
    ? {
        forcePathStyle: true,
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }
    : {},
);
