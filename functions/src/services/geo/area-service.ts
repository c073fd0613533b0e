import type { Address, AddressSource, Area, AreaKind, GeoService } from '@baucheck/shared/geo';
import { searchGeocoder } from './geocoder.ts';
import { ogcAreaService, searchOgcAddresses } from './ogc.ts';
import { wfsAreaService, searchWfsAddresses } from './wfs.ts';
import { wmsAreaService } from './wms.ts';

export { GeoServiceError, type GeoServiceErrorCode } from './service-request.ts';

/**
 * One official service for one area kind. Every failure (unreachable, HTTP error, exception report,
 * malformed or oversized answer, XML bomb, abort) is a GeoServiceError with a German message. There is
 * no timeout policy here: the caller's signal ends the request.
 */
export interface AreaService {
  /** Areas of the kind that contain the point (WGS84) or lie within `distance` metres, nearest first. */
  areasAt(lon: number, lat: number, distance: number, signal: AbortSignal): Promise<Area[]>;
}

export function createAreaService(kind: AreaKind, service: GeoService): AreaService {
  switch (service.type) {
    case 'ogc':
      return ogcAreaService(kind, service);
    case 'wfs':
      return wfsAreaService(kind, service);
    case 'wms':
      return wmsAreaService(kind, service);
  }
}

/** Where addresses are searched; failures are GeoServiceErrors like the area services'. */
export interface AddressSearch {
  search(query: string, limit: number, signal: AbortSignal): Promise<Address[]>;
}

export function createAddressSource(source: AddressSource): AddressSearch {
  return {
    search(query, limit, signal) {
      switch (source.type) {
        case 'ogc':
          return searchOgcAddresses(source, query, limit, signal);
        case 'wfs':
          return searchWfsAddresses(source, query, limit, signal);
        case 'photon':
        case 'nominatim':
          return searchGeocoder(source, query, limit, signal);
      }
    },
  };
}
