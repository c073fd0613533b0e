/*
 * Where "Dienst testen" asks a service when staff name no point: the town hall of the Land's capital
 * (its seat of government), by the Land's AGS. Reference units carry no coordinates, and every Land's
 * services cover its capital; a town hall usually lies in a monument ensemble and a development plan,
 * so a test there tends to show real areas coming back rather than an empty answer.
 */

export interface Point {
  lon: number;
  lat: number;
}

const CAPITAL_TOWN_HALLS: Record<string, Point> = {
  '01': { lon: 10.1322, lat: 54.3216 }, // Kiel
  '02': { lon: 9.9927, lat: 53.5503 }, // Hamburg
  '03': { lon: 9.7382, lat: 52.3667 }, // Hannover
  '04': { lon: 8.8072, lat: 53.0758 }, // Bremen
  '05': { lon: 6.772, lat: 51.2263 }, // Düsseldorf
  '06': { lon: 8.2416, lat: 50.0811 }, // Wiesbaden
  '07': { lon: 8.279, lat: 50.001 }, // Mainz
  '08': { lon: 9.178, lat: 48.7752 }, // Stuttgart
  '09': { lon: 11.5755, lat: 48.1374 }, // München
  '10': { lon: 6.9965, lat: 49.236 }, // Saarbrücken
  '11': { lon: 13.4087, lat: 52.5185 }, // Berlin
  '12': { lon: 13.0622, lat: 52.4005 }, // Potsdam
  '13': { lon: 11.4138, lat: 53.6288 }, // Schwerin
  '14': { lon: 13.741, lat: 51.048 }, // Dresden
  '15': { lon: 11.6398, lat: 52.1316 }, // Magdeburg
  '16': { lon: 11.0295, lat: 50.978 }, // Erfurt
};

/** The geographic centre of Germany, for a Land whose AGS is not one of the 16. */
const CENTRE_OF_GERMANY: Point = { lon: 10.4515, lat: 51.1657 };

export const testPointOfLand = (ags: string): Point => CAPITAL_TOWN_HALLS[ags.slice(0, 2)] ?? CENTRE_OF_GERMANY;
