import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, type LifecycleRule, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { AccessLogBucket } from './access-logs.ts';

export interface PrivateBucketProps {
  /** Rules in addition to the clean-up of old object versions that every private bucket has. */
  lifecycleRules?: LifecycleRule[];
}

/**
 * The one way this app makes a bucket: nothing public (readers come through CloudFront with Origin Access
 * Control or through signed URLs), encrypted at rest, TLS only, versioned so an overwrite or a bad deploy
 * can be undone, and kept when the stack is deleted. Old versions expire after 30 days so that versioning
 * does not grow the bucket forever. Requests are logged to the stack's access-log bucket.
 */
export class PrivateBucket extends Bucket {
  constructor(scope: Construct, id: string, props: PrivateBucketProps = {}) {
    super(scope, id, {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      versioned: true,
      removalPolicy: RemovalPolicy.RETAIN,
      serverAccessLogsBucket: AccessLogBucket.of(scope),
      serverAccessLogsPrefix: `${id}/`,
      lifecycleRules: [
        {
          id: 'expire-noncurrent-versions',
          noncurrentVersionExpiration: Duration.days(30),
          expiredObjectDeleteMarker: true,
          abortIncompleteMultipartUploadAfter: Duration.days(1),
        },
        ...(props.lifecycleRules ?? []),
      ],
    });
  }
}
