import { AREA_KINDS, type AreaKind, type LandGeoConfig } from '@baucheck/shared/geo';
import { InputText } from 'primereact/inputtext';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { AdminPage, QueryFallback } from '#features/admin-kit/components/admin-page.tsx';
import { Field } from '#features/admin-kit/components/field.tsx';
import { Icon } from '#features/admin-kit/components/icons.tsx';
import { RequestAlert } from '#features/admin-kit/components/request-alert.tsx';
import { useToast } from '#features/admin-kit/components/toast-provider.tsx';
import { useUnsavedChanges } from '#features/admin-kit/components/unsaved-changes.tsx';
import { fieldErrorsByPath } from '#features/admin-kit/utils/admin-error-text.ts';
import { reloadQuery } from '#features/admin-kit/utils/conflict.ts';
import { geoConfigQueryKey, useGeoConfig, useSaveGeoConfig } from '../api/geo-config.ts';
import { LandChooser, useChosenLand, type ChosenLand } from '../components/land-chooser.tsx';
import { AddressFields, ServiceFields, type EntryErrors } from '../components/service-fields.tsx';
import { draftOf, sameDraft, updateOf, type GeoConfigDraft } from '../utils/draft.ts';
import '../geo-services.css';

/** The errors under `prefix.` (e.g. "services.Naturschutz."), by the field's name. */
function errorsUnder(errors: Record<string, string>, prefix: string): EntryErrors {
  const entry: EntryErrors = {};
  for (const [path, message] of Object.entries(errors)) {
    if (path.startsWith(`${prefix}.`)) entry[path.slice(prefix.length + 1)] = message;
    // A problem with the entry as a whole (e.g. an unknown type) is shown at its type.
    else if (path === prefix) entry.type = message;
  }
  return entry;
}

/** A coordinate as typed (comma or point); undefined when empty, NaN when not a number. */
const coordinate = (text: string) => (text.trim() ? Number(text.trim().replace(',', '.')) : undefined);

/** The test point staff may enter (WGS84); empty: the server asks at the Land's seat of government. */
function useTestPoint() {
  const [lon, setLon] = useState('');
  const [lat, setLat] = useState('');
  const x = coordinate(lon);
  const y = coordinate(lat);
  const lonError =
    x === undefined
      ? y === undefined
        ? undefined
        : 'Bitte auch den Längengrad angeben.'
      : Number.isFinite(x) && x >= -180 && x <= 180
        ? undefined
        : 'Bitte einen Längengrad zwischen -180 und 180 angeben, z. B. 11,4003.';
  const latError =
    y === undefined
      ? x === undefined
        ? undefined
        : 'Bitte auch den Breitengrad angeben.'
      : Number.isFinite(y) && y >= -90 && y <= 90
        ? undefined
        : 'Bitte einen Breitengrad zwischen -90 und 90 angeben, z. B. 48,3002.';
  const point = lonError || latError ? null : x !== undefined && y !== undefined ? { lon: x, lat: y } : undefined;
  return { lon, lat, setLon, setLat, lonError, latError, point };
}

