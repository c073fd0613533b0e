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

/** What staff read for a chapter type (the values above are the API's and stay as they are). */
export const FAQ_TYPE_LABELS: Record<FaqType, string> = {
  'Landing Page FAQs': 'FAQs der Startseite',
  'Admin-Bereich FAQs': 'FAQs des Admin-Bereichs',
};

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

/** Units a measurement question compares in. */
export const MEASUREMENT_UNITS = ['m', 'm²', 'm³'] as const;
export type MeasurementUnit = (typeof MEASUREMENT_UNITS)[number];

/** Slide attribute keys (SPEC.md section 3). `Frage` is the slide's question or heading. */
export const SLIDE_ATTRIBUTE_KEYS = [
  'Frage',
  'Beschreibung',
  'Lokales',
  'Link',
  'Mess-Kategorie',
  'Vergleichs-Einheit',
  'Messwert',
  'Bild',
  // Beyond SPEC.md's keys: a chapter's own legal basis (on its Kapitel slide), which the result's
  // "Warum?" of that chapter cites instead of the check's (a side-law chapter rests on other laws).
  'Rechtsgrundlage',
] as const;
export type SlideAttributeKey = (typeof SLIDE_ATTRIBUTE_KEYS)[number];

/** Each attribute as staff read it: in the editor's fields and in a check's documentation PDF. */
export const SLIDE_ATTRIBUTE_LABELS: Record<SlideAttributeKey, string> = {
  Frage: 'Frage oder Überschrift',
  Beschreibung: 'Beschreibung',
  Lokales: 'Lokaler Hinweis',
  Link: 'Weiterführender Link',
  'Mess-Kategorie': 'Mess-Kategorie',
  'Vergleichs-Einheit': 'Vergleichs-Einheit',
  Messwert: 'Grenzwert',
  Bild: 'Bild',
  Rechtsgrundlage: 'Rechtsgrundlage des Kapitels',
};

/**
 * Outcome severities, least severe first. A chapter's result is its highest-ranked triggered
 * outcome; the overall result is the most severe chapter result.
 */
export const OUTCOME_SEVERITIES = [
  'verfahrensfrei',
  'weitere_genehmigungen',
  'bauaufsicht_kontaktieren',
  'genehmigungspflichtig',
] as const;
export type OutcomeSeverity = (typeof OUTCOME_SEVERITIES)[number];

export const OUTCOME_SEVERITY_LABELS: Record<OutcomeSeverity, string> = {
  verfahrensfrei: 'Verfahrensfrei',
  // "möglicherweise": it summarises chapters that say only that side laws may apply (a skipped site,
  // a development plan), so it must not claim more than they do.
  weitere_genehmigungen: 'Verfahrensfrei, aber weitere Genehmigungen möglicherweise erforderlich',
  bauaufsicht_kontaktieren: 'Bitte wenden Sie sich an die Bauaufsichtsbehörde',
  genehmigungspflichtig: 'Baugenehmigung erforderlich',
};

/**
 * One chapter's severity in words that speak for that chapter alone: on its card on the result page,
 * on the interim result and in the PDF. OUTCOME_SEVERITY_LABELS name the overall result
 * ("Verfahrensfrei, aber …") and would claim too much there: the side-law chapter, for one, does
 * not decide whether the project needs a building permit.
 */
export const CHAPTER_SEVERITY_LABELS: Record<OutcomeSeverity, string> = {
  verfahrensfrei: 'kein Hindernis erkannt',
  weitere_genehmigungen: 'weitere Erlaubnis möglich',
  bauaufsicht_kontaktieren: 'Rücksprache mit der Behörde nötig',
  genehmigungspflichtig: 'Genehmigung erforderlich',
};

/** Side laws that may apply at a site even when no permit is needed (Baunebenrechte). */
export const SIDE_LAWS = ['Denkmalschutz', 'Naturschutz', 'Hochwasser', 'Überschwemmung', 'Trinkwasser'] as const;
export type SideLaw = (typeof SIDE_LAWS)[number];

/**
 * What the result page and the PDF say in their side-law section when the resident went on without a
 * site: nothing was looked up, so side laws cannot be excluded (the engine then answers "Ja").
 */
export const SITE_NOT_CHECKED_TEXT = 'Standort nicht angegeben – Schutzgebiete wurden nicht geprüft.';

/**
 * Links a unit gives residents: its local plans and bylaws, and the online application portal (e.g. the
 * Land's digital Bauantrag), which residents whose project needs a permit are offered as the next step.
 */
export const LOCAL_LINK_KEYS = [
  'Bebauungsplan-Link',
  'Gestaltungssatzung-Link',
  'Grundstücksbesonderheit-Link',
  'Sonderfall-Link',
  'Antragsportal-Link',
] as const;
export type LocalLinkKey = (typeof LOCAL_LINK_KEYS)[number];

/** The link to the online application portal: not a local regulation, but the next step after a result. */
export const APPLICATION_PORTAL_LINK: LocalLinkKey = 'Antragsportal-Link';

/** The links to local plans and bylaws (every link but the application portal). */
export const LOCAL_REGULATION_LINK_KEYS = LOCAL_LINK_KEYS.filter((key) => key !== APPLICATION_PORTAL_LINK);

/** Whether an overall result means the project needs a building permit (then the portal is the next step). */
export const needsBuildingPermit = (overall: OutcomeSeverity | null | undefined): boolean =>
  overall === 'genehmigungspflichtig';

export const CHECK_TYPES = ['Standard', 'Individuell'] as const;
export type CheckType = (typeof CHECK_TYPES)[number];
