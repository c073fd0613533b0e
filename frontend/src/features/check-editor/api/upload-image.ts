import { uploadedImageSchema } from '@baucheck/shared/reference-units';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '#lib/api-client.ts';

/**
 * `POST /api/images/?reference_unit_id=` (multipart, field `file`): stores a picture for a slide's
 * Bild attribute and returns its /media/… path. PNG, JPEG or WebP up to 5 MB.
 */
export async function uploadSlideImage({ unitId, file }: { unitId: string; file: File }): Promise<string> {
  const body = new FormData();
  body.append('file', file);
  const { path } = uploadedImageSchema.parse(
    await apiClient.post('/images/', body, { query: { reference_unit_id: unitId, purpose: 'slide' } }),
  );
  return path;
}

export function useUploadSlideImage() {
  return useMutation({ mutationFn: uploadSlideImage });
}
