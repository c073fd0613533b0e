import type { SeedCheck, SeedOutcome, SeedSlide } from './check-builder.ts';
import { DEMO_UNITS } from './reference-units.ts';

/*
 * Demo checks built on the permit-free limits in shared/DEMO-DATA.md: Bayern (Art. 57 BayBO) and
 * Baden-Württemberg (Anhang zu § 50 LBO) with different thresholds, so the two Länder give
 * different results for the same answers. Not legal advice; every result says so.
 */

const AS_OF = '2026-03-01';

/** "Baugenehmigung erforderlich" with its reason; each answer that sets it must make that reason true. */
const permitOutcome = (key: string, reason: string): SeedOutcome => ({
  key,
  title: 'Baugenehmigung erforderlich',
  text: `<p>${reason} Für Ihr Vorhaben ist voraussichtlich ein <strong>Bauantrag</strong> nötig. Reichen Sie ihn über Ihre Gemeinde ein; ein Entwurfsverfasser (z. B. Architektin oder Bauingenieur) hilft bei den Unterlagen.</p>`,
  severity: 'genehmigungspflichtig',
});

const baurechtOutcomes = (permitText: string): SeedOutcome[] => [
  permitOutcome('genehmigung', permitText),
  {
    key: 'kontakt',
    title: 'Bitte wenden Sie sich an die Bauaufsichtsbehörde',
    text: '<p>Nach Ihren Angaben lässt sich online nicht sicher beurteilen, ob Ihr Vorhaben verfahrensfrei ist. Bitte klären Sie es vorab mit der Bauaufsichtsbehörde.</p>',
    severity: 'bauaufsicht_kontaktieren',
  },
  {
    key: 'verfahrensfrei',
    title: 'Verfahrensfrei',
    text: '<p>Ihr Vorhaben braucht voraussichtlich <strong>keine Baugenehmigung</strong>. Es muss trotzdem alle Vorschriften einhalten: Abstandsflächen, Standsicherheit, Brandschutz, den Bebauungsplan und die Rechte Ihrer Nachbarn.</p>',
    severity: 'verfahrensfrei',
  },
];

/*
 * The side-law chapter's outcomes. "weitere" comes from three answers: protected areas found at the
 * site, no site given (the engine cannot rule side laws out then), or a development plan or design
 * bylaw; its text must be true for each. "keine" is only reached for a located site without
 * protected areas and no local plan, but says no more than the answers show.
 */
const nebenrechtOutcomes: SeedOutcome[] = [
  {
    key: 'weitere',
    title: 'Weitere Genehmigungen möglicherweise erforderlich',
    text: '<p>An Ihrem Standort können Baunebenrechte oder örtliche Vorschriften gelten, zum Beispiel Denkmal- oder Naturschutz, ein Bebauungsplan oder eine Gestaltungssatzung. Auch ein verfahrensfreies Vorhaben braucht dann möglicherweise eine <strong>weitere Erlaubnis</strong>. Was wir dazu wissen und welche Stellen zuständig sind, finden Sie unten.</p>',
    severity: 'weitere_genehmigungen',
  },
  {
    key: 'keine',
    title: 'Keine weiteren Genehmigungen erkennbar',
    text: '<p>Nach Ihren Angaben sind keine Baunebenrechte und keine örtlichen Vorschriften erkennbar, die eine weitere Erlaubnis verlangen. Prüfen Sie im Zweifel den Bebauungsplan Ihrer Gemeinde.</p>',
    severity: 'verfahrensfrei',
  },
];

/**
 * What the side-law chapter rests on (its "Warum?" cites it instead of the check's building-law article):
 * monument protection by Land, nature and water protection by federal law, the development plan and the
 * Land's local building rules.
 */
const NEBENRECHT_LEGAL_BASIS = {
  by: 'Art. 6 BayDSchG; §§ 23, 26 BNatSchG; §§ 52, 78 WHG; § 30 BauGB; Art. 81 BayBO',
  bw: '§ 8 DSchG BW; §§ 23, 26 BNatSchG; §§ 52, 78 WHG; § 30 BauGB; § 74 LBO',
} as const;

