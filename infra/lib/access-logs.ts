import { Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';

/** How long access logs (S3 server access, CloudFront) are kept: they hold client addresses. */
export const ACCESS_LOG_DAYS = 30;

/**
 * The stack's one bucket for access logs: S3 server access logs of the private buckets (`<bucket>/`)
 * and CloudFront's standard logs (`cloudfront/`), for investigating an incident; removed after
 * ACCESS_LOG_DAYS. CloudFront's standard logging writes with ACLs, hence object-writer ownership.
 */
export class AccessLogBucket extends Bucket {
  /** The stack's log bucket, created on first use. */
  static of(scope: Construct): AccessLogBucket {
    const stack = Stack.of(scope);
    return (stack.node.tryFindChild('AccessLogs') as AccessLogBucket | undefined) ?? new AccessLogBucket(stack);
  }

  private constructor(stack: Stack) {
    super(stack, 'AccessLogs', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      objectOwnership: ObjectOwnership.OBJECT_WRITER,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      removalPolicy: RemovalPolicy.RETAIN,
      lifecycleRules: [{ id: 'expire-access-logs', expiration: Duration.days(ACCESS_LOG_DAYS) }],
    });
    Validations.of(this).acknowledge({
      id: 'AwsSolutions-S1',
      reason: 'This is the access-log bucket itself; logging its own log writes would never end.',
    });
  }
}
