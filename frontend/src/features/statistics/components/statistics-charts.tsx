import { CHECK_GROUP_LABELS, OUTCOME_SEVERITY_LABELS, type OutcomeSeverity } from '@baucheck/shared/enums';
import type { Statistics } from '@baucheck/shared/statistics';
import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  DoughnutController,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartConfiguration,
} from 'chart.js';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { germanDate } from '../utils/dates.ts';

Chart.register(
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  DoughnutController,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
);
Chart.defaults.font.family = "'Source Sans 3', 'Segoe UI', system-ui, sans-serif";
Chart.defaults.font.size = 14;
Chart.defaults.color = '#1c2733';

const PRIMARY = '#0b3a75';
/** Result colours from harmless to severe; each ≥ 3:1 against white (non-text contrast). */
const RESULT_COLOURS: Record<OutcomeSeverity, string> = {
  verfahrensfrei: '#1f6b37',
  weitere_genehmigungen: '#8a6d0b',
  bauaufsicht_kontaktieren: '#c05621',
  genehmigungspflichtig: '#b3261e',
};

const number = new Intl.NumberFormat('de-DE');

/** Long axis labels ("Solaranlage gebäudeunabhängig") on two lines, so they are not cut off. */
const axisLabel = (label: string): string | string[] => {
  if (label.length <= 18) return label;
  const space = label.indexOf(' ', Math.floor(label.length / 3));
  return space > 0 ? [label.slice(0, space), label.slice(space + 1)] : label;
};

/** A chart.js canvas, (re)drawn whenever its configuration changes; a picture with a text summary. */
function ChartCanvas({ config, summary }: { config: ChartConfiguration; summary: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return undefined;
    const chart = new Chart(canvas.current, config);
    return () => chart.destroy();
  }, [config]);
  return (
    <div className="statistics-chart__canvas">
      <canvas ref={canvas} role="img" aria-label={summary} />
    </div>
  );
}

function ChartCard({
  title,
  summary,
  config,
  table,
  wide = false,
}: {
  title: string;
  summary: string;
  config: ChartConfiguration;
  table: ReactNode;
  wide?: boolean;
}) {
  const id = useId();
  return (
    <section className={wide ? 'statistics-chart statistics-chart--wide' : 'statistics-chart'} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <p className="statistics-chart__summary">{summary}</p>
      <ChartCanvas config={config} summary={`${title}: ${summary}`} />
      <details className="statistics-chart__table">
        <summary>Daten als Tabelle</summary>
        {table}
      </details>
    </section>
  );
}

