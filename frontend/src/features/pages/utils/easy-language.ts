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
    // Says what the Datenschutzerklärung says (section 3), in Leichte Sprache: answers in the tab's
    // storage, the address to the server without storing it, the answers to the server for a PDF
    // (kept one day), anonymous counting of finished checks.
    lines: [
      'Sie müssen sich nicht anmelden.',
      'Sie müssen Ihren Namen nicht sagen.',
      'Ihr Browser merkt sich Ihre Antworten.',
      'Dann können Sie zurück-gehen und Antworten ändern.',
      'Wenn Sie das Fenster schließen, sind die Antworten weg.',
      'Sie geben die Adresse von Ihrem Grundstück ein?',
      'Dann schicken wir die Adresse an unseren Computer.',
      'Der Computer sucht: Gibt es dort besondere Regeln? Zum Beispiel für den Natur-Schutz.',
      'Wir speichern die Adresse nicht.',
      'Sie wollen das Ergebnis als PDF-Datei?',
      'Dann schicken wir Ihre Antworten an unseren Computer.',
      'Der Computer macht daraus die PDF-Datei.',
      'Nach 1 Tag löschen wir die PDF-Datei.',
      'Wir zählen, wie oft Menschen den Check bis zum Ende machen.',
      'Wir zählen auch: Was wollen die Menschen bauen? In welcher Gemeinde? Was ist das Ergebnis?',
      'Dabei wissen wir nicht, wer Sie sind.',
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
