import type { SlideType } from '@baucheck/shared/enums';

/** What each slide type does, in the words of the people who build checks. */
export const SLIDE_TYPE_TEXTS: Record<SlideType, { label: string; description: string }> = {
  'Ja-Oder-Nein': {
    label: 'Ja-oder-Nein-Frage',
    description:
      'Eine Frage mit den Antworten Ja und Nein, oder mit Mess-Kategorie, Einheit und Grenzwert eine Messfrage. Jede Antwort kann ein Ergebnis setzen und zu einer späteren Folie springen.',
  },
  Text: { label: 'Text', description: 'Eine Information ohne Frage, zum Beispiel eine Einleitung.' },
  Karte: {
    label: 'Karte',
    description: 'Die Bürgerin oder der Bürger sucht den Standort; danach sind die Schutzgebiete dort bekannt.',
  },
  Zwischenergebnis: { label: 'Zwischenergebnis', description: 'Zeigt das Ergebnis des aktuellen Kapitels.' },
  Endergebnis: { label: 'Endergebnis', description: 'Zeigt die Ergebnisse aller Kapitel; der Check endet hier.' },
  Kapitel: {
    label: 'Kapitel',
    description: 'Beginnt ein Kapitel (z. B. Baurecht, Baunebenrecht). Ergebnisse gehören immer zu einem Kapitel.',
  },
  Baunebenrechte: {
    label: 'Baunebenrechte',
    description:
      'Listet die Baunebenrechte am Standort der Karten-Folie. Mit Antworten verzweigt sie: „Ja“, wenn dort Baunebenrechte gelten oder kein Standort angegeben wurde.',
  },
};

/** "12.03.2026" for an ISO date or timestamp. */
export function germanDate(iso: string): string {
  const date = new Date(iso.length === 10 ? `${iso}T00:00:00` : iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric' });
}

/**
 * When a unit's local values reach residents: at once, on the slides of the published version (they
 * are live content, no new version needed); before the first publication, with it.
 */
export function localValuesReachText(latestVersion: number): string {
  return latestVersion > 0
    ? `Gespeicherte lokale Werte erreichen Bürgerinnen und Bürger sofort, mit der veröffentlichten Version ${latestVersion} – ohne neue Veröffentlichung.`
    : 'Gespeicherte lokale Werte erreichen Bürgerinnen und Bürger, sobald der Check veröffentlicht ist.';
}

/** Beside the content tab's preview of the draft: the local values themselves do not wait for a publication. */
export function localValuesLiveNote(latestVersion: number): string | undefined {
  return latestVersion > 0
    ? `Die lokalen Werte selbst gelten schon jetzt, in der veröffentlichten Version ${latestVersion}.`
    : undefined;
}
