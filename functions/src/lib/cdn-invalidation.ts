import { randomUUID } from 'node:crypto';
import { CreateInvalidationCommand } from '@aws-sdk/client-cloudfront';
import { API_BASE } from '@baucheck/shared/http';
import { config } from './config.ts';
import { logger } from './logger.ts';

/**
 * The public reads the CDN caches (route table `cache: 'public'`), grouped by what staff change:
 * - `quick-checks`: the checks residents run, the available groups, partner products, reference units;
 * - `geoservice`: the residents' site lookups, which name the Länder's geodata services; a Land's
 *   service configuration changes them only (not the checks of every Gemeinde in Germany);
 * - `faqs`: the public FAQ.
 */
export type PublicRead = 'quick-checks' | 'geoservice' | 'faqs';

// A trailing `*` is CloudFront's only wildcard; without a slash before it, it also covers the path that
// the trailing-slash viewer function shortened (`/api/reference-units`).
const PATHS: Record<PublicRead, readonly string[]> = {
  'quick-checks': [`${API_BASE}/quick-checks*`, `${API_BASE}/reference-units*`],
  geoservice: [`${API_BASE}/quick-checks/geoservice*`],
  faqs: [`${API_BASE}/faqs/public*`],
};

/**
 * Drops the CDN's copies of public reads after a change, so residents see published content at once
 * instead of after s-maxage. Without `CDN_DISTRIBUTION_ID` (the local stack, which caches nothing) it
 * does nothing. A failure is logged, not thrown: the change itself is saved, and the copies expire
 * within s-maxage anyway.
 */
export async function invalidatePublicReads(reads: readonly PublicRead[]): Promise<void> {
  const distributionId = config().CDN_DISTRIBUTION_ID;
  if (!distributionId || reads.length === 0) return;
  const paths = [...new Set(reads.flatMap((read) => PATHS[read]))];
  try {
    // Loaded on first use: most calls (every resident read) never need a CloudFront client.
    const { cloudFrontClient } = await import('#clients/cloudfront');
    await cloudFrontClient.send(
      new CreateInvalidationCommand({
        DistributionId: distributionId,
        InvalidationBatch: { CallerReference: randomUUID(), Paths: { Quantity: paths.length, Items: paths } },
      }),
    );
  } catch (error) {
    logger.warn('CDN invalidation failed; public reads refresh after s-maxage', { paths, error });
  }
}
