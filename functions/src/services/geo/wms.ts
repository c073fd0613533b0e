import type { AreaKind, GeoService } from '@baucheck/shared/geo';
import type { AreaService } from './area-service.ts';
import { GeoServiceError } from './service-request.ts';

export function wmsAreaService(_kind: AreaKind, _service: GeoService): AreaService {
  return {
    areasAt() {
      return Promise.reject(new GeoServiceError('status', 'WMS wird noch nicht unterstützt.'));
    },
  };
}
