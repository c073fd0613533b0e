/** The paging and layout props of an admin DataTable. */
export interface AdminTableProps {
  responsiveLayout: 'stack';
  breakpoint: string;
  paginator: boolean;
  rows?: number;
  rowsPerPageOptions?: number[];
  paginatorTemplate?: string;
  currentPageReportTemplate?: string;
}

/** Below this width a row shows as a card of label–value pairs instead of a wide table row. */
const STACK_BELOW = '767px';

/**
 * Layout and paging of the admin tables, spread onto a DataTable: `<DataTable {...adminTableProps(rows.length)} …>`.
 * 25 rows a page (the usual lists fit on one, short lists get no paginator), German page info, and on
 * phones each row stacked with its column names.
 */
export function adminTableProps(count: number, rows = 25): AdminTableProps {
  const layout = { responsiveLayout: 'stack', breakpoint: STACK_BELOW } as const;
  if (count <= rows) return { ...layout, paginator: false };
  return {
    ...layout,
    paginator: true,
    rows,
    rowsPerPageOptions: [10, 25, 50, 100],
    paginatorTemplate:
      'FirstPageLink PrevPageLink PageLinks NextPageLink LastPageLink RowsPerPageDropdown CurrentPageReport',
    currentPageReportTemplate: '{first}–{last} von {totalRecords}',
  };
}
