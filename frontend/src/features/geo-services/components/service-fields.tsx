import { GEO_CRS, type AreaKind, type GeoServiceTestResult } from '@baucheck/shared/geo';
import { AREA_KIND_TITLES } from '@baucheck/shared/geo-coverage';
import { formatCoordinates, formatGermanNumber } from '@baucheck/shared/german-numbers';
import { InputText } from 'primereact/inputtext';
import { useState, type ReactNode } from 'react';
import { Field } from '#features/admin-kit/components/field.tsx';
import { Icon } from '#features/admin-kit/components/icons.tsx';
import { NativeSelect, type SelectOption } from '#features/admin-kit/components/select-field.tsx';
import { adminErrorText } from '#features/admin-kit/utils/admin-error-text.ts';
import { testGeoService } from '../api/geo-config.ts';
import { serviceOf, type AddressDraft, type Crs, type ServiceDraft } from '../utils/draft.ts';

const SERVICE_TYPES: ReadonlyArray<SelectOption<ServiceDraft['type']>> = [
  { value: 'keine', label: 'Kein eigener Dienst' },
  { value: 'wfs', label: 'WFS 2.0' },
  { value: 'wms', label: 'WMS 1.3.0 (GetFeatureInfo)' },
  { value: 'ogc', label: 'OGC API – Features' },
];

const ADDRESS_TYPES: ReadonlyArray<SelectOption<AddressDraft['type']>> = [
  { value: 'keine', label: 'Voreinstellung der Plattform' },
  { value: 'ogc', label: 'OGC API – Features (Adress-Collection)' },
  { value: 'wfs', label: 'WFS 2.0 (Adress-Layer)' },
  { value: 'photon', label: 'Photon-Geocoder' },
  { value: 'nominatim', label: 'Nominatim-Geocoder' },
];

const CRS_LABELS: Record<Crs, string> = {
  'EPSG:4326': 'EPSG:4326 (WGS 84)',
  'EPSG:25832': 'EPSG:25832 (UTM 32N)',
  'EPSG:25833': 'EPSG:25833 (UTM 33N)',
  'EPSG:3857': 'EPSG:3857 (Web-Mercator)',
};
const CRS_OPTIONS = GEO_CRS.map((crs) => ({ value: crs, label: CRS_LABELS[crs] }));

/** Errors of one entry's fields by field name (from the 422's paths under the entry). */
export type EntryErrors = Partial<Record<string, string>>;

const pointText = ({ lon, lat }: { lon: number; lat: number }) => formatCoordinates(lon, lat);

/** Where an area lies from the test point, in words. */
const distanceText = (metres: number) =>
  metres === 0 ? 'der Testpunkt liegt im Gebiet' : `${formatGermanNumber(Math.round(metres), true)} m vom Testpunkt`;

type TestState =
  | { phase: 'idle' }
  | { phase: 'running' }
  | { phase: 'done'; result: GeoServiceTestResult }
  | { phase: 'failed'; error: unknown };

/** The fields a service and an address source share, as typed. */
interface SourceDraft {
  url: string;
  layer: string;
  crs: Crs;
  label: string;
}

interface SourceFieldsProps<D extends SourceDraft> {
  /** Whose fields, in the labels: "des Dienstes", "der Quelle". */
  of: string;
  draft: D;
  set: <K extends keyof D>(key: K, value: D[K]) => void;
  errors: EntryErrors;
  /** The layer and the attribute read from it; null: the source has none (a geocoder). */
  layered: {
    layerLabel: string;
    layerHint?: string;
    attribute: keyof D & string;
    attributeLabel: string;
    attributeHint: string;
  } | null;
  labelHint?: string;
  /** More fields beside the name (the date of the data). */
  children?: ReactNode;
}

