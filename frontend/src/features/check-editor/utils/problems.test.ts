import { describe, expect, it } from 'vitest';
import { ApiError } from '#lib/api-client.ts';
import { problemsBySlide, publishProblemsOf } from './problems.ts';

const refused = (detail: unknown) => new ApiError('/api/checks/c1/publish/', 422, 'Unprocessable Entity', { detail });

describe('publishProblemsOf', () => {
  it('reads every problem of a refused publish with the slide it concerns', () => {
    const problems = publishProblemsOf(
      refused([
        {
          loc: ['draft', 'slides', 'c1.s2'],
          msg: 'Das Kapitel auf Folie 2 „Baurecht“ hat noch keine Ergebnisse.',
          type: 'chapter_without_outcomes',
        },
        { loc: ['draft'], msg: 'Der Check hat keine Endergebnis-Folie.', type: 'no_final_slide' },
      ]),
    );

    expect(problems).toEqual([
      {
        code: 'chapter_without_outcomes',
        slideId: 'c1.s2',
        message: 'Das Kapitel auf Folie 2 „Baurecht“ hat noch keine Ergebnisse.',
      },
      { code: 'no_final_slide', slideId: null, message: 'Der Check hat keine Endergebnis-Folie.' },
    ]);
    expect([...problemsBySlide(problems ?? []).keys()]).toEqual(['c1.s2']);
  });

  it('leaves other errors to the general error handling', () => {
    expect(
      publishProblemsOf(refused([{ loc: ['body', 'content_revision'], msg: 'Zahl erwartet', type: 'invalid_type' }])),
    ).toBeNull();
    expect(
      publishProblemsOf(new ApiError('/api/checks/c1/publish/', 409, 'Conflict', { detail: 'inzwischen geändert' })),
    ).toBeNull();
    expect(publishProblemsOf(new TypeError('Failed to fetch'))).toBeNull();
  });
});
