import * as z from 'zod';
import { CHECK_GROUPS } from './enums.ts';
import { pageOf, pageQuerySchema } from './pages.ts';

const productId = z.uuid({ error: 'Bitte geben Sie eine gültige ID an.' });
const name = z.string().trim().min(1, 'Bitte geben Sie einen Namen ein.').max(200);
/** Plain text (no HTML): shown as text wherever it appears. */
const description = z.string().trim().max(5000);
/** Partners link to their own product page; only https, so the quick check never links to plain http. */
const link = z
  .string()
  .trim()
  .pipe(
    z.url({
      protocol: /^https$/,
      hostname: z.regexes.domain,
      error: 'Bitte geben Sie eine vollständige https-Adresse ein.',
    }),
  )
  .pipe(z.string().max(2000));

/** A partner's product, linked to one check group (the quick check can start from it). */
export const productSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  check_group: z.enum(CHECK_GROUPS),
  organisation_id: z.string(),
  organisation_name: z.string(),
  link: z.string().nullable(),
  is_active: z.boolean(),
  version: z.number().int(),
});
export type Product = z.infer<typeof productSchema>;
export const productPageSchema = pageOf(productSchema);
export type ProductPage = z.infer<typeof productPageSchema>;

/** `GET /products/`: a page of the products by name, filtered on the server. */
export const productListQuerySchema = pageQuerySchema.extend({
  check_group: z.enum(CHECK_GROUPS).optional(),
  q: z.string().trim().max(100).optional(),
  status: z.enum(['active', 'inactive']).optional(),
});

/**
 * Administrators name the Partner organisation; for Partner staff it is always their own (a value
 * sent here is ignored).
 */
export const createProductSchema = z.object({
  name,
  description: description.default(''),
  check_group: z.enum(CHECK_GROUPS),
  organisation_id: productId.optional(),
  link: link.nullable().default(null),
  is_active: z.boolean().default(true),
});
export type CreateProduct = z.output<typeof createProductSchema>;

/** Moving a product to another Partner organisation is for administrators only. */
export const updateProductSchema = z.object({
  version: z.number().int().positive(),
  name: name.optional(),
  description: description.optional(),
  check_group: z.enum(CHECK_GROUPS).optional(),
  organisation_id: productId.optional(),
  link: link.nullable().optional(),
  is_active: z.boolean().optional(),
});
export type UpdateProduct = z.output<typeof updateProductSchema>;

/** Deletes all listed products or none; at most 100 (one DynamoDB transaction). */
export const deleteProductsSchema = z.object({
  ids: z
    .array(productId)
    .min(1, 'Bitte wählen Sie mindestens ein Produkt aus.')
    .max(100)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'Jede ID darf nur einmal vorkommen.' }),
});

export const productIdPathSchema = z.object({ product_id: productId });

/** What the public quick check shows of an active product. */
export const publicProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  check_group: z.enum(CHECK_GROUPS),
  organisation_name: z.string(),
});
export type PublicProduct = z.infer<typeof publicProductSchema>;