function GeoConfigForm({ land, config }: { land: ChosenLand; config: LandGeoConfig }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const save = useSaveGeoConfig(land.id);
  const [version, setVersion] = useState(config.version);
  const [saved, setSaved] = useState(() => draftOf(config));
  const [draft, setDraft] = useState(saved);
  const testPoint = useTestPoint();
  const pointId = useId();
  const [latId, lonId] = [`${pointId}-lat`, `${pointId}-lon`];
  // Field shows an error under `${id}-error`; "Dienst testen" points there while the point is invalid.
  const testPointErrorIds =
    [testPoint.latError && `${latId}-error`, testPoint.lonError && `${lonId}-error`].filter(Boolean).join(' ') ||
    undefined;
  const dirty = !sameDraft(draft, saved);
  useUnsavedChanges(dirty);
  const errors = fieldErrorsByPath(save.error);

  const startFrom = (stored: LandGeoConfig) => {
    const next = draftOf(stored);
    setVersion(stored.version);
    setSaved(next);
    setDraft(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    save.mutate(updateOf(draft, version), {
      onSuccess: (stored) => {
        startFrom(stored);
        toast.success('Geodienste gespeichert', stored.land_name);
      },
    });
  };

  const reload = async () => {
    const fresh = await reloadQuery<LandGeoConfig>(queryClient, geoConfigQueryKey(land.id));
    save.reset();
    if (fresh) startFrom(fresh);
  };

  const setService = (kind: AreaKind) => (service: GeoConfigDraft['services'][AreaKind]) =>
    setDraft((current) => ({ ...current, services: { ...current.services, [kind]: service } }));

  return (
    <form className="geo-form" onSubmit={submit} noValidate aria-label={`Geodienste für ${land.name}`}>
      <fieldset className="geo-entry geo-entry--point">
        <legend className="geo-entry__title">Testpunkt für „Dienst testen“</legend>
        <p className="admin-field__hint">
          Leer gelassen, wird jeder Dienst am Sitz der Landesregierung gefragt. Koordinaten in WGS 84, z. B. aus einer
          Karte übernommen.
        </p>
        <div className="admin-form__row">
          <Field id={latId} label="Breitengrad" error={testPoint.latError}>
            {(control) => (
              <InputText
                {...control}
                inputMode="decimal"
                value={testPoint.lat}
                onChange={(event) => testPoint.setLat(event.target.value)}
                placeholder="z. B. 48,3002"
              />
            )}
          </Field>
          <Field id={lonId} label="Längengrad" error={testPoint.lonError}>
            {(control) => (
              <InputText
                {...control}
                inputMode="decimal"
                value={testPoint.lon}
                onChange={(event) => testPoint.setLon(event.target.value)}
                placeholder="z. B. 11,4003"
              />
            )}
          </Field>
        </div>
      </fieldset>
      {AREA_KINDS.map((kind) => (
        <ServiceFields
          key={kind}
          kind={kind}
          landId={land.id}
          draft={draft.services[kind]}
          onChange={setService(kind)}
          errors={errorsUnder(errors, `services.${kind}`)}
          testPoint={testPoint.point}
          testPointErrorIds={testPointErrorIds}
        />
      ))}
      <AddressFields
        draft={draft.address}
        onChange={(address) => setDraft((current) => ({ ...current, address }))}
        errors={errorsUnder(errors, 'address_source')}
      />
      <RequestAlert error={save.error} onReload={() => void reload()} />
      <div className="geo-form__actions">
        <button type="submit" className="button button--primary" aria-disabled={save.isPending}>
          <Icon name="save" />
          {save.isPending ? 'Wird gespeichert …' : 'Speichern'}
        </button>
        <p className="admin-field__hint">
          {config.version === 0 && version === 0
            ? 'Für dieses Land ist noch nichts gespeichert; es gilt die bundesweite Voreinstellung.'
            : 'Die Gemeinden des Landes übernehmen diese Dienste.'}
        </p>
      </div>
    </form>
  );
}

function GeoConfigLoader({ land }: { land: ChosenLand }) {
  const config = useGeoConfig(land.id);
  if (!config.data) return <QueryFallback query={config} plural="Geodienste" />;
  // A new Land starts a new form (its own version and fields).
  return <GeoConfigForm key={land.id} land={land} config={config.data} />;
}

/** "Geodienste" (route ListGeoServices, `/geo-services`, Administrator and Land). */
export default function GeoServicesPage() {
  const chosen = useChosenLand();
  return (
    <AdminPage
      title="Geodienste"
      showFaq
      intro={
        <p>
          Welche amtlichen Dienste des Landes je Gebietsart zeigen, ob ein Grundstück z. B. im Denkmalschutz oder in
          einem Überschwemmungsgebiet liegt, und wo Adressen gesucht werden. Mit „Dienst testen“ fragen Sie einen
          Dienst, bevor Sie speichern.
        </p>
      }
    >
      <LandChooser state={chosen} />
      {chosen.land && <GeoConfigLoader land={chosen.land} />}
    </AdminPage>
  );
}
