import { DataTable, type DataTableValue } from 'primereact/datatable';
import { useRef, type ReactNode } from 'react';
import { ScrollHint, useSidewaysOverflow } from '#components/scroll-hint.tsx';

/** Below this width a row shows as a card of label–value pairs instead of a wide table row. */
const STACK_BELOW = '767px';

/**
 * Paging of the admin tables: short lists get no paginator (the usual lists fit on one page), longer
 * ones get German page info and a choice of page sizes.
 */
function pagingProps(count: number, pageSize: number) {
  if (count <= pageSize) return { paginator: false };
  return {
    paginator: true,
    rows: pageSize,
    rowsPerPageOptions: [10, 25, 50, 100],
    paginatorTemplate:
      'FirstPageLink PrevPageLink PageLinks NextPageLink LastPageLink RowsPerPageDropdown CurrentPageReport',
    currentPageReportTemplate: '{first}–{last} von {totalRecords}',
  };
}

interface AdminTableProps<T extends DataTableValue> {
  /** The rows after filtering, sorted by name at first. */
  rows: T[];
  /** Id of the page's heading, which names the table for screen readers. */
  headingId: string;
  /** Shown instead of rows: "nothing yet" or "nothing matches", in German. */
  emptyMessage: string;
  /** Page-specific class besides `admin-table`. */
  className?: string;
  pageSize?: number;
  /** The column sorted by at first; null keeps the rows in the server's order (searched or paged lists). */
  sortField?: string | null;
  /** Page-specific classes of a row (e.g. to mark inactive ones besides their status text). */
  rowClassName?: (row: T) => string | undefined;
  /**
   * The rows are one page of a list the server pages and orders (by name or e-mail): shown in that
   * order, without the table's own sorting and paging (a CursorPager below pages on the server).
   */
  serverOrdered?: boolean;
  /** While the next page or filter loads, the rows shown are the previous ones. */
  busy?: boolean;
  /** The table's `Column`s. */
  children: ReactNode;
}

/**
 * The list table of an admin page (products, accounts, organisations): rows keyed by id, sorted by
 * name until someone clicks another header, striped and compact, named by the page heading, paged
 * when long, and on phones each row stacked with its column names. One place for these props keeps
 * the admin lists alike.
 *
 * Fitting the content area: cells wrap, and a page hides its secondary columns by container width
 * (a class on the `Column`, hidden in a `@container admin-table` rule of the page's CSS; see
 * users.css). Should a table still be wider than its box, the box scrolls sideways and a visible
 * hint says so; the page itself never scrolls sideways.
 */
export function AdminTable<T extends DataTableValue>({
  rows,
  headingId,
  emptyMessage,
  className,
  pageSize = 25,
  sortField = 'name',
  rowClassName,
  serverOrdered = false,
  busy = false,
  children,
}: AdminTableProps<T>) {
  const frame = useRef<HTMLDivElement>(null);
  const overflows = useSidewaysOverflow(frame, '.p-datatable-wrapper', rows.length);
  return (
    <div
      className={busy ? 'admin-table-frame admin-table-frame--busy' : 'admin-table-frame'}
      ref={frame}
      aria-busy={busy}
    >
      <ScrollHint show={overflows} />
      <DataTable
        value={rows}
        dataKey="id"
        {...(sortField && !serverOrdered ? { sortField, sortOrder: 1 as const, removableSort: false } : {})}
        {...(rowClassName ? { rowClassName: (row: T) => rowClassName(row) ?? '' } : {})}
        stripedRows
        size="small"
        className={className ? `admin-table ${className}` : 'admin-table'}
        pt={{ table: { 'aria-labelledby': headingId } }}
        emptyMessage={emptyMessage}
        responsiveLayout="stack"
        breakpoint={STACK_BELOW}
        {...(serverOrdered ? { paginator: false } : pagingProps(rows.length, pageSize))}
      >
        {children}
      </DataTable>
    </div>
  );
}
