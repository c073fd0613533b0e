import { afterEach, describe, expect, it, vi } from 'vitest';
import { countOne } from './metrics.ts';

afterEach(() => vi.restoreAllMocks());

describe('countOne', () => {
  it('writes one embedded-metric line per event, dimensioned by project type only', () => {
    const lines: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      lines.push(String(chunk));
      return true;
    });
    countOne('CompletedChecks', 'gartenhaus');
    const emf = lines.map((line) => JSON.parse(line) as Record<string, unknown>).find((entry) => '_aws' in entry);
    expect(emf).toMatchObject({
      _aws: { CloudWatchMetrics: [{ Namespace: 'BauCheck', Metrics: [{ Name: 'CompletedChecks', Unit: 'Count' }] }] },
      group: 'gartenhaus',
      CompletedChecks: 1,
    });
    expect(Object.keys(emf ?? {}).sort()).toEqual(['CompletedChecks', '_aws', 'group', 'service']);
  });
});
