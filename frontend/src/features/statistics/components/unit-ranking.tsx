import { useId } from 'react';
import { LoadError, LoadingNotice } from '#features/admin-kit/components/admin-page.tsx';
import { CursorPager } from '#features/admin-kit/components/cursor-pager.tsx';
import { useCursorPages } from '#features/admin-kit/utils/use-cursor-pages.ts';
import { errorText } from '#lib/error-text.ts';
import { useUnitRanking } from '../api/get-unit-ranking.ts';

const number = new Intl.NumberFormat('de-DE');

/**
 * A Land's Gemeinden ranked by completed checks in the range, a page at a time (a Land has up to
 * about 2,300): rank, name, AGS and count.
 */
export function UnitRanking({
  from,
  to,
  landId,
  landName,
}: {
  from: string;
  to: string;
  landId: string;
  landName: string;
}) {
  const headingId = useId();
  const pages = useCursorPages(`${from}|${to}|${landId}`);
  const ranking = useUnitRanking({ from, to, land_id: landId, cursor: pages.cursor });
  const page = ranking.data;

  return (
    <section className="statistics-chart statistics-chart--wide statistics-ranking" aria-labelledby={headingId}>
      <h2 id={headingId}>Bezugseinheiten in {landName}</h2>
      {ranking.isPending && <LoadingNotice>Bezugseinheiten werden geladen …</LoadingNotice>}
      {ranking.isError && !page && (
        <LoadError
          message={`Die Bezugseinheiten konnten nicht geladen werden. ${errorText(ranking.error)}`}
          onRetry={() => void ranking.refetch()}
        />
      )}
      {page && page.unit_count === 0 && (
        <p className="statistics-chart__summary">In diesem Zeitraum wurde in {landName} kein Check abgeschlossen.</p>
      )}
      {page && page.unit_count > 0 && (
        <>
          <p className="statistics-chart__summary">
            {page.unit_count === 1
              ? '1 Bezugseinheit mit abgeschlossenen Checks, '
              : `${number.format(page.unit_count)} Bezugseinheiten mit abgeschlossenen Checks, `}
            die meisten zuerst.
          </p>
          <table className="statistics-table" aria-busy={ranking.isFetching}>
            <caption className="sr-only">Abgeschlossene Checks nach Bezugseinheit in {landName}</caption>
            <thead>
              <tr>
                <th scope="col" className="statistics-table__number">
                  Rang
                </th>
                <th scope="col">Bezugseinheit</th>
                <th scope="col">AGS</th>
                <th scope="col" className="statistics-table__number">
                  Anzahl
                </th>
              </tr>
            </thead>
            <tbody>
              {page.items.map((unit) => (
                <tr key={unit.reference_unit_id}>
                  <td className="statistics-table__number">{unit.rank}</td>
                  <th scope="row">{unit.name}</th>
                  <td>{unit.ags}</td>
                  <td className="statistics-table__number">{number.format(unit.count)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <CursorPager
            label="Seiten der Bezugseinheiten"
            pageNumber={pages.pageNumber}
            nextCursor={page.next_cursor}
            onNext={pages.next}
            onPrevious={pages.previous}
            busy={ranking.isFetching}
            position={`Plätze ${number.format(page.items[0]?.rank ?? 0)}–${number.format(page.items.at(-1)?.rank ?? 0)} von ${number.format(page.unit_count)}`}
          />
        </>
      )}
    </section>
  );
}
