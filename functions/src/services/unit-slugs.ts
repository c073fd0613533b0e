import { foldForSearch } from '@baucheck/shared/search-folding';
import { slugTaken } from '#repositories/reference-units';

/*
 * A unit's slug is the `:gemeinde` of residents' links and the embed code, so it is readable and
 * never changes once given: built from the name as residents would type it ("Bad Tölz" → "bad-toelz"),
 * and where that is taken (Germany has several Neustadts) with the AGS added ("neustadt-09475155").
 */

/** The readable part of a slug: the folded name with dashes between words. */
export const slugFromName = (name: string) => foldForSearch(name).replace(/ /g, '-');

/** A free slug for a new unit: from its name, else from its name and AGS. */
export async function uniqueSlug(name: string, ags: string): Promise<string> {
  const readable = slugFromName(name) || ags;
  if (!(await slugTaken(readable))) return readable;
  return `${readable}-${ags}`;
}
