import { InputText } from 'primereact/inputtext';
import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState } from 'react';
import { AdminPage, LoadError, LoadingNotice } from '#features/admin-kit/components/admin-page.tsx';
import { Field } from '#features/admin-kit/components/field.tsx';
import { Icon } from '#features/admin-kit/components/icons.tsx';
import { NativeSelect } from '#features/admin-kit/components/select-field.tsx';
import { errorText } from '#lib/error-text.ts';
import { exportStatistics, monthsOf } from '../api/export-statistics.ts';
import { useStatistics, type StatisticsFilter } from '../api/get-statistics.ts';
import { useLaender } from '../api/list-laender.ts';
import { UnitRanking } from '../components/unit-ranking.tsx';
import { downloadText, statisticsCsv } from '../utils/csv.ts';
import { daysAgo, germanDate, isoDate, rangeProblem } from '../utils/dates.ts';
import '../statistics.css';

// chart.js is only needed here: it loads with the charts, not with the admin area.
const StatisticsCharts = lazy(() => import('../components/statistics-charts.tsx'));

const number = new Intl.NumberFormat('de-DE');

const PRESETS = [
  { label: 'Letzte 7 Tage', days: 6 },
  { label: 'Letzte 30 Tage', days: 29 },
  { label: 'Letzte 90 Tage', days: 89 },
  { label: 'Letzte 12 Monate', days: 364 },
] as const;

/** A date in local time from the date input's value (YYYY-MM-DD); null when empty or incomplete. */
const fromInput = (value: string): Date | null => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : null;
};

/**
 * The browser's own date field: typed in the browser's own format (TT.MM.JJJJ in a German one, which
 * the field shows) or chosen from its calendar, with the keyboard like any text field. PrimeReact's calendar took the focus away from
 * the field when its popup opened, so a typed date was lost. The field holds what is typed; only a
 * date set from outside (a preset) is written into it, since writing each typed date back would put
 * the cursor into the day again.
 */
function DateField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: Date | null;
  onChange: (date: Date | null) => void;
  error?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const field = input.current;
    if (field && fromInput(field.value)?.getTime() !== value?.getTime()) field.value = value ? isoDate(value) : '';
  }, [value]);
  return (
    <Field label={label} error={error}>
      {(control) => (
        <InputText
          {...control}
          ref={input}
          type="date"
          className="statistics-range__input"
          defaultValue={value ? isoDate(value) : ''}
          max={isoDate(new Date())}
          onChange={(event) => onChange(fromInput(event.target.value))}
        />
      )}
    </Field>
  );
}