/** The second chapter every demo check shares: locate the site, show the side laws, ask for local plans. */
const nebenrechtSlides = (what: string, land: 'by' | 'bw'): SeedSlide[] => [
  {
    key: 'kapitel-nebenrecht',
    type: 'Kapitel',
    attributes: {
      Frage: 'Baunebenrecht',
      Beschreibung: '<p>Auch ohne Baugenehmigung können andere Vorschriften gelten.</p>',
      Rechtsgrundlage: NEBENRECHT_LEGAL_BASIS[land],
    },
  },
  {
    key: 'karte',
    type: 'Karte',
    attributes: {
      Frage: `Wo soll ${what} stehen?`,
      Beschreibung:
        '<p>Suchen Sie Ihre Adresse oder markieren Sie den Standort auf der Karte. Wir prüfen, ob dort Schutzgebiete oder Denkmäler liegen.</p>',
    },
  },
  {
    key: 'nebenrechte',
    type: 'Baunebenrechte',
    attributes: { Frage: 'Baunebenrechte an Ihrem Standort' },
    yes: { outcome: 'weitere' },
    no: {},
  },
  {
    key: 'bebauungsplan',
    type: 'Ja-Oder-Nein',
    attributes: {
      Frage:
        'Gibt es für Ihr Grundstück einen Bebauungsplan oder eine Gestaltungssatzung mit Vorgaben für Nebengebäude oder Dächer?',
      Beschreibung: '<p>Das erfahren Sie im Bauamt Ihrer Gemeinde oder in ihrem Online-Planportal.</p>',
    },
    yes: { outcome: 'weitere' },
    no: {},
  },
  { key: 'ende', type: 'Endergebnis', attributes: { Frage: 'Ihr Ergebnis' } },
];

const gartenhaus = (land: 'by' | 'bw'): SeedCheck => {
  const limit = land === 'by' ? '75' : '40';
  return {
    group: 'gartenhaus',
    land_id: land === 'by' ? DEMO_UNITS.bayern : DEMO_UNITS.badenWuerttemberg,
    title: `Gartenhaus (${land === 'by' ? 'Bayern' : 'Baden-Württemberg'})`,
    legal_basis: land === 'by' ? 'Art. 57 Abs. 1 Nr. 1 Buchst. a BayBO' : 'Anhang zu § 50 Abs. 1 LBO, Nr. 1 a',
    as_of: AS_OF,
    slides: [
      {
        key: 'start',
        type: 'Text',
        attributes: {
          Frage: 'Gartenhaus: Brauche ich eine Baugenehmigung?',
          Beschreibung: `<p>Gebäude ohne Aufenthaltsräume, Toiletten und Feuerstätten sind ${land === 'by' ? 'in Bayern' : 'in Baden-Württemberg'} bis ${limit} m³ Brutto-Rauminhalt verfahrensfrei${land === 'bw' ? ' (im Innenbereich)' : ''}. Beantworten Sie dazu ein paar Fragen.</p>`,
        },
      },
      { key: 'kapitel-baurecht', type: 'Kapitel', attributes: { Frage: 'Baurecht' } },
      {
        key: 'aufenthalt',
        type: 'Ja-Oder-Nein',
        attributes: {
          Frage:
            'Soll das Gartenhaus einen Aufenthaltsraum, eine Toilette oder eine Feuerstätte (zum Beispiel einen Ofen) erhalten?',
          Beschreibung:
            '<p>Ein Aufenthaltsraum ist zum dauernden Aufenthalt von Menschen bestimmt, etwa ein Gästezimmer oder Büro.</p>',
        },
        yes: { outcome: 'genehmigung', jump: 'zwischenergebnis' },
        no: {},
      },
      {
        key: 'aussenbereich',
        type: 'Ja-Oder-Nein',
        attributes: {
          Frage:
            'Liegt Ihr Grundstück im Außenbereich, also außerhalb eines bebauten Ortsteils und ohne Bebauungsplan?',
          Beschreibung: '<p>Im Außenbereich sind Gartenhäuser nur in Ausnahmefällen zulässig.</p>',
        },
        yes: { outcome: 'kontakt' },
        no: {},
      },
      {
        key: 'rauminhalt',
        type: 'Ja-Oder-Nein',
        attributes: {
          Frage: 'Wie groß ist der Brutto-Rauminhalt des Gartenhauses?',
          Beschreibung:
            '<p>Außenmaße Länge × Breite × mittlere Höhe, gemessen von der Geländeoberfläche bis zur Dachhaut. Ein Haus von 3 m × 4 m mit 2,5 m mittlerer Höhe hat 30 m³.</p>',
          'Mess-Kategorie': 'Rauminhalt',
          'Vergleichs-Einheit': 'm³',
          Messwert: limit,
        },
        yes: { outcome: 'verfahrensfrei' },
        no: { outcome: 'genehmigung' },
      },
      { key: 'zwischenergebnis', type: 'Zwischenergebnis', attributes: { Frage: 'Zwischenergebnis Baurecht' } },
      ...nebenrechtSlides('das Gartenhaus', land),
    ],
    outcomes: {
      'kapitel-baurecht': baurechtOutcomes(
        `Ein Gartenhaus mit Aufenthaltsraum, Toilette oder Feuerstätte oder mit mehr als ${limit} m³ ist nicht verfahrensfrei.`,
      ),
      'kapitel-nebenrecht': nebenrechtOutcomes,
    },
  };
};