/** Address, layer, attribute and coordinate system, then the name: the same for services and the address search. */
function SourceFields<D extends SourceDraft>({
  of,
  draft,
  set,
  errors,
  layered,
  labelHint,
  children,
}: SourceFieldsProps<D>) {
  return (
    <>
      <div className="admin-form__row">
        <Field label={`Adresse ${of} (URL)`} required error={errors.url} className="geo-entry__wide">
          {(control) => (
            <InputText
              {...control}
              type="url"
              value={draft.url}
              onChange={(event) => set('url', event.target.value as D['url'])}
              placeholder="https://…"
              maxLength={500}
            />
          )}
        </Field>
        {layered && (
          <>
            <Field label={layered.layerLabel} required hint={layered.layerHint} error={errors.layer}>
              {(control) => (
                <InputText
                  {...control}
                  value={draft.layer}
                  onChange={(event) => set('layer', event.target.value as D['layer'])}
                  maxLength={200}
                />
              )}
            </Field>
            <Field label={layered.attributeLabel} hint={layered.attributeHint} error={errors[layered.attribute]}>
              {(control) => (
                <InputText
                  {...control}
                  value={String(draft[layered.attribute])}
                  onChange={(event) => set(layered.attribute, event.target.value as D[keyof D & string])}
                  maxLength={100}
                />
              )}
            </Field>
            <Field label={`Koordinatensystem ${of}`} error={errors.crs}>
              {(control) => (
                <NativeSelect
                  control={control}
                  value={draft.crs}
                  options={CRS_OPTIONS}
                  onChange={(crs) => set('crs', crs as D['crs'])}
                />
              )}
            </Field>
          </>
        )}
      </div>
      <div className="admin-form__row">
        <Field label={`Name ${of}`} required hint={labelHint} error={errors.label}>
          {(control) => (
            <InputText
              {...control}
              value={draft.label}
              onChange={(event) => set('label', event.target.value as D['label'])}
              maxLength={200}
            />
          )}
        </Field>
        {children}
      </div>
    </>
  );
}

/** What "Dienst testen" found, said in the entry's live region. */
function TestOutcome({ state, title }: { state: TestState; title: string }) {
  if (state.phase === 'idle') return null;
  if (state.phase === 'running') return <p>Der Dienst für {title} wird gefragt …</p>;
  if (state.phase === 'failed') {
    return (
      <p className="geo-test__failed">
        <Icon name="exclamation-triangle" /> Der Dienst konnte nicht getestet werden: {adminErrorText(state.error)}
      </p>
    );
  }
  const { result } = state;
  if (!result.ok) {
    return (
      <p className="geo-test__failed">
        <Icon name="exclamation-triangle" /> Test fehlgeschlagen (gefragt bei {pointText(result.point)}):{' '}
        {result.message}
      </p>
    );
  }
  if (result.areas.length === 0) {
    return (
      <p className="geo-test__ok">
        <Icon name="check-circle" /> Der Dienst hat in {result.duration_ms} ms geantwortet, bei{' '}
        {pointText(result.point)} aber keine Gebiete gefunden.
      </p>
    );
  }
  return (
    <>
      <p className="geo-test__ok">
        <Icon name="check-circle" /> Der Dienst hat in {result.duration_ms} ms geantwortet.{' '}
        {result.areas.length === 1 ? '1 Gebiet' : `${result.areas.length} Gebiete`} bei {pointText(result.point)}:
      </p>
      <ul className="geo-test__areas">
        {result.areas.map((area, index) => (
          // Two areas may share a name; the order of the answer is stable.
          <li key={`${area.name}-${index}`}>
            {area.name} ({distanceText(area.distance_m)})
          </li>
        ))}
      </ul>
    </>
  );
}

interface ServiceFieldsProps {
  kind: AreaKind;
  landId: string;
  draft: ServiceDraft;
  onChange: (draft: ServiceDraft) => void;
  errors: EntryErrors;
  /** The test point staff entered; undefined: the Land's seat of government. null: the entry is invalid. */
  testPoint: { lon: number; lat: number } | undefined | null;
  /** The ids of the texts saying why the test point is invalid (while it is). */
  testPointErrorIds?: string;
}

