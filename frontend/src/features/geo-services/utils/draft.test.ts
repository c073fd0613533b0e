import type { LandGeoConfig } from '@baucheck/shared/geo';
import { describe, expect, it } from 'vitest';
import { draftOf, sameDraft, updateOf } from './draft.ts';

const stored: Pick<LandGeoConfig, 'services' | 'address_source'> = {
  services: {
    Denkmalschutz: {
      type: 'wfs',
      url: 'https://geodienste.example/wfs',
      layer: 'denkmal',
      name_attribute: 'NAME',
      crs: 'EPSG:25832',
      label: 'Denkmal-Atlas',
      as_of: '2026-03-01',
    },
  },
  address_source: null,
};

describe('the Geodienste form values', () => {
  it('give back what was stored, with the kinds without a service left out', () => {
    expect(updateOf(draftOf(stored), 4)).toEqual({ ...stored, version: 4 });
  });

  it('keep what was typed for a kind switched to "keine" and back, but send it only while a type is set', () => {
    const draft = draftOf(stored);
    const off = {
      ...draft,
      services: { ...draft.services, Denkmalschutz: { ...draft.services.Denkmalschutz, type: 'keine' as const } },
    };
    expect(updateOf(off, 1).services).toEqual({});
    expect(off.services.Denkmalschutz.url).toBe('https://geodienste.example/wfs');
    expect(sameDraft(draft, off)).toBe(false);
  });

  it('send trimmed values, an empty date as null and a typed address source', () => {
    const draft = draftOf({ services: {}, address_source: null });
    draft.services.Naturschutz = {
      type: 'ogc',
      url: ' https://ogc.example/ ',
      layer: ' nsg ',
      name_attribute: '',
      crs: 'EPSG:4326',
      label: ' NSG ',
      as_of: '',
    };
    draft.address = {
      type: 'photon',
      url: 'https://photon.example/api',
      layer: '',
      label_attribute: '',
      crs: 'EPSG:4326',
      label: 'Photon',
    };
    expect(updateOf(draft, 0)).toEqual({
      services: {
        Naturschutz: {
          type: 'ogc',
          url: 'https://ogc.example/',
          layer: 'nsg',
          name_attribute: '',
          crs: 'EPSG:4326',
          label: 'NSG',
          as_of: null,
        },
      },
      address_source: {
        type: 'photon',
        url: 'https://photon.example/api',
        layer: '',
        label_attribute: '',
        crs: 'EPSG:4326',
        label: 'Photon',
      },
      version: 0,
    });
  });
});
