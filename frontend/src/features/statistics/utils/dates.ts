/** Calendar dates as the API speaks them (YYYY-MM-DD), computed in the browser's local time. */
export function isoDate(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

export function daysAgo(days: number, from = new Date()): Date {
  const date = new Date(from.getFullYear(), from.getMonth(), from.getDate());
  date.setDate(date.getDate() - days);
  return date;
}

/** "2026-11-21" → "21.11.2026". */
export function germanDate(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day}.${month}.${year}`;
}

/** Whole days from `from` to `to` (both local midnight). */
export function daysBetween(from: Date, to: Date): number {
  return Math.round(
    (Date.UTC(to.getFullYear(), to.getMonth(), to.getDate()) -
      Date.UTC(from.getFullYear(), from.getMonth(), from.getDate())) /
      86_400_000,
  );
}

/** The German problem with a chosen range (the API allows at most a year), or undefined. */
export function rangeProblem(from: Date | null, to: Date | null): string | undefined {
  if (!from || !to) return 'Bitte wählen Sie Start- und Enddatum.';
  if (from > to) return 'Das Startdatum muss vor dem Enddatum liegen.';
  if (daysBetween(from, to) > 366) return 'Bitte wählen Sie höchstens ein Jahr.';
  return undefined;
}
