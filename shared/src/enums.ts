/**
 * Enumerations that the frontend, the functions and the infrastructure must agree on.
 * Identifiers are what travels in paths and JSON; German labels are what users see.
 */

export const CHECK_GROUPS = [
  'carport_garage',
  'gartenhaus',
  'solaranlage_gebaeudeabhaengig',
  'solaranlage_gebaeudeunabhaengig',
] as const;
export type CheckGroup = (typeof CHECK_GROUPS)[number];

export const CHECK_GROUP_LABELS: Record<CheckGroup, string> = {
  carport_garage: 'Carport / Garage',
  gartenhaus: 'Gartenhaus',
  solaranlage_gebaeudeabhaengig: 'Solaranlage gebäudeabhängig',
  solaranlage_gebaeudeunabhaengig: 'Solaranlage gebäudeunabhängig',
};

export const LEVELS = ['Administrator', 'Land', 'Kommune', 'Partner', 'Standard'] as const;
export type Level = (typeof LEVELS)[number];

/** "Public administration" in SPEC.md section 6: the levels that maintain checks and embed links. */
export const PUBLIC_ADMINISTRATION_LEVELS = ['Administrator', 'Land', 'Kommune'] as const satisfies readonly Level[];

export const FAQ_TYPES = ['Landing Page FAQs', 'Admin-Bereich FAQs'] as const;
export type FaqType = (typeof FAQ_TYPES)[number];

export const FAQ_TARGET_GROUPS = ['Kommunen', 'Produktmanager'] as const;
export type FaqTargetGroup = (typeof FAQ_TARGET_GROUPS)[number];

export const SLIDE_TYPES = [
  'Ja-Oder-Nein',
  'Text',
  'Karte',
  'Zwischenergebnis',
  'Endergebnis',
  'Kapitel',
  'Baunebenrechte',
] as const;
export type SlideType = (typeof SLIDE_TYPES)[number];

export const MEASUREMENT_CATEGORIES = ['Höhe', 'Länge', 'Grundfläche', 'Wandfläche', 'Rauminhalt'] as const;
export type MeasurementCategory = (typeof MEASUREMENT_CATEGORIES)[number];
