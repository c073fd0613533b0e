import { CHECK_GROUP_LABELS } from '@baucheck/shared/enums';
import type { ReferenceUnitKind } from '@baucheck/shared/reference-units';
import { SEARCH_MIN_LENGTH } from '@baucheck/shared/search-folding';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { useSettled } from '#lib/use-settled.ts';
import { RetryNotice } from '#components/retry-notice.tsx';
import { useDocumentTitle } from '#components/use-document-title.ts';
import { ApiError } from '#lib/api-client.ts';
import { errorText, isTemporaryFailure } from '#lib/error-text.ts';
import { usePublicQuery, usePublicQueryCache } from '#lib/public-queries.tsx';
import { useAvailableChecks } from '../api/get-available-checks.ts';
import { quickCheckQueryOptions } from '../api/get-quick-check.ts';
import { usePublicProduct } from '../api/get-public-product.ts';
import {
  isUnknownUnit,
  unitBySlugQueryOptions,
  unitKindText,
  unitSearchQueryOptions,
  useLaender,
  useUnitBySlug,
} from '../api/get-reference-units.ts';
import { DemoBadge } from '../components/demo-badge.tsx';
import { FlowLayout, FlowMessage } from '../components/flow-layout.tsx';
import { checkGroupOf, flowContextFromParams, useFlowPaths } from '../utils/flow-paths.ts';
import { chooseCheck, updateFlow, useFlowState } from '../utils/flow-store.ts';
import { useFlowEntry } from '../utils/use-flow-entry.ts';

/** Hits asked of the server per search: enough to find one's Gemeinde, few enough for a phone. */
const MAX_MATCHES = 12;

/** What an option needs of a unit: a search hit and the unit of a link both have it. */
interface UnitChoice {
  id: string;
  slug: string;
  name: string;
  kind: ReferenceUnitKind;
  land_name: string | null;
  plz: string[];
  demo: boolean;
}

/** "Gemeinde in Bayern, PLZ 85999": the PLZ tell apart Gemeinden of the same name. */
const hintOf = (unit: UnitChoice) => {
  const plz = unit.plz.slice(0, 3).join(', ') + (unit.plz.length > 3 ? ' …' : '');
  return plz ? `${unitKindText(unit)}, PLZ ${plz}` : unitKindText(unit);
};

/**
 * Step 3: the municipality (or, when it is not listed, the Land) whose rules apply. The Gemeinde is
 * found by a server search as the resident types (name, "ue" or "ü", PLZ); the Länder (16 at most) are
 * always offered below, from the same search route asked for every Land. No list of all units loads.
 */
