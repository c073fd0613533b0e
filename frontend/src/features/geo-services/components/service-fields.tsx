import { GEO_CRS, type AreaKind, type GeoServiceTestResult } from '@baucheck/shared/geo';
import { AREA_KIND_TITLES } from '@baucheck/shared/geo-coverage';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
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

const decimal = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 5 });
const pointText = ({ lon, lat }: { lon: number; lat: number }) =>
  `${decimal.format(lat)}° N, ${decimal.format(lon)}° O`;

/** Where an area lies from the test point, in words. */
const distanceText = (metres: number) =>
  metres === 0 ? 'der Testpunkt liegt im Gebiet' : `${decimal.format(Math.round(metres))} m vom Testpunkt`;

type TestState =
  | { phase: 'idle' }
  | { phase: 'running' }
  | { phase: 'done'; result: GeoServiceTestResult }
  | { phase: 'failed'; error: unknown };

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
}

/** One area kind's service: type, address, layer, name attribute, CRS, name and date, and "Dienst testen". */
export function ServiceFields({ kind, landId, draft, onChange, errors, testPoint }: ServiceFieldsProps) {
  const title = AREA_KIND_TITLES[kind];
  const [test, setTest] = useState<TestState>({ phase: 'idle' });
  const set = <K extends keyof ServiceDraft>(key: K, value: ServiceDraft[K]) => onChange({ ...draft, [key]: value });
  const service = serviceOf(draft);

  const runTest = async () => {
    if (!service || test.phase === 'running' || testPoint === null) return;
    setTest({ phase: 'running' });
    try {
      const result = await testGeoService(landId, { kind, service, ...(testPoint ? { point: testPoint } : {}) });
      setTest({ phase: 'done', result });
    } catch (error) {
      setTest({ phase: 'failed', error });
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
          <div className="admin-form__row">
            <Field label="Adresse des Dienstes (URL)" required error={errors.url} className="geo-entry__wide">
              {(control) => (
                <InputText
                  {...control}
                  type="url"
                  value={draft.url}
                  onChange={(event) => set('url', event.target.value)}
                  placeholder="https://…"
                  maxLength={500}
                />
              )}
            </Field>
            <Field
              label="Layer bzw. Collection"
              required
              hint={draft.type === 'ogc' ? 'ID der Collection.' : 'Name der Objektart bzw. des Layers.'}
              error={errors.layer}
            >
              {(control) => (
                <InputText
                  {...control}
                  value={draft.layer}
                  onChange={(event) => set('layer', event.target.value)}
                  maxLength={200}
                />
              )}
            </Field>
            <Field
              label="Attribut mit dem Gebietsnamen"
              hint="z. B. NAME; leer: die Gebietsart."
              error={errors.name_attribute}
            >
              {(control) => (
                <InputText
                  {...control}
                  value={draft.name_attribute}
                  onChange={(event) => set('name_attribute', event.target.value)}
                  maxLength={100}
                />
              )}
            </Field>
            <Field label="Koordinatensystem des Dienstes" error={errors.crs}>
              {(control) => (
                <NativeSelect
                  control={control}
                  value={draft.crs}
                  options={CRS_OPTIONS}
                  onChange={(crs) => set('crs', crs)}
                />
              )}
            </Field>
          </div>
          <div className="admin-form__row">
            <Field label="Name des Dienstes" required hint="Wird als Quelle genannt." error={errors.label}>
              {(control) => (
                <InputText
                  {...control}
                  value={draft.label}
                  onChange={(event) => set('label', event.target.value)}
                  maxLength={200}
                />
              )}
            </Field>
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
          </div>
          <div className="geo-test">
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => void runTest()}
              aria-disabled={test.phase === 'running' || testPoint === null}
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
        <div className="admin-form__row">
          <Field label="Adresse der Quelle (URL)" required error={errors.url} className="geo-entry__wide">
            {(control) => (
              <InputText
                {...control}
                type="url"
                value={draft.url}
                onChange={(event) => set('url', event.target.value)}
                placeholder="https://…"
                maxLength={500}
              />
            )}
          </Field>
          {layered && (
            <>
              <Field label="Layer bzw. Collection der Adressen" required error={errors.layer}>
                {(control) => (
                  <InputText
                    {...control}
                    value={draft.layer}
                    onChange={(event) => set('layer', event.target.value)}
                    maxLength={200}
                  />
                )}
              </Field>
              <Field label="Attribut mit der Adresse" hint="z. B. label" error={errors.label_attribute}>
                {(control) => (
                  <InputText
                    {...control}
                    value={draft.label_attribute}
                    onChange={(event) => set('label_attribute', event.target.value)}
                    maxLength={100}
                  />
                )}
              </Field>
              <Field label="Koordinatensystem der Quelle" error={errors.crs}>
                {(control) => (
                  <NativeSelect
                    control={control}
                    value={draft.crs}
                    options={CRS_OPTIONS}
                    onChange={(crs) => set('crs', crs)}
                  />
                )}
              </Field>
            </>
          )}
          <Field label="Name der Quelle" required error={errors.label}>
            {(control) => (
              <InputText
                {...control}
                value={draft.label}
                onChange={(event) => set('label', event.target.value)}
                maxLength={200}
              />
            )}
          </Field>
        </div>
      )}
    </fieldset>
  );
}
