import { CHECK_GROUP_LABELS, OUTCOME_SEVERITY_LABELS, type OutcomeSeverity } from '@baucheck/shared/enums';
import type { Statistics } from '@baucheck/shared/statistics';
import {
  ArcElement,
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
import { useEffect, useId, useMemo, useRef, type ReactNode } from 'react';
import { germanDate } from '../utils/dates.ts';
import { mostFrequentText } from '../utils/most-frequent.ts';

Chart.register(
  ArcElement,
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

/** A label and its count: one bar, one slice or one table row. */
type CountRow = [label: string, count: number];

function DataTable({ caption, head, rows }: { caption: string; head: [string, string]; rows: CountRow[] }) {
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

/** A colour of a chart and what it stands for. */
interface LegendEntry {
  label: string;
  colour: string;
}

/**
 * The legend as HTML below the canvas rather than chart.js's own: that one draws each entry on one
 * line and cuts long German result names ("Verfahrensfrei, aber weitere Genehmigungen möglicherweise
 * erforderlich") on a phone, while text in a list wraps and is zoomed and read like any other text.
 */
function ChartLegend({ entries }: { entries: LegendEntry[] }) {
  return (
    <ul className="statistics-legend">
      {entries.map(({ label, colour }) => (
        <li key={label}>
          <span className="statistics-legend__swatch" style={{ backgroundColor: colour }} aria-hidden="true" />
          {label}
        </li>
      ))}
    </ul>
  );
}

/**
 * Counts as horizontal bars in HTML: a name, its bar and its count per row. Drawn on a canvas, the names
 * got at most half a phone's chart and long words ("gebäudeunabhängig") were cut at its edge; as text
 * they wrap above their bar in a narrow card (statistics.css) and read like the table they stand for.
 */
function BarList({ rows }: { rows: CountRow[] }) {
  const most = Math.max(1, ...rows.map(([, count]) => count));
  return (
    <ul className="statistics-bars">
      {rows.map(([label, count]) => (
        <li key={label} className="statistics-bars__row">
          <span className="statistics-bars__label">{label}</span>
          <span className="statistics-bars__track" aria-hidden="true">
            <span className="statistics-bars__bar" style={{ width: `${(count / most) * 100}%` }} />
          </span>
          <span className="statistics-bars__count">{number.format(count)}</span>
        </li>
      ))}
    </ul>
  );
}

/** A chart (or bars) with its text summary and, folded away, the same figures as a table (head: label column, count column). */
function ChartCard({
  title,
  summary,
  caption,
  head,
  rows,
  wide = false,
  children,
}: {
  title: string;
  summary: string;
  caption: string;
  head: [string, string];
  rows: CountRow[];
  wide?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section className={wide ? 'statistics-chart statistics-chart--wide' : 'statistics-chart'} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <p className="statistics-chart__summary">{summary}</p>
      {children}
      <details className="statistics-chart__table">
        <summary>Daten als Tabelle</summary>
        <DataTable caption={caption} head={head} rows={rows} />
      </details>
    </section>
  );
}

/** The row with the highest count (the first of equals), or undefined for no rows. */
const topOf = (rows: CountRow[]) =>
  rows.reduce<CountRow | undefined>((best, row) => (!best || row[1] > best[1] ? row : best), undefined);

/** The line of counts per day: from zero, whole numbers, no legend for its single data set. */
const lineOptions = {
  responsive: true,
  maintainAspectRatio: false,
  plugins: { legend: { display: false } },
  scales: { y: { beginAtZero: true, ticks: { precision: 0 } } },
};

/** The four views (rows for the tables and bars, configurations for the charts) of one statistics answer. */
function chartsOf(statistics: Statistics) {
  const days = statistics.per_day.map((day): CountRow => [germanDate(day.date), day.count]);
  const groups = statistics.per_group.map((entry): CountRow => [CHECK_GROUP_LABELS[entry.group], entry.count]);
  const lands = statistics.per_land.map((entry): CountRow => [entry.name, entry.count]);
  const results = statistics.per_result.map((entry): CountRow => [OUTCOME_SEVERITY_LABELS[entry.overall], entry.count]);
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
    options: lineOptions,
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
      // The legend is HTML below the canvas (ChartLegend).
      plugins: { legend: { display: false } },
    },
  };
  const resultLegend = statistics.per_result.map((entry) => ({
    label: OUTCOME_SEVERITY_LABELS[entry.overall],
    colour: RESULT_COLOURS[entry.overall],
  }));
  return {
    rows: { days, groups, lands, results },
    resultLegend,
    configs: { perDay: perDay as ChartConfiguration, perResult: perResult as ChartConfiguration },
  };
}

/**
 * The views of the statistics: per day, group and result, and for all of Germany per Land, each also
 * as a table (a Land's units are ranked in a paged table of their own, see UnitRanking).
 */
export default function StatisticsCharts({ statistics }: { statistics: Statistics }) {
  // A new statistics object (a new range) draws new charts; re-renders keep them.
  const { rows, configs, resultLegend } = useMemo(() => chartsOf(statistics), [statistics]);
  const busiest = topOf(rows.days);

  if (statistics.total === 0) {
    return (
      <p className="statistics-empty" role="status">
        Im gewählten Zeitraum wurde noch kein Quick-Check abgeschlossen. Wählen Sie einen längeren Zeitraum, um mehr zu
        sehen.
      </p>
    );
  }

  const perDaySummary =
    busiest && busiest[1] > 0
      ? `${number.format(statistics.total)} Checks in ${rows.days.length} Tagen, die meisten (${number.format(busiest[1])}) am ${busiest[0]}.`
      : `Keine abgeschlossenen Checks in ${rows.days.length} Tagen.`;
  const perResultSummary =
    rows.results
      .filter(([, count]) => count > 0)
      .map(([label, count]) => `${label}: ${number.format(count)}`)
      .join('; ') || 'Noch keine Ergebnisse in diesem Zeitraum.';
  return (
    <div className="statistics-charts">
      <ChartCard
        wide
        title="Abgeschlossene Checks pro Tag"
        summary={perDaySummary}
        caption="Abgeschlossene Checks pro Tag"
        head={['Datum', 'Anzahl']}
        rows={rows.days}
      >
        <ChartCanvas config={configs.perDay} summary={`Abgeschlossene Checks pro Tag: ${perDaySummary}`} />
      </ChartCard>
      <ChartCard
        title="Nach Check-Gruppe"
        summary={mostFrequentText(rows.groups) ?? 'Noch keine Checks in diesem Zeitraum.'}
        caption="Abgeschlossene Checks nach Check-Gruppe"
        head={['Check-Gruppe', 'Anzahl']}
        rows={rows.groups}
      >
        <BarList rows={rows.groups} />
      </ChartCard>
      <ChartCard
        title="Nach Ergebnis"
        summary={perResultSummary}
        caption="Abgeschlossene Checks nach Ergebnis"
        head={['Ergebnis', 'Anzahl']}
        rows={rows.results}
      >
        <ChartCanvas config={configs.perResult} summary={`Nach Ergebnis: ${perResultSummary}`} />
        <ChartLegend entries={resultLegend} />
      </ChartCard>
      {statistics.land_id === null && (
        <ChartCard
          wide
          title="Nach Land"
          summary={mostFrequentText(rows.lands) ?? 'Noch keine Checks in diesem Zeitraum.'}
          caption="Abgeschlossene Checks nach Land"
          head={['Land', 'Anzahl']}
          rows={rows.lands}
        >
          <BarList rows={rows.lands} />
        </ChartCard>
      )}
    </div>
  );
}
