import type { GeoReport } from '@baucheck/shared/geo';
import { AREA_KIND_TITLES } from '@baucheck/shared/geo-coverage';
import { formatCoordinates } from '@baucheck/shared/german-numbers';
import { Column } from 'primereact/column';
import { useId, useState } from 'react';
import { AdminPage, QueryFallback } from '#features/admin-kit/components/admin-page.tsx';
import { AdminTable } from '#features/admin-kit/components/admin-table.tsx';
import { CursorPager, PageCount } from '#features/admin-kit/components/cursor-pager.tsx';
import { StatusTag } from '#features/admin-kit/components/status-tag.tsx';
import { useToast } from '#features/admin-kit/components/toast-provider.tsx';
import { useCursorPages } from '#features/admin-kit/utils/use-cursor-pages.ts';
import { useReferenceUnitsById } from '#features/check-editor/api/get-units-by-id.ts';
import { useGeoReports, useSetGeoReportStatus } from '../api/geo-reports.ts';
import { LandChooser, useChosenLand, type ChosenLand } from '../components/land-chooser.tsx';
import '../geo-services.css';

type ReportRow = GeoReport & { unit_name: string | null };

const countText = (count: number) => (count === 1 ? '1 Hinweis' : `${count} Hinweise`);

const received = new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'short' });

function ReportsTable({ land, headingId }: { land: ChosenLand; headingId: string }) {
  const toast = useToast();
  const pages = useCursorPages(land.id);
  const reports = useGeoReports(land.id, pages.cursor);
  const setStatus = useSetGeoReportStatus();
  const [announcement, setAnnouncement] = useState('');
  const units = useReferenceUnitsById(reports.data?.items.map((report) => report.unit) ?? []);

  if (!reports.data) return <QueryFallback query={reports} plural="Hinweise" />;
  const page = reports.data;
  // The Gemeinde's name goes into the row itself: the table redraws a cell only when its row changes.
  const rows = page.items.map((report): ReportRow => ({ ...report, unit_name: units.get(report.unit)?.name ?? null }));

  const change = (report: GeoReport, status: GeoReport['status']) => {
    setStatus.mutate(
      { id: report.id, status },
      {
        onSuccess: () =>
          setAnnouncement(
            status === 'erledigt'
              ? `Der Hinweis vom ${received.format(new Date(report.created_at))} ist als erledigt markiert.`
              : `Der Hinweis vom ${received.format(new Date(report.created_at))} ist wieder offen.`,
          ),
        onError: (error) => toast.error(error, 'Der Status wurde nicht geändert'),
      },
    );
  };

  return (
    <>
      <div className="admin-toolbar">
        <PageCount count={page.items.length} pageNumber={pages.pageNumber} countText={countText} />
      </div>
      <p className="sr-only" role="status">
        {announcement}
      </p>
      <AdminTable
        rows={rows}
        headingId={headingId}
        serverOrdered
        busy={reports.isPlaceholderData}
        className="geo-reports"
        emptyMessage={`Zu ${land.name} sind noch keine Hinweise eingegangen.`}
      >
        <Column
          header="Eingang"
          className="admin-table__nowrap"
          body={(row: ReportRow) => received.format(new Date(row.created_at))}
        />
        <Column header="Gebietsart" body={(row: ReportRow) => AREA_KIND_TITLES[row.kind]} />
        <Column
          header="Ort"
          body={(row: ReportRow) => (
            <>
              {row.unit_name ?? row.unit}
              <span className="admin-table__secondary">{formatCoordinates(row.lon, row.lat)}</span>
            </>
          )}
        />
        <Column
          header="Hinweis"
          body={(row: ReportRow) => (
            <>
              <span className="geo-reports__text">{row.text}</span>
              {row.service && <span className="admin-table__secondary">Dienst: {row.service}</span>}
            </>
          )}
        />
        <Column
          header="Status"
          body={(row: ReportRow) =>
            row.status === 'erledigt' ? (
              <StatusTag tone="success">erledigt</StatusTag>
            ) : (
              <StatusTag tone="warning">neu</StatusTag>
            )
          }
        />
        <Column
          header={<span className="sr-only">Aktionen</span>}
          className="admin-table__nowrap"
          body={(row: ReportRow) => {
            const when = received.format(new Date(row.created_at));
            const busy = setStatus.isPending && setStatus.variables.id === row.id;
            // A new report is marked erledigt (the row's main action); a done one can be reopened.
            const open = row.status === 'neu';
            return (
              <button
                type="button"
                className={`button ${open ? 'button--secondary' : 'button--text'} button--small`}
                aria-disabled={busy}
                onClick={() => !busy && change(row, open ? 'erledigt' : 'neu')}
              >
                {open ? 'Erledigt' : 'Wieder öffnen'}
                <span className="sr-only">: Hinweis vom {when}</span>
              </button>
            );
          }}
        />
      </AdminTable>
      <CursorPager
        label="Seiten der Hinweise"
        pageNumber={pages.pageNumber}
        nextCursor={page.next_cursor}
        onNext={pages.next}
        onPrevious={pages.previous}
        busy={reports.isFetching}
      />
    </>
  );
}

/** "Hinweise zu Gebieten" (route ListGeoReports, `/geo-reports`, Administrator and Land). */
export default function GeoReportsPage() {
  const headingId = useId();
  const chosen = useChosenLand();
  return (
    <AdminPage
      title="Hinweise zu Gebieten"
      headingId={headingId}
      showFaq
      intro={
        <p>
          Bürgerinnen und Bürger melden hier, wenn ein Schutzgebiet oder Bebauungsplan an ihrem Standort nicht stimmt –
          ohne personenbezogene Daten. Prüfen Sie den Hinweis beim zuständigen Dienst und markieren Sie ihn dann als
          erledigt.
        </p>
      }
    >
      <LandChooser state={chosen} />
      {chosen.land && <ReportsTable key={chosen.land.id} land={chosen.land} headingId={headingId} />}
    </AdminPage>
  );
}