/** "Januar 2026" for "2026-01". */
const monthName = (month: string) =>
  new Intl.DateTimeFormat('de-DE', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

/**
 * The CSV export: the counters per unit and calendar month of the range's months (whole months: the
 * per-unit counts per group and result are kept per month), for the chosen Land or every Land,
 * fetched a Land-month at a time with the progress announced.
 */
function CsvExport({
  filter,
  laender,
}: {
  filter: StatisticsFilter;
  laender: ReadonlyArray<{ id: string; name: string }>;
}) {
  const hintId = useId();
  const [progress, setProgress] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const months = monthsOf(filter.from, filter.to);
  const landIds = filter.land_id ? [filter.land_id] : laender.map((land) => land.id);
  const landName = laender.find((land) => land.id === filter.land_id)?.name;
  const busy = progress !== null;

  const download = async () => {
    if (busy) return;
    setFailure(null);
    setProgress('Export wird vorbereitet …');
    try {
      const rows = await exportStatistics(landIds, months, {
        onProgress: (done, parts) => setProgress(`Export läuft: ${done} von ${parts} Teilen geladen …`),
      });
      const names = new Map(laender.map((land) => [land.id, land.name]));
      const scope = landName ? `_${landName.toLowerCase().replaceAll(/[^a-z0-9äöüß]+/g, '-')}` : '';
      downloadText(statisticsCsv(rows, names), `nutzungsstatistik${scope}_${months[0]}_bis_${months.at(-1)}.csv`);
      setProgress(null);
    } catch (error) {
      setProgress(null);
      setFailure(`Der Export ist fehlgeschlagen. ${errorText(error)}`);
    }
  };

  return (
    <div className="statistics-actions">
      <button
        type="button"
        className="button button--secondary button--small"
        onClick={() => void download()}
        aria-describedby={hintId}
        aria-disabled={busy || landIds.length === 0}
      >
        <Icon name="download" />
        CSV herunterladen
      </button>
      <span id={hintId} className="admin-field__hint">
        Für Excel: eine Zeile je Bezugseinheit und Monat ({monthName(months[0] ?? filter.from.slice(0, 7))}
        {months.length > 1 ? ` bis ${monthName(months.at(-1) ?? '')}` : ''}, ganze Kalendermonate)
        {landName ? ` in ${landName}` : ' in allen Ländern'}, mit Summen je Check-Gruppe und Ergebnis, Spalten durch
        Semikolon getrennt.
      </span>
      <p className="statistics-actions__status" role="status">
        {progress}
      </p>
      {failure && (
        <p className="admin-field__error" role="alert">
          {failure}
        </p>
      )}
    </div>
  );
}

function Statistics() {
  const [from, setFrom] = useState<Date | null>(() => daysAgo(29));
  const [to, setTo] = useState<Date | null>(() => daysAgo(0));
  const [landId, setLandId] = useState('');
  const laender = useLaender();
  const problem = rangeProblem(from, to);
  const filter = useMemo<StatisticsFilter | null>(
    () => (!problem && from && to ? { from: isoDate(from), to: isoDate(to), land_id: landId || null } : null),
    [problem, from, to, landId],
  );
  const statistics = useStatistics(filter);
  const summaryId = useId();
  const data = statistics.data;
  const landList = laender.data ?? [];
  const shownLand = data?.land_id ? landList.find((land) => land.id === data.land_id) : undefined;

  const choosePreset = (days: number) => {
    setFrom(daysAgo(days));
    setTo(daysAgo(0));
  };

  return (
    <>
      <form className="statistics-range" onSubmit={(event) => event.preventDefault()} aria-label="Zeitraum und Land">
        <div className="statistics-range__dates">
          {/* A missing date is named at its own field, a wrong range at the start. */}
          <DateField
            label="Von"
            value={from}
            onChange={setFrom}
            error={!from ? 'Bitte geben Sie ein gültiges Startdatum ein.' : to ? problem : undefined}
          />
          <DateField
            label="Bis"
            value={to}
            onChange={setTo}
            error={!to ? 'Bitte geben Sie ein gültiges Enddatum ein.' : undefined}
          />
          <Field
            label="Land"
            hint={
              laender.isError
                ? 'Die Länder konnten nicht geladen werden.'
                : 'Mit einem Land: seine Gemeinden als Rangliste.'
            }
          >
            {(control) => (
              <NativeSelect
                control={control}
                value={landId}
                onChange={setLandId}
                options={[
                  { value: '', label: 'Alle Länder' },
                  ...landList.map((land) => ({ value: land.id, label: land.name })),
                ]}
              />
            )}
          </Field>
        </div>
        <div className="statistics-range__presets" role="group" aria-label="Zeitraum schnell wählen">
          {PRESETS.map((preset) => (
            <button
              key={preset.label}
              type="button"
              className="button button--secondary button--small"
              onClick={() => choosePreset(preset.days)}
            >
              {preset.label}
            </button>
          ))}
        </div>
      </form>

      {statistics.isPending && filter && <LoadingNotice>Statistik wird geladen …</LoadingNotice>}
      {statistics.isError && !data && (
        <LoadError
          message={`Die Statistik konnte nicht geladen werden. ${errorText(statistics.error)}`}
          onRetry={() => void statistics.refetch()}
        />
      )}
      {/* A range that cannot be shown shows no figures: the last ones are of another range. */}
      {data && !problem && (
        <div
          aria-busy={statistics.isFetching}
          className={statistics.isPlaceholderData ? 'statistics--updating' : undefined}
        >
          <div className="statistics-summary" id={summaryId} role="status">
            <div className="statistics-kpi">
              <span className="statistics-kpi__value">{number.format(data.total)}</span>
              <span className="statistics-kpi__label">
                abgeschlossene Checks vom {germanDate(data.from)} bis {germanDate(data.to)}
                {shownLand ? ` in ${shownLand.name}` : ''}
              </span>
            </div>
            {data.plausible && (
              <>
                <div className="statistics-kpi">
                  <span className="statistics-kpi__value">{number.format(data.plausible.visitors)}</span>
                  <span className="statistics-kpi__label">Besucherinnen und Besucher (Plausible)</span>
                </div>
                <div className="statistics-kpi">
                  <span className="statistics-kpi__value">{number.format(data.plausible.pageviews)}</span>
                  <span className="statistics-kpi__label">Seitenaufrufe (Plausible)</span>
                </div>
              </>
            )}
          </div>
          {filter && <CsvExport filter={{ ...filter, land_id: data.land_id }} laender={landList} />}
          <Suspense fallback={<LoadingNotice>Diagramme werden geladen …</LoadingNotice>}>
            <StatisticsCharts statistics={data} />
          </Suspense>
          {data.land_id && data.total > 0 && (
            <UnitRanking
              from={data.from}
              to={data.to}
              landId={data.land_id}
              landName={shownLand?.name ?? data.per_land[0]?.name ?? 'diesem Land'}
            />
          )}
        </div>
      )}
    </>
  );
}

/** "Nutzungsstatistik" (route StatisticsPage, `/statistics`, Administrator only). */
export default function StatisticsPage() {
  return (
    <AdminPage
      title="Nutzungsstatistik"
      showFaq
      intro={
        <p>
          Wie oft Bürgerinnen und Bürger einen Quick-Check abgeschlossen haben – anonym gezählt, ohne Cookies und ohne
          personenbezogene Daten.
        </p>
      }
    >
      <Statistics />
    </AdminPage>
  );
}
