import { TABLE_DESIGN } from '@baucheck/functions/data/table-design';
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, BillingMode, Table, TableEncryption } from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { PrivateBucket } from './private-bucket.ts';

/** Key prefix of generated PDFs in the media bucket (they are downloaded once, right after creation). */
export const PDF_PREFIX = 'pdf/';

/**
 * The state of the app: the single DynamoDB table (same design as the local stack's table, from
 * TABLE_DESIGN) and the media bucket (uploaded images, generated PDFs). Both outlive the stack.
 */
export class Data extends Construct {
  readonly table: Table;
  readonly mediaBucket: PrivateBucket;

  constructor(scope: Construct, id: string) {
    super(scope, id);

    // On-demand: traffic comes in spikes (a newsletter, a press article) and is near zero in between; the
    // CDN absorbs the public reads. Point-in-time recovery and deletion protection because staff's checks
    // and the user records exist nowhere else.
    this.table = new Table(this, 'Table', {
      partitionKey: { name: TABLE_DESIGN.partitionKey, type: AttributeType.STRING },
      sortKey: { name: TABLE_DESIGN.sortKey, type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      timeToLiveAttribute: TABLE_DESIGN.timeToLiveAttribute,
      encryption: TableEncryption.AWS_MANAGED,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    for (const index of TABLE_DESIGN.globalIndexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
        sortKey: { name: index.sortKey, type: AttributeType.STRING },
      });
    }

    // PDFs are fetched right after they are generated and may hold a resident's site details: they
    // expire after a day, and their old versions with them instead of after the usual 30 days.
    this.mediaBucket = new PrivateBucket(this, 'MediaBucket', {
      lifecycleRules: [
        {
          id: 'expire-generated-pdfs',
          prefix: PDF_PREFIX,
          expiration: Duration.days(1),
          noncurrentVersionExpiration: Duration.days(1),
        },
      ],
    });
  }
}
