import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DOCUMENT_CACHE_CONTROL, IMMUTABLE_CACHE_CONTROL } from '@baucheck/functions/lib/spa-headers';
import { Annotations, Stack } from 'aws-cdk-lib';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { acknowledge, arnTokenOf, BASIC_EXECUTION_ROLE_FINDING, S3_GRANT_ACTION_FINDINGS } from './nag.ts';
import { PrivateBucket } from './private-bucket.ts';

/** Vite's output folder for content-hashed files (`build.assetsDir`). */
export const HASHED_ASSETS_DIR = 'assets';

export interface SpaHostingProps {
  /** The built SPA (`npm run build` → `frontend/dist`). */
  distDir: string;
}

/** The bucket that holds the built React app, and its upload on deploy. */
export class SpaHosting extends Construct {
  readonly bucket: PrivateBucket;
  private readonly distDir: string;

  constructor(scope: Construct, id: string, { distDir }: SpaHostingProps) {
    super(scope, id);
    this.distDir = distDir;
    this.bucket = new PrivateBucket(this, 'Bucket');
  }

  /**
   * Uploads the build and invalidates the CDN's copies. Without a build (the assertion tests, or a synth
   * before `npm run build`) the stack still synthesises, without the upload and with a warning, so that
   * an infrastructure change never has to wait for a frontend build.
   */
  deploy(distribution: IDistribution): void {
    if (!existsSync(join(this.distDir, 'index.html'))) {
      Annotations.of(this).addWarningV2(
        '@baucheck/infra:spa-build-missing',
        `No SPA build at ${this.distDir} (index.html missing): the stack deploys without uploading the app. ` +
          'Run `npm run build` first to include it.',
      );
      return;
    }
    // The build's gzip and Brotli copies (frontend/precompress.ts) are for the local gateway: CloudFront
    // compresses on its own, and S3 would serve them as files of their own.
    const source = Source.asset(this.distDir, { exclude: ['*.br', '*.gz'] });

    // Hashed files never change under their name: cached for a year. Old ones are not pruned, because a
    // browser tab opened before the deploy still lazy-loads the chunks its index.html named. The price is
    // one build's assets (a few MB at most) per deploy left in the bucket.
    const assets = new BucketDeployment(this, 'HashedAssets', {
      sources: [source],
      destinationBucket: this.bucket,
      exclude: ['*'],
      include: [`${HASHED_ASSETS_DIR}/*`],
      prune: false,
      cacheControl: [CacheControl.fromString(IMMUTABLE_CACHE_CONTROL)],
      memoryLimit: 512,
    });

    // Documents (index.html, favicon, robots.txt, …) are revalidated on every load, pruned, and
    // invalidated at the CDN, so a deploy is visible at once. Uploaded after the assets they reference.
    const documents = new BucketDeployment(this, 'Documents', {
      sources: [source],
      destinationBucket: this.bucket,
      exclude: [`${HASHED_ASSETS_DIR}/*`],
      prune: true,
      cacheControl: [CacheControl.fromString(DOCUMENT_CACHE_CONTROL)],
      distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
    });
    documents.node.addDependency(assets);

    // CDK's own function behind BucketDeployment (a singleton at the stack's root), not ours to shape.
    const stack = Stack.of(this);
    const deployer = stack.node.children.find((child) => child.node.id.startsWith('Custom::CDKBucketDeployment'));
    if (deployer) {
      acknowledge(
        deployer,
        [
          BASIC_EXECUTION_ROLE_FINDING,
          'AwsSolutions-L1',
          'AwsSolutions-IAM5[Resource::*]',
          'AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:s3:::cdk-hnb659fds-assets-<AWS::AccountId>-<AWS::Region>/*]',
          `AwsSolutions-IAM5[Resource::${arnTokenOf(this.bucket)}/*]`,
          ...S3_GRANT_ACTION_FINDINGS,
        ],
        "aws-cdk-lib's BucketDeployment function, which runs only during a deployment: its runtime is chosen by " +
          'CDK, it reads the CDK asset bucket, writes the SPA bucket, and creates CloudFront invalidations ' +
          '(an action without resource-level permissions, hence Resource::*).',
      );
    }
  }
}
