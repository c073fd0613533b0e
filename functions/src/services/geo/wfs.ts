import type { Address, AddressSource, AreaKind, GeoService } from '@baucheck/shared/geo';
import type { AreaService } from './area-service.ts';
import { GeoServiceError } from './service-request.ts';

export function wfsAreaService(_kind: AreaKind, _service: GeoService): AreaService {
  return {
    areasAt() {
      return Promise.reject(new GeoServiceError('status', 'WFS wird noch nicht unterstützt.'));
    },
  };
}

export function searchWfsAddresses(
  _source: AddressSource,
  _query: string,
  _limit: number,
  _signal: AbortSignal,
): Promise<Address[]> {
  return Promise.reject(new GeoServiceError('status', 'WFS wird noch nicht unterstützt.'));
}