export default function ReferenceUnitPage() {
  useDocumentTitle('Quick-Check: Gemeinde wählen');
  const params = useParams();
  const context = flowContextFromParams(params);
  useFlowEntry(context);
  const group = checkGroupOf(params.group);
  const navigate = useNavigate();
  const paths = useFlowPaths();
  const flow = useFlowState();
  const queries = usePublicQueryCache();
  const id = useId();
  const searchField = useRef<HTMLInputElement>(null);
  // The unit the link names, else the one chosen earlier in this tab.
  const linkUnit = useUnitBySlug(context.gemeinde);
  const rememberedUnit = useUnitBySlug(linkUnit.data ? null : flow.referenceUnitSlug);
  const preselected: UnitChoice | undefined = linkUnit.data ?? rememberedUnit.data;
  const laender = useLaender();
  const landsWithCheck = useAvailableChecks(null);
  const product = usePublicProduct(context.productId);
  const [query, setQuery] = useState('');
  const [term, searchAtOnce] = useSettled(query);
  const [chosen, setChosen] = useState<UnitChoice | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const selected = chosen ?? preselected ?? null;
  // Whether the chosen Gemeinde has a check is known only per unit (its own, else its Land's).
  const selectedAvailability = useAvailableChecks(selected?.id ?? null, {
    enabled: selected?.kind === 'Gemeinde',
  });

  // A field emptied (or cut below the minimum) hides the hits at once, not after the delay.
  const searching = term.length >= SEARCH_MIN_LENGTH && query.trim().length >= SEARCH_MIN_LENGTH;
  // The hits of the previous search stay while the next loads, so the list does not jump.
  const search = usePublicQuery(unitSearchQueryOptions({ q: term, limit: MAX_MATCHES }), {
    enabled: searching,
    keepPrevious: true,
  });

  if (!flow.accepted) return <Navigate to={paths.to('dataProtection', context)} replace />;
  if (!group) {
    return (
      <FlowLayout step="reference-unit">
        <FlowMessage title="Unbekanntes Vorhaben">
          <p>Diese Adresse nennt kein Vorhaben, das wir kennen.</p>
          <Link className="button button--primary" to={paths.to('start', context)}>
            Vorhaben wählen
          </Link>
        </FlowMessage>
      </FlowLayout>
    );
  }

  const groupEntry = (checks: typeof landsWithCheck.data) => checks?.find((entry) => entry.group === group);
  /** False once known that the unit has no check for the group; true while unknown. */
  const hasCheck = (unit: UnitChoice) => {
    if (unit.kind === 'Land') return groupEntry(landsWithCheck.data)?.reference_unit_ids.includes(unit.id) ?? true;
    if (unit.id !== selected?.id) return true;
    return groupEntry(selectedAvailability.data)?.available ?? true;
  };

  const hits = searching ? (search.data ?? []) : [];
  // The selected unit stays visible while the resident searches on: a choice the form would submit
  // is never hidden. Länder found by the search are listed with the hits, the others below.
  const keepSelected = selected?.kind === 'Gemeinde' && !hits.some((hit) => hit.id === selected.id);
  const listed: UnitChoice[] = keepSelected ? [selected, ...hits] : hits;
  const otherLaender = (laender.data ?? []).filter((land) => !listed.some((unit) => unit.id === land.id));

  const status = (() => {
    if (query.trim().length > 0 && query.trim().length < SEARCH_MIN_LENGTH)
      return `Bitte geben Sie mindestens ${SEARCH_MIN_LENGTH} Zeichen ein.`;
    if (!searching)
      return selected
        ? `${selected.name} ist ausgewählt. Sie können auch eine andere Gemeinde suchen.`
        : 'Suchen Sie Ihre Gemeinde nach Namen oder Postleitzahl, oder wählen Sie unten Ihr Bundesland.';
    if (search.isError)
      return isTemporaryFailure(search.error) ? 'Die Suche ist gerade nicht möglich.' : errorText(search.error);
    if (search.isPending || search.isPlaceholderData) return 'Gemeinden werden gesucht …';
    if (hits.length === 0)
      return 'Keine Gemeinde gefunden. Bitte prüfen Sie die Schreibweise oder wählen Sie unten Ihr Bundesland.';
    if (hits.length >= MAX_MATCHES)
      return `${hits.length} Treffer, die besten werden angezeigt. Geben Sie mehr vom Namen oder die Postleitzahl ein.`;
    return `${hits.length} Treffer.`;
  })();

  const unitOption = (unit: UnitChoice) => {
    const enabled = hasCheck(unit);
    return (
      <label key={unit.id} className={`qc-option qc-option--row${enabled ? '' : ' qc-option--disabled'}`}>
        <input
          type="radio"
          name={`${id}-unit`}
          value={unit.id}
          checked={selected?.id === unit.id}
          disabled={!enabled && selected?.id !== unit.id}
          onChange={() => {
            setChosen(unit);
            setProblem(null);
          }}
        />
        <span className="qc-option__text">
          <span className="qc-option__label">
            {unit.name} {unit.demo && <DemoBadge>Demo</DemoBadge>}
          </span>
          <span className="qc-option__hint">
            {hintOf(unit)}
            {!enabled && ' – für dieses Vorhaben noch nicht verfügbar'}
          </span>
        </span>
      </label>
    );
  };

  /** The unit the form submits: the one clicked, else the one the link (or an earlier visit) named. */
  const submittedUnit = async (): Promise<UnitChoice | undefined> => {
    if (chosen) return chosen;
    // A resident may press "Weiter" before the unit of the link has arrived: wait for it instead of
    // asking for a choice that is already made.
    for (const slug of [context.gemeinde, flow.referenceUnitSlug]) {
      if (!slug) continue;
      try {
        return await queries.fetch(unitBySlugQueryOptions(slug));
      } catch (error) {
        if (!isUnknownUnit(error)) throw error;
      }
    }
    return undefined;
  };

  /** Who residents of a unit without a check should ask; null when it cannot be loaded. */
  const officeOf = async (unit: UnitChoice) =>
    (await queries.fetch(unitBySlugQueryOptions(unit.slug)).catch(() => null))?.contact.office ?? null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(null);
    setLoading(true);
    let unit: UnitChoice | undefined;
    try {
      unit = await submittedUnit();
      if (!unit) {
        setLoading(false);
        setProblem('Bitte wählen Sie Ihre Gemeinde oder Ihr Bundesland aus.');
        searchField.current?.focus();
        return;
      }
      const check = await queries.fetch(quickCheckQueryOptions(unit.id, group));
      chooseCheck(group, unit.id);
      updateFlow({
        check: { check_id: check.check_id, version: check.version },
        gemeinde: unit.kind === 'Gemeinde' ? unit.slug : null,
        referenceUnitSlug: unit.slug,
      });
      navigate(paths.to('slides'));
    } catch (error) {
      const office = unit && error instanceof ApiError && error.status === 404 ? await officeOf(unit) : null;
      setLoading(false);
      setProblem(
        unit && error instanceof ApiError && error.status === 404
          ? `Für ${unit.name} gibt es zum Vorhaben „${CHECK_GROUP_LABELS[group]}“ noch keinen Check.${office ? ` Ihre Ansprechstelle: ${office}.` : ''}`
          : errorText(error),
      );
    }
  };

  /** Enter in the search field searches at once instead of going on with the current choice. */
  const searchNow = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    searchAtOnce();
  };

  return (
    <FlowLayout
      step="reference-unit"
      group={group}
      unitName={preselected?.name}
      productName={product.data?.name}
      demo={preselected?.demo}
    >
      <article className="page qc-sheet">
        <h1 id={`${id}-title`}>Wo soll gebaut werden?</h1>
        <p>
          Die Regeln hängen vom Bundesland und oft auch von der Gemeinde ab. Suchen Sie Ihre Gemeinde. Ist sie nicht
          dabei, wählen Sie Ihr Bundesland.
        </p>
        <form role="search" className="qc-field" onSubmit={searchNow} aria-labelledby={`${id}-search-label`}>
          <label id={`${id}-search-label`} className="qc-field__label" htmlFor={`${id}-search`}>
            Gemeinde oder Bundesland suchen
          </label>
          <input
            ref={searchField}
            id={`${id}-search`}
            className="qc-input qc-input--wide"
            type="search"
            autoComplete="address-level2"
            enterKeyHint="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            aria-controls={`${id}-units`}
            aria-describedby={`${id}-count`}
          />
          <p id={`${id}-count`} className="qc-field__hint" role="status">
            {status}
          </p>
        </form>
        <form onSubmit={submit} noValidate aria-busy={loading} aria-labelledby={`${id}-title`}>
          <RetryNotice
            queries={[linkUnit, laender, landsWithCheck, search]}
            lead="Die Gemeinden konnten gerade nicht geladen werden."
          />
          <fieldset
            id={`${id}-units`}
            className="qc-fieldset"
            aria-describedby={problem ? `${id}-problem` : undefined}
            aria-busy={searching && search.isFetching}
          >
            <legend className="qc-field__label">Gemeinde oder Bundesland auswählen</legend>
            {listed.length > 0 && (
              <div className="qc-options" role="group" aria-label="Gemeinden">
                {listed.map(unitOption)}
              </div>
            )}
            {otherLaender.length > 0 && (
              <>
                <p id={`${id}-laender`} className="qc-options__heading">
                  Ihre Gemeinde ist nicht dabei? Dann wählen Sie Ihr Bundesland:
                </p>
                <div className="qc-options" role="group" aria-labelledby={`${id}-laender`}>
                  {otherLaender.map(unitOption)}
                </div>
              </>
            )}
          </fieldset>
          {problem && (
            <p id={`${id}-problem`} className="qc-error" role="alert">
              {problem}
            </p>
          )}
          <div className="qc-actions">
            <Link className="button button--secondary" to={paths.to('start', context)}>
              Zurück
            </Link>
            <button type="submit" className="button button--primary" disabled={loading}>
              {loading ? 'Check wird geladen …' : 'Weiter zu den Fragen'}
            </button>
          </div>
        </form>
      </article>
    </FlowLayout>
  );
}
