import { createHandler } from '#lib/handler';
import { listOrganisations } from '#repositories/organisations';
import { routes } from '../../routes.ts';

export const handler = createHandler(routes.listOrganisations, async () => ({ body: await listOrganisations() }));
