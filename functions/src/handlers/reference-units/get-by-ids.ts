import { createHandler } from '#lib/handler';
import { getReferenceUnits, toReferenceUnit } from '#repositories/reference-units';
import { referenceUnitRoutes } from '../../routes/reference-units.ts';

/*
 * What a unit shows is public (residents are served it), so staff read any unit by id: the check
 * editor names a check's Land, owner and associated units and previews with their texts. One
 * BatchGetItem, in the order asked.
 */
export const handler = createHandler(referenceUnitRoutes.getReferenceUnitsByIds, async ({ query }) => {
  const units = new Map((await getReferenceUnits(query.ids)).map((unit) => [unit.id, unit]));
  return {
    body: query.ids
      .map((id) => units.get(id))
      .filter((unit) => unit !== undefined)
      .map(toReferenceUnit),
  };
});