/** One area kind's service: type, address, layer, name attribute, CRS, name and date, and "Dienst testen". */
export function ServiceFields({
  kind,
  landId,
  draft,
  onChange,
  errors,
  testPoint,
  testPointErrorIds,
}: ServiceFieldsProps) {
  const title = AREA_KIND_TITLES[kind];
  const service = serviceOf(draft);
  // What a test said holds for the service it asked: once its address, layer, attribute or type is
  // edited, the result (or a test still running) no longer speaks for the entry and is not shown.
  const asked = JSON.stringify(service && { ...service, label: '', as_of: null });
  const [tested, setTested] = useState<{ asked: string; state: TestState }>({ asked, state: { phase: 'idle' } });
  const test: TestState = tested.asked === asked ? tested.state : { phase: 'idle' };
  const set = <K extends keyof ServiceDraft>(key: K, value: ServiceDraft[K]) => onChange({ ...draft, [key]: value });
  const testBlocked = testPoint === null;

  const runTest = async () => {
    if (!service || test.phase === 'running' || testBlocked) return;
    setTested({ asked, state: { phase: 'running' } });
    // A later edit changes `asked`; the answer is kept under what it was asked for and not shown then.
    const settle = (state: TestState) => setTested((current) => (current.asked === asked ? { asked, state } : current));
    try {
      settle({
        phase: 'done',
        result: await testGeoService(landId, { kind, service, ...(testPoint ? { point: testPoint } : {}) }),
      });
    } catch (error) {
      settle({ phase: 'failed', error });
    }
  };

  return (
    <fieldset className="geo-entry">
      <legend className="geo-entry__title">{title}</legend>
      <Field
        label="Art des Dienstes"
        hint={
          draft.type === 'keine'
            ? 'Es gilt die bundesweite Voreinstellung; fehlt sie, heißt es für Bürgerinnen und Bürger „keine Daten“.'
            : undefined
        }
        error={errors.type}
      >
        {(control) => (
          <NativeSelect
            control={control}
            value={draft.type}
            options={SERVICE_TYPES}
            onChange={(type) => set('type', type)}
          />
        )}
      </Field>
      {draft.type !== 'keine' && (
        <>
          <SourceFields
            of="des Dienstes"
            draft={draft}
            set={set}
            errors={errors}
            layered={{
              layerLabel: 'Layer bzw. Collection',
              layerHint: draft.type === 'ogc' ? 'ID der Collection.' : 'Name der Objektart bzw. des Layers.',
              attribute: 'name_attribute',
              attributeLabel: 'Attribut mit dem Gebietsnamen',
              attributeHint: 'z. B. NAME; leer: die Gebietsart.',
            }}
            labelHint="Wird als Quelle genannt."
          >
            <Field label="Stand der Daten" hint="Optional." error={errors.as_of}>
              {(control) => (
                <InputText
                  {...control}
                  type="date"
                  value={draft.as_of}
                  onChange={(event) => set('as_of', event.target.value)}
                />
              )}
            </Field>
          </SourceFields>
          <div className="geo-test">
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => void runTest()}
              aria-disabled={test.phase === 'running' || testBlocked}
              // Why the button does nothing: the test point's own error texts say it.
              aria-describedby={testBlocked ? testPointErrorIds : undefined}
            >
              <Icon name="play" />
              Dienst testen<span className="sr-only">: {title}</span>
            </button>
          </div>
        </>
      )}
      <div className="geo-test__result" role="status">
        {draft.type !== 'keine' && <TestOutcome state={test} title={title} />}
      </div>
    </fieldset>
  );
}

interface AddressFieldsProps {
  draft: AddressDraft;
  onChange: (draft: AddressDraft) => void;
  errors: EntryErrors;
}

/** Where residents' addresses are searched: the platform's default, an address layer or a geocoder. */
export function AddressFields({ draft, onChange, errors }: AddressFieldsProps) {
  const set = <K extends keyof AddressDraft>(key: K, value: AddressDraft[K]) => onChange({ ...draft, [key]: value });
  const layered = draft.type === 'ogc' || draft.type === 'wfs';
  return (
    <fieldset className="geo-entry">
      <legend className="geo-entry__title">Adresssuche</legend>
      <Field
        label="Quelle der Adresssuche"
        hint={draft.type === 'keine' ? 'Die Adresssuche der Plattform (bundesweite Voreinstellung).' : undefined}
        error={errors.type}
      >
        {(control) => (
          <NativeSelect
            control={control}
            value={draft.type}
            options={ADDRESS_TYPES}
            onChange={(type) => set('type', type)}
          />
        )}
      </Field>
      {draft.type !== 'keine' && (
        <SourceFields
          of="der Quelle"
          draft={draft}
          set={set}
          errors={errors}
          layered={
            layered
              ? {
                  layerLabel: 'Layer bzw. Collection der Adressen',
                  attribute: 'label_attribute',
                  attributeLabel: 'Attribut mit der Adresse',
                  attributeHint: 'z. B. label',
                }
              : null
          }
        />
      )}
    </fieldset>
  );
}
