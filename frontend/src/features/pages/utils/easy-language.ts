export interface EasyLanguageSection {
  title: string;
  lines: string[];
}

/**
 * The explanation in Leichte Sprache. The Gebärdensprache page shows the same text under its video,
 * so both always say the same.
 */
export const EASY_LANGUAGE_SECTIONS = (product: string): EasyLanguageSection[] => [
  {
    title: `Was ist der ${product}?`,
    lines: [
      `Der ${product} ist eine Internet-Seite.`,
      'Sie wollen etwas bauen.',
      'Zum Beispiel: eine Garage, ein Garten-Haus oder eine Solar-Anlage.',
      'Dann brauchen Sie manchmal eine Erlaubnis vom Amt.',
      'Diese Erlaubnis heißt: Bau-Genehmigung.',
      `Der ${product} sagt Ihnen: Brauchen Sie wahrscheinlich eine Bau-Genehmigung oder nicht?`,
    ],
  },
  {
    title: `So benutzen Sie den ${product}`,
    lines: [
      'Sie klicken auf: Quick-Check starten.',
      'Sie lesen die Hinweise zum Daten-Schutz.',
      'Sie wählen aus: Was wollen Sie bauen?',
      'Sie wählen Ihre Gemeinde aus.',
      'Dann beantworten Sie Fragen.',
      'Zum Beispiel: Wie groß wird die Garage?',
      'Sie schreiben dann eine Zahl in ein Feld.',
      'Sie geben auch die Adresse von Ihrem Grundstück ein.',
      'Am Ende sehen Sie das Ergebnis.',
      'Sie können das Ergebnis als PDF-Datei speichern.',
    ],
  },
  {
    title: 'Das Ergebnis',
    lines: [
      'Das Ergebnis ist nur eine Hilfe.',
      'Das Ergebnis ist keine Entscheidung vom Amt.',
      'Das Amt für Bauen entscheidet.',
      'Im Ergebnis steht: Wer kann Ihnen helfen?',
      'Dort können Sie anrufen oder eine E-Mail schreiben.',
    ],
  },
  {
    title: 'Ihre Daten',
    lines: [
      'Sie müssen sich nicht anmelden.',
      'Sie müssen Ihren Namen nicht sagen.',
      'Wir speichern Ihre Antworten nicht.',
      'Ihre Antworten bleiben in Ihrem Browser.',
      'Wenn Sie das Fenster schließen, sind die Antworten weg.',
    ],
  },
  {
    title: 'Hilfe und Fragen',
    lines: [
      'Sie haben ein Problem mit der Internet-Seite?',
      'Zum Beispiel: Sie können etwas nicht lesen oder nicht klicken.',
      'Dann schreiben Sie uns.',
      'Das geht auf der Seite: Barriere-Freiheit.',
      'Der Link ist unten auf jeder Seite.',
    ],
  },
];