function DataTable({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: [string, string];
  rows: Array<[string, number]>;
}) {
  const total = rows.reduce((sum, [, count]) => sum + count, 0);
  return (
    <table className="statistics-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{head[0]}</th>
          <th scope="col" className="statistics-table__number">
            {head[1]}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([label, count]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td className="statistics-table__number">{number.format(count)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Summe</th>
          <td className="statistics-table__number">{number.format(total)}</td>
        </tr>
      </tfoot>
    </table>
  );
}

const barOptions = (horizontal = false): ChartConfiguration<'bar'>['options'] => ({
  responsive: true,
  maintainAspectRatio: false,
  indexAxis: horizontal ? 'y' : 'x',
  plugins: { legend: { display: false } },
  scales: {
    [horizontal ? 'x' : 'y']: { beginAtZero: true, ticks: { precision: 0 } },
  },
});

/** The four views of the statistics: per day, group, reference unit and result, each also as a table. */
export default function StatisticsCharts({ statistics }: { statistics: Statistics }) {
  const days = statistics.per_day;
  const busiest = days.reduce<(typeof days)[number] | undefined>(
    (best, day) => (!best || day.count > best.count ? day : best),
    undefined,
  );
  const groups = statistics.per_group.map(
    (entry) => [CHECK_GROUP_LABELS[entry.group], entry.count] as [string, number],
  );
  const units = statistics.per_reference_unit.map((entry) => [entry.name, entry.count] as [string, number]);
  const results = statistics.per_result.map(
    (entry) => [OUTCOME_SEVERITY_LABELS[entry.overall], entry.count] as [string, number],
  );
  const topOf = (rows: Array<[string, number]>) =>
    rows.reduce<[string, number] | undefined>((best, row) => (!best || row[1] > best[1] ? row : best), undefined);
  const topGroup = topOf(groups);
  const topUnit = topOf(units);

  // Configurations are memoised by the statistics object: a new range draws new charts.
  const configs = chartConfigsFor(statistics, groups, units, results);

  if (statistics.total === 0) {
    return (
      <p className="statistics-empty" role="status">
        Im gewählten Zeitraum wurde noch kein Quick-Check abgeschlossen. Wählen Sie einen längeren Zeitraum, um mehr zu
        sehen.
      </p>
    );
  }

  return (
    <div className="statistics-charts">
      <ChartCard
        wide
        title="Abgeschlossene Checks pro Tag"
        summary={
          busiest && busiest.count > 0
            ? `${number.format(statistics.total)} Checks an ${days.length} Tagen, die meisten (${number.format(busiest.count)}) am ${germanDate(busiest.date)}.`
            : `Keine abgeschlossenen Checks an ${days.length} Tagen.`
        }
        config={configs.perDay}
        table={
          <DataTable
            caption="Abgeschlossene Checks pro Tag"
            head={['Datum', 'Anzahl']}
            rows={days.map((day) => [germanDate(day.date), day.count])}
          />
        }
      />
      <ChartCard
        title="Nach Check-Gruppe"
        summary={
          topGroup && topGroup[1] > 0
            ? `Am häufigsten: ${topGroup[0]} mit ${number.format(topGroup[1])} Checks.`
            : 'Noch keine Checks in diesem Zeitraum.'
        }
        config={configs.perGroup}
        table={
          <DataTable
            caption="Abgeschlossene Checks nach Check-Gruppe"
            head={['Check-Gruppe', 'Anzahl']}
            rows={groups}
          />
        }
      />
      <ChartCard
        title="Nach Ergebnis"
        summary={
          results
            .filter(([, count]) => count > 0)
            .map(([label, count]) => `${label}: ${number.format(count)}`)
            .join('; ') || 'Noch keine Ergebnisse in diesem Zeitraum.'
        }
        config={configs.perResult}
        table={<DataTable caption="Abgeschlossene Checks nach Ergebnis" head={['Ergebnis', 'Anzahl']} rows={results} />}
      />
      <ChartCard
        wide
        title="Nach Bezugseinheit"
        summary={
          topUnit
            ? `${units.length === 1 ? '1 Bezugseinheit' : `${units.length} Bezugseinheiten`}, am häufigsten ${topUnit[0]} mit ${number.format(topUnit[1])} Checks.`
            : 'Noch keine Checks in diesem Zeitraum.'
        }
        config={configs.perUnit}
        table={
          <DataTable
            caption="Abgeschlossene Checks nach Bezugseinheit"
            head={['Bezugseinheit', 'Anzahl']}
            rows={units}
          />
        }
      />
    </div>
  );
}

const configCache = new WeakMap<Statistics, ReturnType<typeof buildConfigs>>();

function chartConfigsFor(
  statistics: Statistics,
  groups: Array<[string, number]>,
  units: Array<[string, number]>,
  results: Array<[string, number]>,
) {
  let configs = configCache.get(statistics);
  if (!configs) {
    configs = buildConfigs(statistics, groups, units, results);
    configCache.set(statistics, configs);
  }
  return configs;
}

function buildConfigs(
  statistics: Statistics,
  groups: Array<[string, number]>,
  units: Array<[string, number]>,
  results: Array<[string, number]>,
) {
  const perDay: ChartConfiguration<'line'> = {
    type: 'line',
    data: {
      labels: statistics.per_day.map((day) => germanDate(day.date).slice(0, 6)),
      datasets: [
        {
          label: 'Abgeschlossene Checks',
          data: statistics.per_day.map((day) => day.count),
          borderColor: PRIMARY,
          backgroundColor: 'rgba(11, 58, 117, 0.15)',
          fill: true,
          tension: 0.25,
          pointRadius: statistics.per_day.length > 60 ? 0 : 3,
        },
      ],
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      plugins: { legend: { display: false } },
      scales: { y: { beginAtZero: true, ticks: { precision: 0 } } },
    },
  };
  const perGroup: ChartConfiguration<'bar'> = {
    type: 'bar',
    data: {
      labels: groups.map(([label]) => axisLabel(label)),
      datasets: [{ label: 'Checks', data: groups.map(([, count]) => count), backgroundColor: PRIMARY }],
    },
    options: barOptions(true),
  };
  const perUnit: ChartConfiguration<'bar'> = {
    type: 'bar',
    data: {
      labels: units.map(([label]) => axisLabel(label)),
      datasets: [{ label: 'Checks', data: units.map(([, count]) => count), backgroundColor: PRIMARY }],
    },
    options: barOptions(true),
  };
  const perResult: ChartConfiguration<'doughnut'> = {
    type: 'doughnut',
    data: {
      labels: results.map(([label]) => label),
      datasets: [
        {
          label: 'Checks',
          data: results.map(([, count]) => count),
          backgroundColor: statistics.per_result.map((entry) => RESULT_COLOURS[entry.overall]),
          borderColor: '#ffffff',
          borderWidth: 2,
        },
      ],
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      plugins: { legend: { position: 'bottom', labels: { boxWidth: 14 } } },
    },
  };
  return {
    perDay: perDay as ChartConfiguration,
    perGroup: perGroup as ChartConfiguration,
    perUnit: perUnit as ChartConfiguration,
    perResult: perResult as ChartConfiguration,
  };
}
