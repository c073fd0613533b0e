import { formatGermanNumber } from '@baucheck/shared/german-numbers';

const checksText = (count: number) => (count === 1 ? '1 Check' : `${formatGermanNumber(count, true)} Checks`);

/**
 * The chart summary naming the most frequent label of `[label, count]` rows: every label that shares
 * the top count (naming one of several equals would mislead), or null when all counts are 0.
 */
export function mostFrequentText(rows: ReadonlyArray<readonly [label: string, count: number]>): string | null {
  const top = Math.max(0, ...rows.map(([, count]) => count));
  if (top === 0) return null;
  const leaders = rows.filter(([, count]) => count === top).map(([label]) => label);
  return leaders.length === 1
    ? `Am häufigsten: ${leaders[0]} mit ${checksText(top)}.`
    : `Am häufigsten, mit je ${checksText(top)}: ${leaders.join(', ')}.`;
}
