import type { Site } from '@baucheck/shared/engine/model';
import type { Address } from '@baucheck/shared/geo';
import { AREA_KIND_SUBJECTS } from '@baucheck/shared/geo-coverage';
import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { errorText } from '#lib/error-text.ts';
import { usePublicQuery, usePublicQueryCache } from '#lib/public-queries.tsx';
import { areasAtQueryOptions, siteAnswer, useAddressSearch } from '../../api/geoservice.ts';
import { siteLabel, slideQuestion } from '../../utils/slide-model.ts';
import { DemoBadge } from '../demo-badge.tsx';
import { AREA_KIND_TITLES } from '@baucheck/shared/geo-coverage';
import { SlideDetails, SlideHeading } from './slide-parts.tsx';
import type { SlideProps } from './slide-types.ts';

// Leaflet and its CSS (about 45 kB gzip) load only when a resident reaches this slide.
const SiteMap = lazy(() => import('./site-map.tsx'));

/** "Markt Lindenau" → "Lindenau": the address search knows places by their name, not their title. */
const placeName = (unitName: string) => unitName.replace(/^(Markt|Gemeinde|Stadt|Große Kreisstadt)\s+/i, '');

/**
 * Whether a chosen address names another place than the Gemeinde the check is for (the Land's address
 * search covers the whole Land): its rules would be applied to a site they do not govern. A check for a
 * Land as a whole has no place to compare with.
 */
const namesAnotherPlace = (label: string, unit: { name: string; land_name: string }) =>
  unit.name !== unit.land_name && !label.toLocaleLowerCase('de').includes(placeName(unit.name).toLocaleLowerCase('de'));

/** Shorter texts are not searched (the geoservice would find nothing useful). */
const MIN_SEARCH_LENGTH = 3;

/** A site being looked up, or one whose lookup failed (then it is not stored as the answer). */
type Lookup = { state: 'idle' } | { state: 'loading'; site: Site } | { state: 'error'; site: Site; message: string };

/**
 * Karte: the resident locates the site by address search (the accessible main way) or on the map.
 * The geoservice then says which protected areas lie at the site; the located site and its side laws
 * are stored as the slide's answer at once, and the Baunebenrechte slide branches on them.
 */
