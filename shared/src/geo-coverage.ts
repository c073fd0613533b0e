import { SIDE_LAWS, type SideLaw } from './enums.ts';
import type { Area, AreaKind, AreaSource, CoverageState, KindCoverage } from './geo.ts';

/*
 * How the result page and the PDF name what was checked at a site, per area kind: the same words in
 * both, so a resident who prints the result reads what the page said. "keine Daten" is never worded as
 * if the site were clear: it always says that the kind could not be checked.
 */

/**
 * Areas closer to the site than this count as "at the site", on the result page and in the PDF alike:
 * a marker is never exactly where the building goes, and a plot at the edge of a protected area is
 * affected too.
 */
export const SITE_DISTANCE_M = 25;

/** The longest "Hinweis melden" text (the form's limit and the route's). */
export const GEO_REPORT_TEXT_MAX = 2000;

/** Each area kind as residents know it. */
export const AREA_KIND_TITLES: Record<AreaKind, string> = {
  Denkmalschutz: 'Denkmalschutz',
  Naturschutz: 'Naturschutz',
  Hochwasser: 'Hochwasser',
  Überschwemmung: 'Überschwemmungsgebiet',
  Trinkwasser: 'Trinkwasserschutz',
  Bebauungsplan: 'Bebauungsplan',
};

/** The areas of a kind as the subject of a sentence: "Überschwemmungsgebiete konnten nicht geprüft werden". */
export const AREA_KIND_SUBJECTS: Record<AreaKind, string> = {
  Denkmalschutz: 'Baudenkmäler und Ensembles',
  Naturschutz: 'Naturschutzgebiete',
  Hochwasser: 'Hochwassergefahrenflächen',
  Überschwemmung: 'Überschwemmungsgebiete',
  Trinkwasser: 'Trinkwasserschutzgebiete',
  Bebauungsplan: 'Bebauungspläne',
};

/**
 * The state as a word beside the kind (never colour alone). "nichts gefunden", not "nicht betroffen":
 * it is what the geodata say at the point, and a resident who knows of a Bebauungsplan the data lack
 * should not read that the site is not affected (they may report it, GeoReportForm).
 */
export const COVERAGE_STATE_LABELS: Record<CoverageState, string> = {
  betroffen: 'betroffen',
  'nicht betroffen': 'nichts gefunden',
  'keine Daten': 'keine Daten',
};

const REASON_TEXTS: Record<NonNullable<KindCoverage['reason']>, string> = {
  'keine Antwort': 'Der zuständige Geodienst hat nicht rechtzeitig geantwortet.',
  'nicht konfiguriert': 'Für diesen Ort ist kein Geodienst eingerichtet.',
};

/** "Überschwemmungsgebiete konnten nicht geprüft werden. Der zuständige Geodienst hat …" */
export function notCheckedText(coverage: Pick<KindCoverage, 'kind' | 'reason'>): string {
  const reason = coverage.reason ? ` ${REASON_TEXTS[coverage.reason]}` : '';
  return `${AREA_KIND_SUBJECTS[coverage.kind]} konnten nicht geprüft werden.${reason}`;
}

/** An ISO date (YYYY-MM-DD) as Germans write it (TT.MM.JJJJ). */
const germanDate = (iso: string) => iso.split('-').reverse().join('.');

/** "Denkmal-Atlas (BLfD), Bayern, Stand 01.03.2026"; null when no service answers for the kind. */
export function sourceText(source: AreaSource | null): string | null {
  if (!source) return null;
  const parts = [source.service, source.land].filter(Boolean).join(', ');
  return `${parts}${source.as_of ? `, Stand ${germanDate(source.as_of)}` : ''}`;
}

/** The side laws whose areas could not be checked at the site (the Karte answer's `unchecked`). */
export const uncheckedSideLaws = (coverage: readonly KindCoverage[]): SideLaw[] =>
  SIDE_LAWS.filter((law) => coverage.some((entry) => entry.kind === law && entry.state === 'keine Daten'));

/** The side laws among the areas found at the site (the Karte answer's `side_laws`), in the order of SIDE_LAWS. */
export const foundSideLaws = (areas: readonly Pick<Area, 'kind'>[]): SideLaw[] =>
  SIDE_LAWS.filter((law) => areas.some((area) => area.kind === law));
