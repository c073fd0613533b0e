import * as z from 'zod';
import type { Address, AddressSource } from '@baucheck/shared/geo';
import { pointFeatures } from './features.ts';
import { malformed, parseJson, requestService, withParams } from './service-request.ts';

/*
 * Photon- and Nominatim-compatible geocoders (the public ones or a Land's own instance). Both are
 * asked for German results only; their answers are turned into "Straße Nr, PLZ Ort" labels.
 */

const photonProperties = z
  .object({
    name: z.string().optional(),
    street: z.string().optional(),
    housenumber: z.string().optional(),
    postcode: z.string().optional(),
    city: z.string().optional(),
  })
  .loose();

const photonLabel = (properties: Record<string, unknown>) => {
  const parsed = photonProperties.safeParse(properties);
  if (!parsed.success) return '';
  const { name, street, housenumber, postcode, city } = parsed.data;
  const first = street ? [street, housenumber].filter(Boolean).join(' ') : (name ?? '');
  const place = [postcode, city].filter(Boolean).join(' ');
  return [first, place].filter(Boolean).join(', ');
};

const nominatimAnswer = z.array(z.object({ display_name: z.string(), lon: z.coerce.number(), lat: z.coerce.number() }));

export async function searchGeocoder(
  source: AddressSource,
  query: string,
  limit: number,
  signal: AbortSignal,
): Promise<Address[]> {
  const base = source.url.replace(/\/$/, '');
  if (source.type === 'photon') {
    const answer = await requestService(
      withParams(`${base}/api`, { q: query, limit: String(limit), lang: 'de' }),
      'application/json',
      signal,
    );
    const json = parseJson(answer);
    // Photon's labels are composed from several attributes; label them before reading the points.
    const labelled = labelPhoton(json);
    return pointFeatures(labelled, 'label', 'EPSG:4326');
  }
  const answer = await requestService(
    withParams(`${base}/search`, { q: query, limit: String(limit), format: 'jsonv2', countrycodes: 'de' }),
    'application/json',
    signal,
  );
  const places = nominatimAnswer.safeParse(parseJson(answer));
  if (!places.success) throw malformed('Die Antwort des Geocoders hat nicht das Nominatim-Format.');
  return places.data.map((place) => ({ label: place.display_name, lon: place.lon, lat: place.lat }));
}

function labelPhoton(json: unknown): unknown {
  if (typeof json !== 'object' || json === null || !Array.isArray((json as { features?: unknown }).features))
    return json;
  const collection = json as { features: Array<{ properties?: Record<string, unknown> | null }> };
  return {
    ...collection,
    features: collection.features.map((feature) => ({
      ...feature,
      properties: { label: photonLabel(feature.properties ?? {}) },
    })),
  };
}
