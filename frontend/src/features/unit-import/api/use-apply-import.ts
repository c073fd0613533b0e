import type { UnitImportCounts } from '@baucheck/shared/unit-import';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { importUnits } from './import-units.ts';

export type ApplyState =
  | { phase: 'idle' }
  | { phase: 'running'; done: number; counts: UnitImportCounts }
  /** A window failed; `done` rows are applied, and resuming starts at `done`. */
  | { phase: 'failed'; done: number; counts: UnitImportCounts; error: unknown }
  | { phase: 'done'; done: number; counts: UnitImportCounts };

const NO_COUNTS: UnitImportCounts = { new: 0, changed: 0, unchanged: 0, refused: 0 };

const added = (sum: UnitImportCounts, window: UnitImportCounts): UnitImportCounts => ({
  new: sum.new + window.new,
  changed: sum.changed + window.changed,
  unchanged: sum.unchanged + window.unchanged,
  refused: sum.refused + window.refused,
});

/**
 * Applies a checked file window by window, one request after another (each well inside the
 * function's timeout; the server says where the next window starts), adding up what each window did.
 * A failed window stops the run; `resume` retries it, which is safe because windows are idempotent.
 * Leaving the page stops after the window in flight.
 */
export function useApplyImport(file: Uint8Array<ArrayBuffer> | null) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<ApplyState>({ phase: 'idle' });
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback(
    async (from: number, before: UnitImportCounts) => {
      if (!file) return;
      let offset: number | null = from;
      let counts = before;
      let done = from;
      setState({ phase: 'running', done, counts });
      try {
        while (offset !== null && mounted.current) {
          const result = await importUnits(file, { dryRun: false, offset });
          counts = added(counts, result.counts);
          done = result.window?.end ?? done;
          offset = result.window?.next_offset ?? null;
          if (mounted.current) setState({ phase: offset === null ? 'done' : 'running', done, counts });
        }
      } catch (error) {
        if (mounted.current) setState({ phase: 'failed', done, counts, error });
      } finally {
        // Lists of units (this and other pages) show the imported units on their next look.
        await queryClient.invalidateQueries({ queryKey: ['reference-units'] });
      }
    },
    [file, queryClient],
  );

  const start = useCallback(() => void run(0, NO_COUNTS), [run]);
  const resume = useCallback(() => {
    if (state.phase === 'failed') void run(state.done, state.counts);
  }, [run, state]);
  const reset = useCallback(() => setState({ phase: 'idle' }), []);
  return { state, start, resume, reset };
}
