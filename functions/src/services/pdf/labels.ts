import type { LocalLinkKey, SideLaw } from '@baucheck/shared/enums';

/** Headings for the side laws in the PDFs (the enum values are the short keys). */
export const SIDE_LAW_HEADINGS: Record<SideLaw, string> = {
  Denkmalschutz: 'Denkmalschutz',
  Naturschutz: 'Naturschutz',
  Hochwasser: 'Hochwassergefahr',
  Überschwemmung: 'Überschwemmungsgebiet',
  Trinkwasser: 'Trinkwasserschutz',
};

export const LOCAL_LINK_LABELS: Record<LocalLinkKey, string> = {
  'Bebauungsplan-Link': 'Bebauungspläne',
  'Gestaltungssatzung-Link': 'Gestaltungssatzung',
  'Grundstücksbesonderheit-Link': 'Grundstücksbesonderheiten',
  'Sonderfall-Link': 'Sonderfälle',
  'Antragsportal-Link': 'Bauantrag online stellen',
};

/** Only web links become clickable; anything else an editor stored is shown as text. */
export const isWebLink = (value: string): boolean => /^https?:\/\/\S+$/i.test(value.trim());
