import { Calendar } from 'primereact/calendar';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { AdminPage, LoadError, LoadingNotice } from '#features/admin-kit/components/admin-page.tsx';
import { Field } from '#features/admin-kit/components/field.tsx';
import { Icon } from '#features/admin-kit/components/icons.tsx';
import { errorText } from '#lib/error-text.ts';
import { useStatistics } from '../api/get-statistics.ts';
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
  return (
    <Field label={label} hint="Format TT.MM.JJJJ" error={error}>
      {(control) => (
        <Calendar
          inputId={control.id}
          value={value}
          onChange={(event) => onChange(event.value ?? null)}
          dateFormat="dd.mm.yy"
          locale="de"
          showIcon
          maxDate={new Date()}
          showButtonBar
          aria-describedby={control['aria-describedby']}
          ariaLabelledBy={undefined}
          inputClassName="statistics-range__input"
          pt={{
            input: {
              root: { 'aria-invalid': control['aria-invalid'], 'aria-describedby': control['aria-describedby'] },
            },
          }}
        />
      )}
    </Field>
  );
}

function Statistics() {
  const [from, setFrom] = useState<Date | null>(() => daysAgo(29));
  const [to, setTo] = useState<Date | null>(() => daysAgo(0));
  const problem = rangeProblem(from, to);
  const range = useMemo(
    () => (!problem && from && to ? { from: isoDate(from), to: isoDate(to) } : null),
    [problem, from, to],
  );
  const statistics = useStatistics(range);
  const summaryId = useId();
  const data = statistics.data;

  const choosePreset = (days: number) => {
    setFrom(daysAgo(days));
    setTo(daysAgo(0));
  };

  const download = () => {
    if (!data) return;
    downloadText(statisticsCsv(data.rows), `nutzungsstatistik_${data.from}_bis_${data.to}.csv`);
  };

  return (
    <>
      <form className="statistics-range" onSubmit={(event) => event.preventDefault()} aria-label="Zeitraum">
        <div className="statistics-range__dates">
          <DateField label="Von" value={from} onChange={setFrom} error={problem && from && to ? problem : undefined} />
          <DateField label="Bis" value={to} onChange={setTo} />
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
      {problem && (!from || !to) && <p className="admin-field__error">{problem}</p>}

      {statistics.isPending && range && <LoadingNotice>Statistik wird geladen …</LoadingNotice>}
      {statistics.isError && !data && (
        <LoadError
          message={`Die Statistik konnte nicht geladen werden. ${errorText(statistics.error)}`}
          onRetry={() => void statistics.refetch()}
        />
      )}
      {data && (
        <div
          aria-busy={statistics.isFetching}
          className={statistics.isPlaceholderData ? 'statistics--updating' : undefined}
        >
          <div className="statistics-summary" id={summaryId} role="status">
            <div className="statistics-kpi">
              <span className="statistics-kpi__value">{number.format(data.total)}</span>
              <span className="statistics-kpi__label">
                abgeschlossene Checks vom {germanDate(data.from)} bis {germanDate(data.to)}
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
          <div className="statistics-actions">
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={download}
              aria-describedby={`${summaryId}-csv`}
            >
              <Icon name="download" />
              CSV herunterladen
            </button>
            <span id={`${summaryId}-csv`} className="admin-field__hint">
              Für Excel: eine Zeile je Tag, Check-Gruppe, Bezugseinheit und Ergebnis mit abgeschlossenen Checks, Spalten
              durch Semikolon getrennt.
            </span>
          </div>
          <Suspense fallback={<LoadingNotice>Diagramme werden geladen …</LoadingNotice>}>
            <StatisticsCharts statistics={data} />
          </Suspense>
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
