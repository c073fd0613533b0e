import * as z from 'zod';
import { validationIssueSchema } from '@baucheck/shared/http';
import type { CaseResult } from '@baucheck/shared/engine/test-cases';
import { caseResultSchema } from '@baucheck/shared/test-cases';
import { ApiError } from '#lib/api-client.ts';

/** A reason why a draft cannot be published, with the slide it concerns (null: the check as a whole). */
export interface PublishProblem {
  code: string;
  slideId: string | null;
  message: string;
}

/**
 * The problems of a refused publish: the 422 body lists each as `{loc: ['draft', 'slides', slide_id],
 * msg, type}`. Null when the error is something else.
 */
export function publishProblemsOf(error: unknown): PublishProblem[] | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  const parsed = validationIssueSchema.array().safeParse((error.body as { detail?: unknown } | null)?.detail);
  if (!parsed.success) return null;
  const problems = parsed.data.filter((issue) => issue.loc[0] === 'draft');
  if (problems.length === 0) return null;
  return problems.map((issue) => ({
    code: issue.type,
    slideId: issue.loc[1] === 'slides' && typeof issue.loc[2] === 'string' ? issue.loc[2] : null,
    message: issue.msg,
  }));
}

/** A test case whose result the draft changes (or whose answers no longer fit), as a refused publish lists it. */
export interface TestCaseChange {
  testCaseId: string;
  /** E.g. "Prüffall „Gartenhaus 80 m³“: Verfahrensfrei → Baugenehmigung erforderlich". */
  message: string;
  /** The result the refused publish gave the case (null: its answers no longer fit): what a confirmation confirms. */
  current: CaseResult | null;
}

const changeContextSchema = z.object({ current: caseResultSchema.nullable() });

/**
 * The changed test cases of a refused publish (`loc: ['test_cases', id]`, the new result in `ctx.current`);
 * empty when there are none.
 */
export function testCaseChangesOf(error: unknown): TestCaseChange[] {
  if (!(error instanceof ApiError) || error.status !== 422) return [];
  const parsed = validationIssueSchema.array().safeParse((error.body as { detail?: unknown } | null)?.detail);
  if (!parsed.success) return [];
  return parsed.data
    .filter((issue) => issue.loc[0] === 'test_cases' && typeof issue.loc[1] === 'string')
    .flatMap((issue) => {
      const context = changeContextSchema.safeParse(issue.ctx);
      // Without the result it would give, a change cannot be confirmed: such an answer is not a list of changes.
      return context.success
        ? [{ testCaseId: issue.loc[1] as string, message: issue.msg, current: context.data.current }]
        : [];
    });
}

/** Problems per slide id, in list order. */
export function problemsBySlide(problems: readonly PublishProblem[]): Map<string, PublishProblem[]> {
  const bySlide = new Map<string, PublishProblem[]>();
  for (const problem of problems) {
    if (!problem.slideId) continue;
    bySlide.set(problem.slideId, [...(bySlide.get(problem.slideId) ?? []), problem]);
  }
  return bySlide;
}

export const problemCountText = (count: number) => (count === 1 ? '1 Problem' : `${count} Probleme`);
