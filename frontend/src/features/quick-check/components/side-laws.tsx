import type { QuickCheck } from '@baucheck/shared/checks';
import {
  APPLICATION_PORTAL_LINK,
  LOCAL_REGULATION_LINK_KEYS,
  needsBuildingPermit,
  type LocalLinkKey,
  type OutcomeSeverity,
  type SideLaw,
} from '@baucheck/shared/enums';
import type { Area } from '@baucheck/shared/geo';
import { AREA_KIND_TITLES } from '@baucheck/shared/geo-coverage';
import { TextWithPhoneLinks } from '#components/phone.tsx';
import { ExternalLink, isWebAddress } from './external-link.tsx';

/** Headings of the side laws as residents know them (the area kinds' titles, shared with the PDF). */
export const SIDE_LAW_TITLES: Record<SideLaw, string> = AREA_KIND_TITLES;

const LINK_LABELS: Record<LocalLinkKey, string> = {
  'Bebauungsplan-Link': 'Bebauungspläne',
  'Gestaltungssatzung-Link': 'Gestaltungssatzung',
  'Grundstücksbesonderheit-Link': 'Besonderheiten von Grundstücken',
  'Sonderfall-Link': 'Sonderfälle',
  'Antragsportal-Link': 'Bauantrag online stellen',
};

interface SideLawListProps {
  sideLaws: readonly SideLaw[];
  check: Pick<QuickCheck, 'side_laws'>;
  /** The areas the geoservice found, to name them under their law. */
  areas?: readonly Area[];
  headingLevel?: 2 | 3;
}

/** The side laws at the site, each with what it means locally and whom to contact. */
export function SideLawList({ sideLaws, check, areas = [], headingLevel = 3 }: SideLawListProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="qc-side-laws">
      {sideLaws.map((law) => {
        const info = check.side_laws[law];
        const names = [...new Set(areas.filter((area) => area.kind === law).map((area) => area.name))];
        return (
          <li key={law} className="qc-side-law">
            <Heading className="qc-side-law__title">{SIDE_LAW_TITLES[law]}</Heading>
            {names.length > 0 && <p className="qc-side-law__areas">{names.join(', ')}</p>}
            {info?.text && (
              <p>
                <TextWithPhoneLinks text={info.text} />
              </p>
            )}
            {info?.contact && (
              <p className="qc-side-law__contact">
                <span className="qc-side-law__contact-label">Zuständig: </span>
                <TextWithPhoneLinks text={info.contact} />
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** The municipality's plans and bylaws (Bebauungsplan, Gestaltungssatzung, …) that it links to. */
export function LocalLinks({ links }: { links: QuickCheck['links'] }) {
  const entries = LOCAL_REGULATION_LINK_KEYS.flatMap((key): Array<[LocalLinkKey, string]> => {
    const href = links[key];
    return isWebAddress(href) ? [[key, href]] : [];
  });
  if (entries.length === 0) return null;
  return (
    <ul className="qc-links">
      {entries.map(([key, href]) => (
        <li key={key}>
          <ExternalLink href={href}>{LINK_LABELS[key]}</ExternalLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * For a project that needs a building permit: the online application portal as the next step, when the
 * municipality (or its Land, whose link it inherits) names one.
 */
export function ApplicationPortal({
  overall,
  links,
  headingId,
}: {
  overall: OutcomeSeverity;
  links: QuickCheck['links'];
  headingId: string;
}) {
  const portal = links[APPLICATION_PORTAL_LINK];
  if (!needsBuildingPermit(overall) || !isWebAddress(portal)) return null;
  return (
    <section className="qc-next-step" aria-labelledby={headingId}>
      <h2 id={headingId}>Ihr nächster Schritt</h2>
      <p>Für Ihr Vorhaben brauchen Sie eine Baugenehmigung. Den Bauantrag können Sie online stellen:</p>
      <p>
        <ExternalLink href={portal} className="button button--primary">
          {LINK_LABELS[APPLICATION_PORTAL_LINK]}
        </ExternalLink>
      </p>
      <p className="qc-next-step__address">{portal.replace(/^https?:\/\//, '')}</p>
    </section>
  );
}
