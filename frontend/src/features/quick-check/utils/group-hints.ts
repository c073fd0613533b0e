import type { CheckGroup } from '@baucheck/shared/enums';

/** One line per project type that tells residents which one is theirs. */
export const GROUP_HINTS: Record<CheckGroup, string> = {
  carport_garage: 'Überdachter Stellplatz oder geschlossene Garage für Ihr Auto',
  gartenhaus: 'Gerätehaus, Gartenhaus oder Schuppen ohne Aufenthaltsräume',
  solaranlage_gebaeudeabhaengig: 'Photovoltaik oder Solarthermie auf dem Dach oder an der Fassade',
  solaranlage_gebaeudeunabhaengig: 'Freistehende Anlage, zum Beispiel im Garten oder auf einer Freifläche',
};
