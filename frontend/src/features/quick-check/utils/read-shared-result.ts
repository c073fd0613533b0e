import type { QuickCheck } from '@baucheck/shared/checks';
import type { Answers } from '@baucheck/shared/engine/model';
import { SIDE_LAWS } from '@baucheck/shared/enums';
import { sharedResultSchema } from '@baucheck/shared/quick-check';
import { decodeResultFragment, type SharedResult } from '@baucheck/shared/result-link';
import type { PublicQueryCache } from '#lib/public-queries.tsx';
import { areasAtQueryOptions, siteAnswer } from '../api/geoservice.ts';

/*
 * Loaded only when a result link is opened: the residents' schemas bring zod, which the result page
 * otherwise does without.
 */

/** The result in a link's fragment, or null when it is garbled, tampered with or incomplete. */
export async function readSharedResult(fragment: string): Promise<SharedResult | null> {
  try {
    const parsed = sharedResultSchema.safeParse(await decodeResultFragment(fragment));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The link's answers with what lies at each located site of the check's Karte slides looked up now,
 * through the same query as the map slide and the result page: a link carries the site only (see
 * result-link.ts), so no link can declare a protected site free, and one opened months later shows
 * today's geodata. Where the geoservice does not answer, nothing at the site is excluded, as for a
 * kind the map slide could not check. Site answers on other slides are left as decoded (nothing
 * excluded) for the check against the check to refuse or drop.
 */
export async function withSitesLookedUp(
  queries: PublicQueryCache,
  check: QuickCheck,
  shared: SharedResult,
): Promise<SharedResult> {
  const answers: Answers = { ...shared.answers };
  const lookups = check.definition.slides.map(async (slide) => {
    const answer = answers[slide.id];
    if (slide.type !== 'Karte' || !answer || !('site' in answer) || !answer.site) return;
    const { site } = answer;
    try {
      const found = await queries.fetch(areasAtQueryOptions(check.reference_unit.id, site.lon, site.lat));
      answers[slide.id] = siteAnswer(site, found);
    } catch {
      answers[slide.id] = { site, side_laws: [], unchecked: [...SIDE_LAWS] };
    }
  });
  await Promise.all(lookups);
  return { ...shared, answers };
}
