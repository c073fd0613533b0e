import { sharedResultSchema } from '@baucheck/shared/quick-check';
import { decodeResultFragment, type SharedResult } from '@baucheck/shared/result-link';

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
