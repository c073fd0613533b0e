import {
  AREA_KINDS,
  type AddressSource,
  type AreaKind,
  type GeoService,
  type GeoServiceType,
  type LandGeoConfig,
} from '@baucheck/shared/geo';
import type { GeoConfigUpdate } from '../api/geo-config.ts';

/*
 * What the page "Geodienste" edits: every field as typed (strings), one entry per area kind and one
 * for the address search, each with the type "keine" while no service is set. Converted to the API's
 * shape only when saving or testing, so switching a kind to "keine" and back keeps what was typed.
 */

export type Crs = GeoService['crs'];

export interface ServiceDraft {
  type: GeoServiceType | 'keine';
  url: string;
  layer: string;
  name_attribute: string;
  crs: Crs;
  label: string;
  /** YYYY-MM-DD or empty. */
  as_of: string;
}

export type AddressSourceType = AddressSource['type'];

export interface AddressDraft {
  type: AddressSourceType | 'keine';
  url: string;
  layer: string;
  label_attribute: string;
  crs: Crs;
  label: string;
}

export interface GeoConfigDraft {
  services: Record<AreaKind, ServiceDraft>;
  address: AddressDraft;
}

const emptyService: ServiceDraft = {
  type: 'keine',
  url: '',
  layer: '',
  name_attribute: '',
  crs: 'EPSG:4326',
  label: '',
  as_of: '',
};

const emptyAddress: AddressDraft = {
  type: 'keine',
  url: '',
  layer: '',
  label_attribute: '',
  crs: 'EPSG:4326',
  label: '',
};

/** The form's values for a stored configuration (a kind without a service: type "keine"). */
export function draftOf(config: Pick<LandGeoConfig, 'services' | 'address_source'>): GeoConfigDraft {
  const services = Object.fromEntries(
    AREA_KINDS.map((kind) => {
      const stored = config.services[kind];
      return [kind, stored ? { ...stored, as_of: stored.as_of ?? '' } : emptyService];
    }),
  ) as Record<AreaKind, ServiceDraft>;
  const address = config.address_source ?? emptyAddress;
  return { services, address: { ...emptyAddress, ...address } };
}

/** One kind's entry as the API takes it (for saving and for "Dienst testen"); null for "keine". */
export function serviceOf(draft: ServiceDraft): GeoService | null {
  if (draft.type === 'keine') return null;
  return {
    type: draft.type,
    url: draft.url.trim(),
    layer: draft.layer.trim(),
    name_attribute: draft.name_attribute.trim(),
    crs: draft.crs,
    label: draft.label.trim(),
    as_of: draft.as_of.trim() || null,
  };
}

/** The PUT body: the kinds with a service, the address source or null, and the version read. */
export function updateOf(draft: GeoConfigDraft, version: number): GeoConfigUpdate {
  const services: GeoConfigUpdate['services'] = {};
  for (const kind of AREA_KINDS) {
    const service = serviceOf(draft.services[kind]);
    if (service) services[kind] = service;
  }
  const { address } = draft;
  return {
    services,
    address_source:
      address.type === 'keine'
        ? null
        : {
            type: address.type,
            url: address.url.trim(),
            layer: address.layer.trim(),
            label_attribute: address.label_attribute.trim(),
            crs: address.crs,
            label: address.label.trim(),
          },
    version,
  };
}

export const sameDraft = (a: GeoConfigDraft, b: GeoConfigDraft) => JSON.stringify(a) === JSON.stringify(b);
