import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { config } from '#lib/config.ts';

export interface MapPoint {
  lon: number;
  lat: number;
}

interface SiteMapProps {
  /** The marked site, or null. */
  site: MapPoint | null;
  /** Where to look first when there is no site yet (e.g. the municipality), or null for all of Germany. */
  around: MapPoint | null;
  onPick: (point: MapPoint) => void;
  /** id of the text that explains how to use the map, for aria-describedby. */
  instructionsId: string;
}

const GERMANY: L.LatLngTuple = [51.16, 10.45];

/** A pin drawn in SVG: no image files to resolve, crisp at any zoom, and high contrast on any tiles. */
const PIN = L.divIcon({
  className: 'qc-map-pin',
  html: '<svg viewBox="0 0 32 44" width="32" height="44" aria-hidden="true" focusable="false"><path d="M16 1C7.7 1 1 7.6 1 15.8 1 27 16 43 16 43s15-16 15-27.2C31 7.6 24.3 1 16 1z" fill="#b3261e" stroke="#ffffff" stroke-width="2"/><circle cx="16" cy="16" r="5.5" fill="#ffffff"/></svg>',
  iconSize: [32, 44],
  iconAnchor: [16, 43],
});

/**
 * The Karte slide's map (Leaflet; this module and its CSS load only with that slide). Clicking or
 * tapping marks the site; keyboard users pan with the arrow keys and take the map's centre. The
 * address search beside it is the main way to set the site; the map is the visual complement.
 * Without base tiles (no network, or VITE_MAP_TILE_URL=off) marking still works. When no tile loads,
 * a note says so and points to the address search and to going on without a site.
 */
export default function SiteMap({ site, around, onPick, instructionsId }: SiteMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const markerRef = useRef<L.Marker | null>(null);
  const onPickRef = useRef(onPick);
  /** No base tile loaded, at least one failed (no network, the tile service down or blocked). */
  const [tilesFailed, setTilesFailed] = useState(false);

  useEffect(() => {
    onPickRef.current = onPick;
  }, [onPick]);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const map = L.map(container, {
      center: GERMANY,
      zoom: 6,
      zoomControl: false,
      attributionControl: true,
      keyboardPanDelta: 120,
    });
    L.control.zoom({ zoomInTitle: 'Vergrößern', zoomOutTitle: 'Verkleinern' }).addTo(map);
    map.attributionControl.setPrefix(false);
    if (config.map.tileUrl) {
      let loaded = 0;
      L.tileLayer(config.map.tileUrl, {
        attribution: config.map.attribution,
        maxZoom: 19,
        crossOrigin: false,
      })
        .on('tileload', () => {
          loaded += 1;
          setTilesFailed(false);
        })
        .on('tileerror', () => {
          if (loaded === 0) setTilesFailed(true);
        })
        .addTo(map);
    }
    map.on('click', (event: L.LeafletMouseEvent) =>
      onPickRef.current({ lon: event.latlng.lng, lat: event.latlng.lat }),
    );
    container.setAttribute('aria-describedby', instructionsId);
    mapRef.current = map;
    return () => {
      map.remove();
      mapRef.current = null;
      markerRef.current = null;
    };
  }, [instructionsId]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    if (site) {
      const position: L.LatLngTuple = [site.lat, site.lon];
      if (markerRef.current) markerRef.current.setLatLng(position);
      else markerRef.current = L.marker(position, { icon: PIN, interactive: false, keyboard: false }).addTo(map);
      map.setView(position, Math.max(map.getZoom(), 16));
    } else {
      markerRef.current?.remove();
      markerRef.current = null;
      if (around) map.setView([around.lat, around.lon], 14);
    }
  }, [site, around]);

  const takeCentre = () => {
    const centre = mapRef.current?.getCenter();
    if (centre) onPick({ lon: centre.lng, lat: centre.lat });
  };

  return (
    <div className="qc-map">
      <p className="qc-map__note" role="status">
        {tilesFailed &&
          'Die Karte konnte nicht geladen werden. Die Adresssuche oben und „Ohne Standort fortfahren“ funktionieren trotzdem.'}
      </p>
      <div ref={containerRef} className="qc-map__canvas" role="region" aria-label="Karte zum Markieren des Standorts" />
      <button type="button" className="button button--secondary qc-map__centre" onClick={takeCentre}>
        Kartenmitte als Standort übernehmen
      </button>
    </div>
  );
}
