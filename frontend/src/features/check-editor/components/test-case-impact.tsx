import type { TestCaseImpactItem } from '@baucheck/shared/test-cases';
import { useState } from 'react';
import { errorText } from '#lib/error-text.ts';
import { useTestCaseImpact } from '../api/get-test-case-impact.ts';

/** The pages' items with a dependant's cases that span two pages added up. */
function merged(items: readonly TestCaseImpactItem[]): TestCaseImpactItem[] {
  const byKey = new Map<string, TestCaseImpactItem>();
  for (const item of items) {
    const key = `${item.check_id}#${item.reference_unit_id}`;
    const known = byKey.get(key);
    byKey.set(
      key,
      known
        ? {
            ...known,
            cases: known.cases + item.cases,
            changed: known.changed + item.changed,
            changes: [...known.changes, ...item.changes],
          }
        : item,
    );
  }
  return [...byKey.values()].sort((a, b) => b.changed - a.changed || a.unit_name.localeCompare(b.unit_name, 'de'));
}

const casesText = (count: number) => (count === 1 ? '1 Prüffall' : `${count} Prüffälle`);

/**
 * Before a Land publishes a Standard check: which Gemeinden (with their local values) and which
 * Individuell copies have test cases, and how many of them the draft changes. Loaded when opened.
 */
export function TestCaseImpact({ checkId, revision }: { checkId: string; revision: number }) {
  const [open, setOpen] = useState(false);
  const impact = useTestCaseImpact(checkId, revision, open);
  const items = merged(impact.data?.pages.flatMap((page) => page.items) ?? []);
  const gemeinden = items.filter((item) => item.kind === 'Gemeinde');
  const copies = items.filter((item) => item.kind === 'Individuell');
  const affected = gemeinden.filter((item) => item.changed > 0).length;

  return (
    <details className="publish-warnings test-case-impact" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>Auswirkungen auf Gemeinden und individuelle Kopien</summary>
      {impact.isPending && open && <p role="status">Prüffälle der Gemeinden werden ausgewertet …</p>}
      {impact.isError && <p role="alert">Die Auswirkungen konnten nicht ermittelt werden. {errorText(impact.error)}</p>}
      {impact.isSuccess && (
        <div>
          <p role="status">
            {gemeinden.length === 0
              ? 'Keine Gemeinde hat Prüffälle mit eigenen lokalen Werten zu diesem Check.'
              : `Bei ${affected} von ${gemeinden.length} Gemeinden mit eigenen Prüffällen ändert der Entwurf Ergebnisse.`}
            {impact.hasNextPage ? ' (Weitere Gemeinden folgen.)' : ''}
          </p>
          {gemeinden.length > 0 && (
            <ul className="test-case-impact__list">
              {gemeinden.map((item) => (
                <li key={`${item.check_id}#${item.reference_unit_id}`}>
                  <strong>{item.unit_name}</strong>: {item.changed} von {casesText(item.cases)} mit anderem Ergebnis
                  {item.changes.length > 0 && (
                    <ul>
                      {item.changes.map((change) => (
                        <li key={change}>{change}</li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
          )}
          {copies.length > 0 && (
            <>
              <p>
                Individuelle Kopien übernehmen Änderungen des Standard-Checks nicht; ihre Prüffälle bleiben unberührt:
              </p>
              <ul className="test-case-impact__list">
                {copies.map((item) => (
                  <li key={item.check_id}>
                    {item.unit_name}: {casesText(item.cases)}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
      {impact.hasNextPage && (
        <button
          type="button"
          className="link-button"
          aria-disabled={impact.isFetchingNextPage}
          onClick={() => {
            if (!impact.isFetchingNextPage) void impact.fetchNextPage();
          }}
        >
          {impact.isFetchingNextPage ? 'Wird geladen …' : 'Weitere Gemeinden laden'}
        </button>
      )}
    </details>
  );
}