const carport = (land: 'by' | 'bw'): SeedCheck => {
  const area = land === 'by' ? '50' : '30';
  return {
    group: 'carport_garage',
    land_id: land === 'by' ? DEMO_UNITS.bayern : DEMO_UNITS.badenWuerttemberg,
    title: `Carport / Garage (${land === 'by' ? 'Bayern' : 'Baden-Württemberg'})`,
    legal_basis:
      land === 'by'
        ? 'Art. 57 Abs. 1 Nr. 1 Buchst. b BayBO, Art. 6 Abs. 7 BayBO'
        : 'Anhang zu § 50 Abs. 1 LBO, Nr. 1 b',
    as_of: AS_OF,
    slides: [
      {
        key: 'start',
        type: 'Text',
        attributes: {
          Frage: 'Carport oder Garage: Brauche ich eine Baugenehmigung?',
          Beschreibung: `<p>Garagen und überdachte Stellplätze sind außerhalb des Außenbereichs bis ${area} m² Grundfläche verfahrensfrei, wenn sie die Regeln für Grenzbebauung einhalten.</p>`,
        },
      },
      { key: 'kapitel-baurecht', type: 'Kapitel', attributes: { Frage: 'Baurecht' } },
      // Both Länder exclude the Außenbereich (Art. 57 Abs. 1 Nr. 1 Buchst. b BayBO: "außer im Außenbereich").
      {
        key: 'aussenbereich',
        type: 'Ja-Oder-Nein',
        attributes: {
          Frage:
            'Liegt Ihr Grundstück im Außenbereich, also außerhalb eines bebauten Ortsteils und ohne Bebauungsplan?',
        },
        yes: { outcome: 'genehmigung-aussenbereich', jump: 'zwischenergebnis' },
        no: {},
      },
      {
        key: 'flaeche',
        type: 'Ja-Oder-Nein',
        attributes: {
          Frage: 'Wie groß ist die Grundfläche (Brutto-Grundfläche) des Carports oder der Garage?',
          Beschreibung: '<p>Außenmaße Länge × Breite, bei einem Carport einschließlich des Dachüberstands.</p>',
          'Mess-Kategorie': 'Grundfläche',
          'Vergleichs-Einheit': 'm²',
          Messwert: area,
        },
        yes: { outcome: 'verfahrensfrei' },
        no: { outcome: 'genehmigung', jump: 'zwischenergebnis' },
      },
      {
        key: 'grenze',
        type: 'Ja-Oder-Nein',
        attributes: {
          Frage: 'Soll der Carport oder die Garage direkt an der Grundstücksgrenze (ohne Abstandsfläche) stehen?',
        },
        yes: {},
        no: { jump: 'zwischenergebnis' },
      },
      {
        key: 'wandhoehe',
        type: 'Ja-Oder-Nein',
        attributes: {
          Frage: 'Wie hoch ist die Wand an der Grenze im Mittel?',
          Beschreibung: '<p>Gemessen von der Geländeoberfläche bis zum Schnittpunkt der Wand mit der Dachhaut.</p>',
          'Mess-Kategorie': 'Höhe',
          'Vergleichs-Einheit': 'm',
          Messwert: '3',
        },
        yes: {},
        no: { outcome: 'kontakt' },
      },
      {
        key: 'laenge',
        type: 'Ja-Oder-Nein',
        attributes: {
          Frage: 'Wie lang ist die Bebauung an dieser Grundstücksgrenze insgesamt?',
          'Mess-Kategorie': 'Länge',
          'Vergleichs-Einheit': 'm',
          Messwert: '9',
        },
        yes: {},
        no: { outcome: 'kontakt' },
      },
      { key: 'zwischenergebnis', type: 'Zwischenergebnis', attributes: { Frage: 'Zwischenergebnis Baurecht' } },
      ...nebenrechtSlides('der Carport oder die Garage', land),
    ],
    outcomes: {
      // The Außenbereich has its own outcome: the floor area's reason would be wrong for it.
      'kapitel-baurecht': [
        permitOutcome(
          'genehmigung-aussenbereich',
          'Im Außenbereich ist eine Garage oder ein Carport nicht verfahrensfrei, auch wenn sie klein sind.',
        ),
        ...baurechtOutcomes(
          `Eine Garage oder ein Carport mit mehr als ${area} m² Grundfläche ist nicht verfahrensfrei.`,
        ),
      ],
      'kapitel-nebenrecht': nebenrechtOutcomes,
    },
  };
};

