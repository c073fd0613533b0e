import {
  MEASUREMENT_CATEGORIES,
  MEASUREMENT_UNITS,
  SLIDE_ATTRIBUTE_LABELS,
  type SlideAttributeKey,
  type SlideType,
} from '@baucheck/shared/enums';
import { attributeMax } from '@baucheck/shared/checks';
import { tooLongText } from '@baucheck/shared/error-texts';
import { thresholdProblem } from '@baucheck/shared/german-numbers';

export type FieldKind = 'text' | 'html' | 'url' | 'image' | 'category' | 'unit' | 'threshold';

export interface FieldDefinition {
  label: string;
  kind: FieldKind;
  hint?: string;
}

/** How each attribute is edited (SPEC.md section 3 keys), with German labels and hints. */
export const FIELD_DEFINITIONS: Record<SlideAttributeKey, FieldDefinition> = {
  Frage: { label: SLIDE_ATTRIBUTE_LABELS.Frage, kind: 'text' },
  Beschreibung: {
    label: SLIDE_ATTRIBUTE_LABELS.Beschreibung,
    kind: 'html',
    hint: 'Erklärt die Frage; erscheint unter der Überschrift.',
  },
  Lokales: {
    label: SLIDE_ATTRIBUTE_LABELS.Lokales,
    kind: 'html',
    hint: 'Hinweise für den Ort, z. B. zu einer Gestaltungssatzung. Erscheint hervorgehoben.',
  },
  Link: { label: SLIDE_ATTRIBUTE_LABELS.Link, kind: 'url', hint: 'Vollständige Adresse mit https://' },
  Bild: { label: SLIDE_ATTRIBUTE_LABELS.Bild, kind: 'image', hint: 'PNG, JPEG oder WebP, höchstens 5 MB.' },
  Rechtsgrundlage: {
    label: SLIDE_ATTRIBUTE_LABELS.Rechtsgrundlage,
    kind: 'text',
    hint: 'Erscheint im Ergebnis dieses Kapitels unter „Warum?“, z. B. „Art. 6 BayDSchG, § 78 WHG“. Ohne Angabe nennt das Kapitel die Rechtsgrundlage des Checks, ein Kapitel mit Baunebenrechte-Folie keine.',
  },
  'Mess-Kategorie': { label: SLIDE_ATTRIBUTE_LABELS['Mess-Kategorie'], kind: 'category' },
  'Vergleichs-Einheit': { label: SLIDE_ATTRIBUTE_LABELS['Vergleichs-Einheit'], kind: 'unit' },
  Messwert: {
    label: SLIDE_ATTRIBUTE_LABELS.Messwert,
    kind: 'threshold',
    hint: 'Eine Zahl größer als 0, z. B. 75 oder 2,75.',
  },
};

export const CATEGORY_OPTIONS = MEASUREMENT_CATEGORIES;
export const UNIT_OPTIONS = MEASUREMENT_UNITS;

/** What "Frage" means on each kind of slide, as its field is labelled. */
export function frageLabel(type: SlideType): string {
  if (type === 'Kapitel') return 'Name des Kapitels';
  if (type === 'Ja-Oder-Nein') return 'Frage';
  return 'Überschrift';
}

const CHAPTER_FIELDS: SlideAttributeKey[] = ['Frage', 'Beschreibung', 'Rechtsgrundlage'];
const TEXT_FIELDS: SlideAttributeKey[] = ['Frage', 'Beschreibung', 'Lokales', 'Link', 'Bild'];

/** Fields of the check's own values by slide type; measurement fields only where a question is asked. */
export function ownFieldsOf(type: SlideType): SlideAttributeKey[] {
  return type === 'Kapitel' ? CHAPTER_FIELDS : TEXT_FIELDS;
}

export const MEASUREMENT_FIELDS: SlideAttributeKey[] = ['Mess-Kategorie', 'Vergleichs-Einheit', 'Messwert'];

/**
 * Fields a unit may set locally: the same texts, links, images and chapter legal basis (a Gemeinde may
 * cite its own bylaw) and, on measurement questions, the threshold.
 */
export function localFieldsOf(type: SlideType, measurement: boolean): SlideAttributeKey[] {
  const fields = ownFieldsOf(type);
  return measurement ? [...fields, 'Messwert'] : fields;
}

/** The German reason a value would be refused (the server checks the same), or null. */
export function attributeError(key: SlideAttributeKey, value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  if (trimmed.length > attributeMax(key)) return tooLongText(attributeMax(key));
  switch (FIELD_DEFINITIONS[key].kind) {
    case 'url':
      return /^https:\/\/[^\s]+$/.test(trimmed) ? null : 'Bitte einen vollständigen Link mit https:// angeben.';
    case 'threshold':
      return thresholdProblem(trimmed);
    default:
      return null;
  }
}
