import { CHECK_GROUP_LABELS, CHECK_GROUPS, type CheckGroup } from '@baucheck/shared/enums';
import { useId, useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { RetryNotice } from '#components/retry-notice.tsx';
import { useDocumentTitle } from '#components/use-document-title.ts';
import { ProjectTypeIcon } from '#features/pages/components/project-type-icon.tsx';
import { isTemporaryFailure } from '#lib/error-text.ts';
import { isGroupAvailable, useAvailableChecks } from '../api/get-available-checks.ts';
import { usePublicProduct } from '../api/get-public-product.ts';
import { useUnitBySlug } from '../api/get-reference-units.ts';
import { FlowLayout } from '../components/flow-layout.tsx';
import { GROUP_HINTS } from '../utils/group-hints.ts';
import { flowContextFromParams, groupFromSearch, useFlowPaths } from '../utils/flow-paths.ts';
import { updateFlow, useFlowState } from '../utils/flow-store.ts';
import { useFlowEntry } from '../utils/use-flow-entry.ts';

/** Step 2: the project type, chosen by the resident or taken from the partner product. */
export default function StartPage() {
  useDocumentTitle('Quick-Check: Vorhaben wählen');
  const context = flowContextFromParams(useParams());
  useFlowEntry(context);
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const paths = useFlowPaths();
  const flow = useFlowState();
  const id = useId();
  const linkUnit = useUnitBySlug(context.gemeinde);
  const unit = linkUnit.data;
  // Without a known municipality: whether each project type has a check in any Land.
  const available = useAvailableChecks(unit?.id ?? null, { enabled: !context.gemeinde || !linkUnit.isPending });
  const product = usePublicProduct(context.productId);
  const productGroup = product.data?.check_group ?? null;
  const [chosen, setChosen] = useState<CheckGroup | null>(null);
  const [showError, setShowError] = useState(false);
  const selected = chosen ?? productGroup ?? groupFromSearch(search) ?? flow.group;

  if (!flow.accepted)
    return <Navigate to={`${paths.to('dataProtection', context)}${search.size > 0 ? `?${search}` : ''}`} replace />;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!selected || isGroupAvailable(available.data, selected) === false) {
      setShowError(true);
      event.currentTarget.querySelector<HTMLInputElement>('input[type="radio"]:not(:disabled)')?.focus();
      return;
    }
    updateFlow({ group: selected });
    navigate(paths.to('referenceUnit', { ...context, group: selected }));
  };

  return (
    <FlowLayout step="start" unitName={unit?.name} productName={product.data?.name} demo={unit?.demo}>
      <article className="page qc-sheet">
        <form onSubmit={submit} noValidate>
          <fieldset className="qc-fieldset" aria-describedby={showError ? `${id}-error` : undefined}>
            <legend className="qc-fieldset__legend">
              <h1 className="qc-slide__title">Welches Vorhaben möchten Sie prüfen?</h1>
            </legend>
            {product.data && (
              <p className="qc-product">
                Sie kommen vom Produkt <strong>{product.data.name}</strong> von {product.data.organisation_name}. Dafür
                ist der Check „{CHECK_GROUP_LABELS[product.data.check_group]}“ vorausgewählt.
              </p>
            )}
            <RetryNotice
              queries={[linkUnit, available, product]}
              lead="Die Vorhaben konnten gerade nicht vollständig geladen werden."
            />
            {product.isError && !isTemporaryFailure(product.error) && (
              <p className="notice">
                Das Produkt aus Ihrem Link haben wir nicht gefunden. Bitte wählen Sie Ihr Vorhaben selbst aus.
              </p>
            )}
            <div className="qc-options qc-options--cards">
              {CHECK_GROUPS.map((group) => {
                const availability = isGroupAvailable(available.data, group);
                const disabled = availability === false;
                return (
                  <label key={group} className={`qc-option qc-option--card${disabled ? ' qc-option--disabled' : ''}`}>
                    <input
                      type="radio"
                      name={`${id}-group`}
                      value={group}
                      checked={selected === group}
                      disabled={disabled}
                      aria-describedby={`${id}-${group}-hint`}
                      onChange={() => {
                        setChosen(group);
                        setShowError(false);
                      }}
                    />
                    <ProjectTypeIcon group={group} />
                    <span className="qc-option__text">
                      <span className="qc-option__label">{CHECK_GROUP_LABELS[group]}</span>
                      <span id={`${id}-${group}-hint`} className="qc-option__hint">
                        {disabled ? `Für ${unit?.name ?? 'diese Auswahl'} noch nicht verfügbar` : GROUP_HINTS[group]}
                      </span>
                    </span>
                  </label>
                );
              })}
            </div>
            {showError && (
              <p id={`${id}-error`} className="qc-error" role="alert">
                Bitte wählen Sie ein Vorhaben aus.
              </p>
            )}
          </fieldset>
          <div className="qc-actions">
            <Link className="button button--secondary" to={paths.to('dataProtection', context)}>
              Zurück
            </Link>
            <button type="submit" className="button button--primary">
              Weiter
            </button>
          </div>
        </form>
      </article>
    </FlowLayout>
  );
}
