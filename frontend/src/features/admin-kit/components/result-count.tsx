/**
 * How many rows a filtered list shows, announced politely as filters change: "3 Produkte", or
 * "1 von 3 Produkten" while a filter hides some. `countText` names a number of the list's things.
 */
export function ResultCount({
  shown,
  total,
  countText,
}: {
  shown: number;
  total: number;
  countText: (count: number) => string;
}) {
  return (
    <p className="admin-toolbar__count" role="status">
      {shown === total ? countText(total) : `${shown} von ${countText(total)}`}
    </p>
  );
}
