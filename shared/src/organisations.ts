import { z } from 'zod';
import type { Level } from './enums.ts';

export const ORGANISATION_TYPES = ['Land', 'Kommune', 'Partner'] as const;
export type OrganisationType = (typeof ORGANISATION_TYPES)[number];

/**
 * Which organisation type a level belongs to. Land, Kommune and Partner staff must belong to an
 * organisation of their type; Administrators and Standard users belong to none.
 */
export const ORGANISATION_TYPE_OF_LEVEL: Partial<Record<Level, OrganisationType>> = {
  Land: 'Land',
  Kommune: 'Kommune',
  Partner: 'Partner',
};

export const organisationSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(ORGANISATION_TYPES),
});
export type Organisation = z.infer<typeof organisationSchema>;
