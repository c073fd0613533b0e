import { createHandler } from '#lib/handler';
import { listReferenceUnits, toReferenceUnit } from '#repositories/reference-units';
import { routes } from '../../routes.ts';

export const handler = createHandler(routes.listReferenceUnits, async () => ({
  body: (await listReferenceUnits()).map(toReferenceUnit),
}));
