import type { Feature, Polygon } from 'geojson';
import type { Address, AreaKind } from '@baucheck/shared/geo';

/*
 * DEMO DATA – invented areas and addresses for the demo municipalities (Markt Lindenau, Gemeinde
 * Seewiesen, Stadt Tannbach). They are not real protected areas. For each municipality there is at
 * least one area of each kind and addresses inside and outside them, so the map slide gives
 * different side laws for different sites.
 */

export interface AreaProperties {
  kind: AreaKind;
  name: string;
}

const rectangle = (
  kind: AreaKind,
  name: string,
  west: number,
  south: number,
  east: number,
  north: number,
): Feature<Polygon, AreaProperties> => ({
  type: 'Feature',
  properties: { kind, name },
  geometry: {
    type: 'Polygon',
    coordinates: [
      [
        [west, south],
        [east, south],
        [east, north],
        [west, north],
        [west, south],
      ],
    ],
  },
});

export const DEMO_AREAS: Array<Feature<Polygon, AreaProperties>> = [
  // Markt Lindenau
  rectangle('Denkmalschutz', 'Ensemble Historischer Marktplatz Lindenau', 11.3985, 48.299, 11.4015, 48.301),
  rectangle('Naturschutz', 'Naturschutzgebiet Lindenauer Auwald', 11.415, 48.295, 11.425, 48.305),
  rectangle('Überschwemmung', 'Festgesetztes Überschwemmungsgebiet Lindach', 11.385, 48.29, 11.395, 48.296),
  rectangle('Hochwasser', 'Hochwassergefahrenfläche HQextrem Lindach', 11.38, 48.287, 11.398, 48.298),
  rectangle('Trinkwasser', 'Wasserschutzgebiet Brunnen Lindenau Nord, Zone II', 11.398, 48.312, 11.404, 48.316),
  rectangle('Trinkwasser', 'Wasserschutzgebiet Brunnen Lindenau Nord, Zone III', 11.392, 48.308, 11.41, 48.32),
  rectangle('Bebauungsplan', 'Bebauungsplan Nr. 12 „Am Sonnenhang“', 11.405, 48.3, 11.412, 48.306),
  // Gemeinde Seewiesen
  rectangle('Denkmalschutz', 'Baudenkmal Pfarrkirche St. Georg mit Umgebung', 11.0995, 47.9, 11.101, 47.9008),
  rectangle('Naturschutz', 'Naturschutzgebiet Seewiesener Moos', 11.09, 47.893, 11.098, 47.899),
  rectangle('Überschwemmung', 'Festgesetztes Überschwemmungsgebiet Seeufer', 11.085, 47.899, 11.092, 47.905),
  rectangle('Hochwasser', 'Hochwassergefahrenfläche Seeufer', 11.083, 47.898, 11.093, 47.906),
  rectangle('Trinkwasser', 'Wasserschutzgebiet Seewiesen Ost, Zone III', 11.105, 47.905, 11.112, 47.91),
  rectangle('Bebauungsplan', 'Bebauungsplan Nr. 3 „Seeblick“', 11.102, 47.896, 11.108, 47.9),
  // Stadt Tannbach
  rectangle('Denkmalschutz', 'Gesamtanlage Altstadt Tannbach', 9.199, 48.699, 9.203, 48.702),
  rectangle('Naturschutz', 'Naturschutzgebiet Tannbacher Wiesen', 9.185, 48.69, 9.192, 48.696),
  rectangle('Überschwemmung', 'Festgesetztes Überschwemmungsgebiet Tannbach-Aue', 9.205, 48.692, 9.212, 48.697),
  rectangle('Hochwasser', 'Hochwasserrisikogebiet Tannbach', 9.204, 48.691, 9.213, 48.698),
  rectangle('Trinkwasser', 'Wasserschutzgebiet Tannbachquellen, Zone II', 9.195, 48.712, 9.202, 48.716),
  rectangle('Trinkwasser', 'Wasserschutzgebiet Tannbachquellen, Zone III', 9.19, 48.708, 9.21, 48.72),
  rectangle('Bebauungsplan', 'Bebauungsplan „Gewerbegebiet Süd“', 9.195, 48.685, 9.205, 48.69),
];

export const DEMO_ADDRESSES: Address[] = [
  { label: 'Marktplatz 3, 85999 Markt Lindenau', lon: 11.4003, lat: 48.3002 },
  { label: 'Auwaldweg 7, 85999 Markt Lindenau', lon: 11.42, lat: 48.3 },
  { label: 'Lindachstraße 12, 85999 Markt Lindenau', lon: 11.39, lat: 48.293 },
  { label: 'Brunnenweg 2, 85999 Markt Lindenau', lon: 11.401, lat: 48.314 },
  { label: 'Am Sonnenhang 5, 85999 Markt Lindenau', lon: 11.408, lat: 48.303 },
  { label: 'Gartenstraße 18, 85999 Markt Lindenau', lon: 11.38, lat: 48.31 },
  { label: 'Kirchplatz 1, 85998 Seewiesen', lon: 11.1002, lat: 47.9004 },
  { label: 'Moosweg 4, 85998 Seewiesen', lon: 11.094, lat: 47.896 },
  { label: 'Uferstraße 9, 85998 Seewiesen', lon: 11.088, lat: 47.902 },
  { label: 'Quellenweg 3, 85998 Seewiesen', lon: 11.108, lat: 47.907 },
  { label: 'Seeblick 11, 85998 Seewiesen', lon: 11.105, lat: 47.898 },
  { label: 'Bergstraße 20, 85998 Seewiesen', lon: 11.115, lat: 47.895 },
  { label: 'Marktstraße 5, 79999 Tannbach', lon: 9.201, lat: 48.7005 },
  { label: 'Quellweg 8, 79999 Tannbach', lon: 9.198, lat: 48.714 },
  { label: 'Wiesenstraße 2, 79999 Tannbach', lon: 9.188, lat: 48.693 },
  { label: 'Auenweg 6, 79999 Tannbach', lon: 9.208, lat: 48.694 },
  { label: 'Industriestraße 14, 79999 Tannbach', lon: 9.2, lat: 48.687 },
  { label: 'Lindenallee 30, 79999 Tannbach', lon: 9.215, lat: 48.705 },
];
