import type { QuickCheck } from '@baucheck/shared/checks';
import type { EngineCheck } from '@baucheck/shared/engine/model';

/*
 * A small check for the unit tests of this folder (not used at run time): one chapter with a yes/no
 * and a measurement question, one chapter with the map and the side laws.
 */

const yesNo = (slideId: string, yes: [string | null, string | null], no: [string | null, string | null]) => [
  { id: `${slideId}-ja`, answer: 'ja' as const, label: 'Ja', position: 0, outcome_id: yes[0], next_slide_id: yes[1] },
  {
    id: `${slideId}-nein`,
    answer: 'nein' as const,
    label: 'Nein',
    position: 1,
    outcome_id: no[0],
    next_slide_id: no[1],
  },
];

export const FIXTURE_CHECK: EngineCheck = {
  slides: [
    {
      id: 'start',
      type: 'Text',
      position: 0,
      attributes: { Frage: 'Gartenhaus: Brauche ich eine Genehmigung?' },
      responses: [],
    },
    { id: 'k-bau', type: 'Kapitel', position: 10, attributes: { Frage: 'Baurecht' }, responses: [] },
    {
      id: 'aufenthalt',
      type: 'Ja-Oder-Nein',
      position: 20,
      attributes: {
        Frage: 'Soll es einen Aufenthaltsraum geben?',
        Lokales: '<p>Örtlicher Hinweis <script>x()</script></p>',
      },
      responses: yesNo('aufenthalt', ['genehmigung', 'zwischen'], [null, null]),
    },
    {
      id: 'volumen',
      type: 'Ja-Oder-Nein',
      position: 30,
      attributes: {
        Frage: 'Wie groß ist der Brutto-Rauminhalt?',
        'Mess-Kategorie': 'Rauminhalt',
        'Vergleichs-Einheit': 'm³',
        Messwert: '75',
      },
      responses: yesNo('volumen', ['frei', null], ['genehmigung', null]),
    },
    {
      id: 'zwischen',
      type: 'Zwischenergebnis',
      position: 40,
      attributes: { Frage: 'Zwischenergebnis' },
      responses: [],
    },
    { id: 'k-neben', type: 'Kapitel', position: 50, attributes: { Frage: 'Baunebenrecht' }, responses: [] },
    {
      id: 'karte',
      type: 'Karte',
      position: 60,
      attributes: { Frage: 'Wo soll das Gartenhaus stehen?' },
      responses: [],
    },
    {
      id: 'neben',
      type: 'Baunebenrechte',
      position: 70,
      attributes: { Frage: 'Baunebenrechte an Ihrem Standort' },
      responses: yesNo('neben', ['weitere', null], [null, null]),
    },
    { id: 'ende', type: 'Endergebnis', position: 80, attributes: { Frage: 'Ihr Ergebnis' }, responses: [] },
  ],
  outcomes: [
    {
      id: 'genehmigung',
      chapter_id: 'k-bau',
      title: 'Baugenehmigung erforderlich',
      text: '<p>Ein <strong>Bauantrag</strong> ist nötig.</p>',
      severity: 'genehmigungspflichtig',
      ranking: 1,
    },
    {
      id: 'frei',
      chapter_id: 'k-bau',
      title: 'Verfahrensfrei',
      text: '<p>Keine Baugenehmigung nötig.<img src="https://tracker.example/p.png"></p>',
      severity: 'verfahrensfrei',
      ranking: 2,
    },
    {
      id: 'weitere',
      chapter_id: 'k-neben',
      title: 'Weitere Genehmigungen erforderlich',
      text: '<p>Weitere Erlaubnis nötig.</p>',
      severity: 'weitere_genehmigungen',
      ranking: 1,
    },
    {
      id: 'keine',
      chapter_id: 'k-neben',
      title: 'Keine weiteren Genehmigungen erkennbar',
      text: '<p>Nichts erkennbar.</p>',
      severity: 'verfahrensfrei',
      ranking: 2,
    },
  ],
};

export const FIXTURE_QUICK_CHECK: QuickCheck = {
  check_id: 'check-1',
  version: 3,
  group: 'gartenhaus',
  type: 'Standard',
  title: 'Gartenhaus (Bayern)',
  legal_basis: 'Art. 57 Abs. 1 Nr. 1 Buchst. a BayBO',
  as_of: '2026-03-01',
  published_at: '2026-03-02T10:00:00.000Z',
  reference_unit: {
    id: 'unit-lindenau',
    slug: 'lindenau',
    name: 'Markt Lindenau',
    land_name: 'Bayern',
    coat_of_arms: null,
  },
  contact: {
    office: 'Bauamt Markt Lindenau',
    phone: '+49 8999 1234-50',
    email: 'bauamt@lindenau.example',
    website: 'https://www.lindenau.example',
  },
  side_laws: {
    Denkmalschutz: {
      text: 'Der historische Marktplatz ist ein Ensemble.',
      contact: 'Untere Denkmalschutzbehörde, Tel. +49 8999 777-310',
    },
  },
  links: { 'Bebauungsplan-Link': 'https://www.lindenau.example/bebauungsplaene' },
  definition: FIXTURE_CHECK,
};
