import { CHECK_GROUP_LABELS } from '@baucheck/shared/enums';
import type { ReferenceUnit } from '@baucheck/shared/reference-units';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { RetryNotice } from '#components/retry-notice.tsx';
import { useDocumentTitle } from '#components/use-document-title.ts';
import { ApiError } from '#lib/api-client.ts';
import { errorText, isTemporaryFailure } from '#lib/error-text.ts';
import { useAvailableChecks } from '../api/get-available-checks.ts';
import { quickCheckQueryOptions } from '../api/get-quick-check.ts';
import { usePublicProduct } from '../api/get-public-product.ts';
import { referenceUnitsQueryOptions, unitBySlug, unitKindText, useReferenceUnits } from '../api/get-reference-units.ts';
import { DemoBadge } from '../components/demo-badge.tsx';
import { FlowLayout, FlowMessage } from '../components/flow-layout.tsx';
import { checkGroupOf, flowContextFromParams, useFlowPaths } from '../utils/flow-paths.ts';
import { chooseCheck, updateFlow, useFlowState } from '../utils/flow-store.ts';
import { unitChoices } from '../utils/unit-choices.ts';
import { useFlowEntry } from '../utils/use-flow-entry.ts';

const MAX_MATCHES = 12;

/** Step 3: the municipality (or, when it is not listed, the Land) whose rules apply. */
export default function ReferenceUnitPage() {
  useDocumentTitle('Quick-Check: Gemeinde wählen');
  const params = useParams();
  const context = flowContextFromParams(params);
  useFlowEntry(context);
  const group = checkGroupOf(params.group);
  const navigate = useNavigate();
  const paths = useFlowPaths();
  const flow = useFlowState();
  const queryClient = useQueryClient();
  const id = useId();
  const units = useReferenceUnits();
  const available = useAvailableChecks(null);
  const product = usePublicProduct(context.productId);
  /** The unit the link or an earlier visit chose, among the listed units. */
  const preselectedIn = (list: readonly ReferenceUnit[] | undefined) =>
    unitBySlug(list, context.gemeinde) ?? list?.find((unit) => unit.id === flow.referenceUnitId);
  const preselected = preselectedIn(units.data);
  const [query, setQuery] = useState('');
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const selectedId = chosenId ?? preselected?.id ?? null;

  const unitIdsWithCheck = useMemo(
    () => new Set(available.data?.find((entry) => entry.group === group)?.reference_unit_ids ?? []),
    [available.data, group],
  );
  const choices = useMemo(
    () => unitChoices(units.data ?? [], query, selectedId, MAX_MATCHES),
    [units.data, query, selectedId],
  );
  const searching = query.trim() !== '';

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

  const hasCheck = (unit: ReferenceUnit) => !available.data || unitIdsWithCheck.has(unit.id);

  const unitOption = (unit: ReferenceUnit) => {
    const enabled = hasCheck(unit);
    return (
      <label key={unit.id} className={`qc-option qc-option--row${enabled ? '' : ' qc-option--disabled'}`}>
        <input
          type="radio"
          name={`${id}-unit`}
          value={unit.id}
          checked={selectedId === unit.id}
          disabled={!enabled}
          onChange={() => {
            setChosenId(unit.id);
            setProblem(null);
          }}
        />
        <span className="qc-option__text">
          <span className="qc-option__label">
            {unit.name} {unit.demo && <DemoBadge>Demo</DemoBadge>}
          </span>
          <span className="qc-option__hint">
            {unitKindText(unit, units.data)}
            {!enabled && ' – für dieses Vorhaben noch nicht verfügbar'}
          </span>
        </span>
      </label>
    );
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setProblem(null);
    setLoading(true);
    let unit: ReferenceUnit | undefined;
    try {
      // A resident may press "Weiter" before the list has arrived (the link already named the
      // Gemeinde): wait for it instead of asking for a choice that is already made.
      const list = units.data ?? (await queryClient.fetchQuery(referenceUnitsQueryOptions()));
      const unitId = chosenId ?? preselectedIn(list)?.id;
      unit = list.find((candidate) => candidate.id === unitId);
      if (!unit) {
        setLoading(false);
        setProblem('Bitte wählen Sie Ihre Gemeinde oder Ihr Bundesland aus.');
        form.querySelector<HTMLInputElement>('input[type="search"]')?.focus();
        return;
      }
      const check = await queryClient.fetchQuery(quickCheckQueryOptions(unit.id, group));
      chooseCheck(group, unit.id);
      updateFlow({
        check: { check_id: check.check_id, version: check.version },
        gemeinde: unit.kind === 'Gemeinde' ? unit.slug : null,
      });
      navigate(paths.to('slides'));
    } catch (error) {
      setLoading(false);
      setProblem(
        unit && error instanceof ApiError && error.status === 404
          ? `Für ${unit.name} gibt es zum Vorhaben „${CHECK_GROUP_LABELS[group]}“ noch keinen Check. Ihre Ansprechstelle: ${unit.contact.office}.`
          : errorText(error),
      );
    }
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
        <form onSubmit={submit} noValidate aria-busy={loading}>
          <h1 id={`${id}-title`}>Wo soll gebaut werden?</h1>
          <p>
            Die Regeln hängen vom Bundesland und oft auch von der Gemeinde ab. Suchen Sie Ihre Gemeinde. Ist sie nicht
            dabei, wählen Sie Ihr Bundesland.
          </p>
          <div className="qc-field">
            <label className="qc-field__label" htmlFor={`${id}-search`}>
              Gemeinde oder Bundesland suchen
            </label>
            <input
              id={`${id}-search`}
              className="qc-input qc-input--wide"
              type="search"
              autoComplete="address-level2"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              aria-controls={`${id}-units`}
              aria-describedby={`${id}-count`}
            />
            <p id={`${id}-count`} className="qc-field__hint" role="status">
              {units.isPending
                ? 'Gemeinden werden geladen …'
                : units.isError
                  ? isTemporaryFailure(units.error)
                    ? 'Die Gemeinden konnten nicht geladen werden.'
                    : errorText(units.error)
                  : choices.gemeindenFound === 0
                    ? searching
                      ? 'Keine Gemeinde gefunden. Bitte prüfen Sie die Schreibweise oder wählen Sie unten Ihr Bundesland.'
                      : 'Bitte wählen Sie unten Ihr Bundesland.'
                    : choices.gemeindenFound > choices.gemeinden.length
                      ? `${choices.gemeindenFound} Gemeinden gefunden, die ersten ${choices.gemeinden.length} werden angezeigt. Geben Sie mehr vom Namen ein.`
                      : `${choices.gemeindenFound === 1 ? '1 Gemeinde' : `${choices.gemeindenFound} Gemeinden`} ${searching ? 'gefunden' : 'zur Auswahl'}.`}
            </p>
          </div>
          <RetryNotice queries={[units, available]} lead="Die Gemeinden konnten gerade nicht geladen werden." />
          <fieldset id={`${id}-units`} className="qc-fieldset" aria-describedby={problem ? `${id}-problem` : undefined}>
            <legend className="qc-field__label">Gemeinde oder Bundesland auswählen</legend>
            {choices.gemeinden.length > 0 && (
              <div className="qc-options" role="group" aria-label="Gemeinden">
                {choices.gemeinden.map(unitOption)}
              </div>
            )}
            {choices.laender.length > 0 && (
              <>
                <p id={`${id}-laender`} className="qc-options__heading">
                  Ihre Gemeinde ist nicht dabei? Dann wählen Sie Ihr Bundesland:
                </p>
                <div className="qc-options" role="group" aria-labelledby={`${id}-laender`}>
                  {choices.laender.map(unitOption)}
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
