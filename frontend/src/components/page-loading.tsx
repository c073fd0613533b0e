/** Shown while the code of a page is loaded (lazy routes); announced politely to screen readers. */
export function PageLoading() {
  return (
    <p className="page-loading" role="status">
      Seite wird geladen …
    </p>
  );
}
