import { imageUploadQuerySchema, uploadedImageSchema } from '@baucheck/shared/reference-units';
import { PUBLIC_ADMINISTRATION_LEVELS } from '@baucheck/shared/enums';
import { defineRoute } from '#lib/route';

/** Images staff upload for a reference unit: pictures for slides (Bild) and coats of arms. */
export const imageRoutes = {
  uploadImage: defineRoute({
    method: 'POST',
    path: '/images/',
    handler: 'images/upload',
    auth: 'user',
    levels: PUBLIC_ADMINISTRATION_LEVELS,
    cache: 'private',
    summary:
      'Bild für eine Bezugseinheit hochladen (multipart/form-data, Feld file: PNG, JPEG oder WebP, höchstens 5 MB; Metadaten werden entfernt); purpose=coat_of_arms setzt das Wappen.',
    // The multipart body is read by the handler (services/uploads), not by a zod schema.
    request: { query: imageUploadQuerySchema },
    response: uploadedImageSchema,
  }),
};