const solarOnBuilding: SeedCheck = {
  group: 'solaranlage_gebaeudeabhaengig',
  land_id: DEMO_UNITS.bayern,
  title: 'Solaranlage gebäudeabhängig (Bayern)',
  legal_basis: 'Art. 57 Abs. 1 Nr. 3 Buchst. a BayBO',
  as_of: AS_OF,
  slides: [
    {
      key: 'start',
      type: 'Text',
      attributes: {
        Frage: 'Solaranlage auf dem Dach oder an der Fassade',
        Beschreibung:
          '<p>Solaranlagen in, an und auf Dach- und Außenwandflächen sind in Bayern verfahrensfrei. Wichtig sind vor allem Denkmalschutz und örtliche Gestaltungsvorgaben.</p>',
      },
    },
    { key: 'kapitel-baurecht', type: 'Kapitel', attributes: { Frage: 'Baurecht' } },
    {
      key: 'dach',
      type: 'Ja-Oder-Nein',
      attributes: { Frage: 'Wird die Anlage auf oder an einem Dach oder einer Außenwand eines Gebäudes angebracht?' },
      yes: { outcome: 'verfahrensfrei' },
      no: { outcome: 'kontakt', jump: 'zwischenergebnis' },
    },
    {
      key: 'gebaeudeart',
      type: 'Ja-Oder-Nein',
      attributes: {
        Frage: 'Ist das Gebäude ein Hochhaus oder ein Sonderbau, zum Beispiel eine Schule oder ein Krankenhaus?',
      },
      yes: { outcome: 'kontakt' },
      no: {},
    },
    { key: 'zwischenergebnis', type: 'Zwischenergebnis', attributes: { Frage: 'Zwischenergebnis Baurecht' } },
    ...nebenrechtSlides('die Anlage', 'by'),
  ],
  outcomes: {
    'kapitel-baurecht': baurechtOutcomes('Diese Anlage ist nicht verfahrensfrei.'),
    'kapitel-nebenrecht': nebenrechtOutcomes,
  },
};

const solarFreestanding = (land: 'by' | 'bw'): SeedCheck => ({
  group: 'solaranlage_gebaeudeunabhaengig',
  land_id: land === 'by' ? DEMO_UNITS.bayern : DEMO_UNITS.badenWuerttemberg,
  title: `Solaranlage gebäudeunabhängig (${land === 'by' ? 'Bayern' : 'Baden-Württemberg'})`,
  legal_basis: land === 'by' ? 'Art. 57 Abs. 1 Nr. 3 Buchst. b BayBO' : 'Anhang zu § 50 Abs. 1 LBO, Nr. 3 c',
  as_of: AS_OF,
  slides: [
    {
      key: 'start',
      type: 'Text',
      attributes: {
        Frage: 'Freistehende Solaranlage im Garten',
        Beschreibung: '<p>Gebäudeunabhängige Solaranlagen sind bis 3 m Höhe und 9 m Gesamtlänge verfahrensfrei.</p>',
      },
    },
    { key: 'kapitel-baurecht', type: 'Kapitel', attributes: { Frage: 'Baurecht' } },
    {
      key: 'hoehe',
      type: 'Ja-Oder-Nein',
      attributes: {
        Frage: 'Wie hoch wird die Anlage?',
        'Mess-Kategorie': 'Höhe',
        'Vergleichs-Einheit': 'm',
        Messwert: '3',
      },
      yes: { outcome: 'verfahrensfrei' },
      no: { outcome: 'genehmigung' },
    },
    {
      key: 'laenge',
      type: 'Ja-Oder-Nein',
      attributes: {
        Frage: 'Wie lang wird die Anlage insgesamt?',
        'Mess-Kategorie': 'Länge',
        'Vergleichs-Einheit': 'm',
        Messwert: '9',
      },
      yes: {},
      no: { outcome: 'genehmigung' },
    },
    { key: 'zwischenergebnis', type: 'Zwischenergebnis', attributes: { Frage: 'Zwischenergebnis Baurecht' } },
    ...nebenrechtSlides('die Anlage', land),
  ],
  outcomes: {
    'kapitel-baurecht': baurechtOutcomes(
      'Eine freistehende Solaranlage über 3 m Höhe oder 9 m Länge ist nicht verfahrensfrei.',
    ),
    'kapitel-nebenrecht': nebenrechtOutcomes,
  },
});

export const SEED_CHECKS: SeedCheck[] = [
  gartenhaus('by'),
  carport('by'),
  solarOnBuilding,
  solarFreestanding('by'),
  gartenhaus('bw'),
  carport('bw'),
  solarFreestanding('bw'),
];
