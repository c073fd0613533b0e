import { randomUUID } from 'node:crypto';
import { CreateInvalidationCommand } from '@aws-sdk/client-cloudfront';
import { API_BASE } from '@baucheck/shared/http';
import type { ReferenceUnitKind } from '@baucheck/shared/reference-units';
import { config } from './config.ts';
import { logger } from './logger.ts';

/**
 * The public reads the CDN caches (route table `cache: 'public'`), grouped by what staff change:
 * - `quick-checks`: the checks residents run, the available groups, partner products, reference units;
 * - `geoservice`: the residents' site lookups, which name the Länder's geodata services; a Land's
 *   service configuration changes them only (not the checks of every Gemeinde in Germany);
 * - `faqs`: the public FAQ.
 */
export type PublicRead = 'quick-checks' | 'geoservice' | 'faqs' | GemeindeChecks;

/**
 * The checks served to one Gemeinde's residents (every project type), for changes that reach no one
 * else, such as the Gemeinde's own local values: the other Gemeinden's copies stay in the CDN, which
 * at 10,000 Gemeinden is nearly all of them.
 */
export interface GemeindeChecks {
  checksOf: string;
}

/**
 * What a unit's local value reaches: a Land's, every Gemeinde of the Land that inherits the check
 * (their URLs do not name the Land); any other unit's, only its own residents' checks.
 */
export const localValueReach = (unit: { id: string; kind: ReferenceUnitKind }): PublicRead =>
  unit.kind === 'Land' ? 'quick-checks' : { checksOf: unit.id };

// A trailing `*` is CloudFront's only wildcard; without a slash before it, it also covers the path that
// the trailing-slash viewer function shortened (`/api/reference-units`).
const PATHS: Record<Exclude<PublicRead, GemeindeChecks>, readonly string[]> = {
  'quick-checks': [`${API_BASE}/quick-checks*`, `${API_BASE}/reference-units*`],
  geoservice: [`${API_BASE}/quick-checks/geoservice*`],
  faqs: [`${API_BASE}/faqs/public*`],
};

// The slash before the `*` keeps `unit-a1` from also covering `unit-a10`.
const pathsOf = (read: PublicRead): readonly string[] =>
  typeof read === 'string' ? PATHS[read] : [`${API_BASE}/quick-checks/checks/${read.checksOf}/*`];

/**
 * Drops the CDN's copies of public reads after a change, so residents see published content at once
 * instead of after s-maxage. Without `CDN_DISTRIBUTION_ID` (the local stack, which caches nothing) it
 * does nothing. A failure is logged, not thrown: the change itself is saved, and the copies expire
 * within s-maxage anyway.
 */
export async function invalidatePublicReads(reads: readonly PublicRead[]): Promise<void> {
  const distributionId = config().CDN_DISTRIBUTION_ID;
  if (!distributionId || reads.length === 0) return;
  const paths = [...new Set(reads.flatMap(pathsOf))];
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
