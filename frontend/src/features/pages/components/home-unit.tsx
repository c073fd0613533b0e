import type { PublicReferenceUnit } from '@baucheck/shared/reference-units';
import { unitKindText } from '#features/quick-check/api/get-reference-units.ts';
import { DemoBadge } from '#features/quick-check/components/demo-badge.tsx';
import { mediaUrl } from '#lib/media.ts';

function PlaceIcon() {
  return (
    <svg className="home-unit__icon" viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" focusable="false">
      <path
        d="M12 21s-6.5-6.1-6.5-11a6.5 6.5 0 0 1 13 0c0 4.9-6.5 11-6.5 11z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
      <circle cx="12" cy="10" r="2.4" fill="none" stroke="currentColor" strokeWidth="1.8" />
    </svg>
  );
}

/** The coat of arms' box: the municipality's coat of arms, or the place marker where there is none. */
function Arms({ unit }: { unit?: PublicReferenceUnit }) {
  return (
    <span className="home-unit__arms-box">
      {unit?.coat_of_arms ? (
        <img
          className="home-unit__arms"
          src={mediaUrl(unit.coat_of_arms)}
          alt={`Wappen: ${unit.name}`}
          width={64}
          height={80}
        />
      ) : (
        <PlaceIcon />
      )}
    </span>
  );
}

interface HomeUnitProps {
  unit: PublicReferenceUnit | undefined;
  /** The municipality of the address is still on its way (or the page is being hydrated). */
  pending: boolean;
}

/**
 * The municipality at the top of the landing page: its coat of arms, name and kind. It fills in after
 * the prerendered page has painted, so its place is reserved at a fixed height (pages.css) and the
 * heading below never moves: empty while pending, "Ihre Gemeinde" without a (known) municipality. A
 * municipality without a coat of arms (none uploaded yet, as for most at first) gets the place marker
 * in the coat of arms' box rather than an empty gap beside its name.
 */
export function HomeUnit({ unit, pending }: HomeUnitProps) {
  if (unit) {
    return (
      <div className="home-unit">
        <Arms unit={unit} />
        <p className="home-unit__name">
          <span className="home-unit__title">{unit.name}</span>
          <span className="home-unit__kind">{unitKindText(unit)}</span>
          {unit.demo && <DemoBadge>Demo-Gemeinde</DemoBadge>}
        </p>
      </div>
    );
  }
  if (pending) return <div className="home-unit" aria-hidden="true" />;
  return (
    <div className="home-unit">
      <Arms />
      <p className="home-unit__name">
        <span className="home-unit__title">Ihre Gemeinde</span>
        <span className="home-unit__kind">wählen Sie im nächsten Schritt</span>
      </p>
    </div>
  );
}