export function MapSlide({ slide, check, answer, headingId, onAnswer, onContinue, onBack }: SlideProps) {
  const id = useId();
  const queries = usePublicQueryCache();
  const stored = answer && 'site' in answer ? answer : null;
  const [query, setQuery] = useState(stored?.site?.label ?? '');
  const [searched, setSearched] = useState<string | null>(null);
  const [tooShort, setTooShort] = useState(false);
  const [lookup, setLookup] = useState<Lookup>({ state: 'idle' });
  const [missing, setMissing] = useState(false);
  const unit = check.reference_unit.id;
  const example = `„Marktplatz 3, ${check.reference_unit.name === check.reference_unit.land_name ? 'Lindenau' : placeName(check.reference_unit.name)}“`;
  const search = useAddressSearch(unit, searched);
  const around = useAddressSearch(unit, placeName(check.reference_unit.name));
  const aroundPoint = around.data?.addresses[0] ?? null;

  const site: Site | null = lookup.state === 'idle' ? (stored?.site ?? null) : lookup.site;
  // The stored site's areas come from the cache (or again from the CDN after a reload).
  const areas = usePublicQuery(areasAtQueryOptions(unit, site?.lon ?? 0, site?.lat ?? 0), {
    enabled: site !== null && lookup.state === 'idle',
  });
  const instructionsId = `${id}-map-help`;

  const locate = async (next: Site) => {
    setMissing(false);
    setLookup({ state: 'loading', site: next });
    try {
      const result = await queries.fetch(areasAtQueryOptions(unit, next.lon, next.lat));
      onAnswer(siteAnswer(next, result));
      setLookup({ state: 'idle' });
    } catch (error) {
      setLookup({ state: 'error', site: next, message: errorText(error) });
    }
  };

  // Every press answers: a too-short text replaces the last result with a hint, and the same text
  // again searches again (after a failure, or to confirm), rather than doing nothing.
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    const text = query.trim();
    setTooShort(text.length < MIN_SEARCH_LENGTH);
    if (text.length < MIN_SEARCH_LENGTH) setSearched(null);
    else if (text === searched) void search.refetch();
    else setSearched(text);
  };

  const chooseAddress = (address: Address) => {
    setQuery(address.label);
    void locate({ lon: address.lon, lat: address.lat, label: address.label.slice(0, 200) });
  };

  const goOn = () => {
    if (lookup.state === 'loading') return;
    if (!stored || lookup.state !== 'idle') {
      setMissing(true);
      return;
    }
    onContinue();
  };

  const found = lookup.state === 'idle' && site ? areas.data : undefined;
  let status = '';
  if (lookup.state === 'loading' || (site && areas.isFetching)) status = 'Schutzgebiete am Standort werden geprüft …';
  else if (lookup.state === 'error') status = lookup.message;
  else if (found) {
    const notChecked = found.coverage.filter((entry) => entry.state === 'keine Daten');
    status =
      found.areas.length === 0
        ? notChecked.length === 0
          ? 'Am Standort wurden keine Schutzgebiete gefunden.'
          : 'Am Standort wurden keine Schutzgebiete gefunden, aber nicht alles konnte geprüft werden.'
        : `Am Standort gefunden: ${[...new Set(found.areas.map((area) => AREA_KIND_TITLES[area.kind]))].join(', ')}.`;
    if (notChecked.length > 0)
      status += ` Nicht geprüft werden konnten: ${notChecked.map((entry) => AREA_KIND_SUBJECTS[entry.kind]).join(', ')}.`;
  }

  return (
    <div className="qc-slide__form qc-map-slide">
      <SlideHeading id={headingId}>{slideQuestion(slide, 'Standort')}</SlideHeading>
      <SlideDetails slide={slide} unitName={check.reference_unit.name} />

      <form role="search" className="qc-address-search" onSubmit={submitSearch} aria-label="Adresse suchen">
        <label className="qc-field__label" htmlFor={`${id}-address`}>
          Adresse des Grundstücks
        </label>
        <div className="qc-address-search__row">
          <input
            id={`${id}-address`}
            className="qc-input qc-input--wide"
            type="search"
            autoComplete="street-address"
            aria-describedby={`${id}-address-hint`}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          <button type="submit" className="button button--primary">
            Suchen
          </button>
        </div>
        <p id={`${id}-address-hint`} className="qc-field__hint">
          Straße, Hausnummer und Ort, zum Beispiel {example}.
        </p>
      </form>

      <div role="status" className="qc-address-results__status">
        {tooShort
          ? `Bitte geben Sie mindestens ${MIN_SEARCH_LENGTH} Zeichen ein, zum Beispiel ${example}.`
          : search.isFetching
            ? 'Adressen werden gesucht …'
            : search.isError
              ? errorText(search.error)
              : search.data &&
                (search.data.addresses.length === 0
                  ? 'Keine Adresse gefunden. Prüfen Sie die Schreibweise oder markieren Sie den Standort auf der Karte.'
                  : `${search.data.addresses.length === 1 ? '1 Adresse' : `${search.data.addresses.length} Adressen`} gefunden. Bitte wählen Sie Ihre Adresse.`)}
      </div>
      {!tooShort && !search.isFetching && search.data && search.data.addresses.length > 0 && (
        <ul className="qc-address-results" aria-label="Gefundene Adressen">
          {search.data.addresses.map((address) => (
            <li key={`${address.label}-${address.lon}-${address.lat}`}>
              <button
                type="button"
                className="qc-address-results__choice"
                aria-pressed={site?.label === address.label}
                onClick={() => chooseAddress(address)}
              >
                {address.label}
              </button>
            </li>
          ))}
        </ul>
      )}

      <h2 className="qc-subheading">Oder auf der Karte markieren</h2>
      <p id={instructionsId} className="qc-field__hint">
        Tippen oder klicken Sie auf die Karte, um den Standort zu markieren. Mit der Tastatur: Karte mit den Pfeiltasten
        verschieben, mit + und − zoomen und dann „Kartenmitte als Standort übernehmen“ wählen.
      </p>
      <Suspense fallback={<p className="qc-map__loading">Karte wird geladen …</p>}>
        <SiteMap
          site={site}
          around={aroundPoint}
          onPick={(point) => void locate({ lon: point.lon, lat: point.lat })}
          instructionsId={instructionsId}
        />
      </Suspense>

      <div className="qc-site-result" role="status" aria-live="polite">
        {site && (
          <p className="qc-site">
            <span className="qc-site__label">Ihr Standort: </span>
            {siteLabel(site)}
          </p>
        )}
        {status && <p className={lookup.state === 'error' ? 'qc-error' : undefined}>{status}</p>}
        {found && found.areas.length > 0 && (
          <ul className="qc-areas">
            {found.areas.map((area) => (
              <li key={`${area.kind}-${area.name}`}>
                <strong>{AREA_KIND_TITLES[area.kind]}:</strong> {area.name}
              </li>
            ))}
          </ul>
        )}
        {site?.label && namesAnotherPlace(site.label, check.reference_unit) && (
          <p className="qc-notice">
            Diese Adresse liegt offenbar nicht in {check.reference_unit.name}. BauCheck prüft Ihr Vorhaben nach den
            Regeln von {check.reference_unit.name} ({check.reference_unit.land_name}). Liegt Ihr Grundstück in einer
            anderen Gemeinde, starten Sie den Check bitte dort.
          </p>
        )}
        {found?.demo && (
          <p className="qc-demo-note">
            <DemoBadge /> Die Schutzgebiete und Adressen dieser Vorschau sind erfunden und gelten nicht rechtlich.
          </p>
        )}
      </div>

      {missing && (
        <p className="qc-error" role="alert">
          Bitte suchen Sie Ihre Adresse oder markieren Sie den Standort auf der Karte. Sie können auch ohne Standort
          fortfahren.
        </p>
      )}
      <div className="qc-actions">
        <button type="button" className="button button--secondary" onClick={onBack}>
          Zurück
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => onContinue({ site: null, side_laws: [], unchecked: [] })}
        >
          Ohne Standort fortfahren
        </button>
        <button type="button" className="button button--primary" onClick={goOn}>
          Weiter
        </button>
      </div>
    </div>
  );
}
