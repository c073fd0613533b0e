import { describe, expect, it } from 'vitest';
import { INITIAL_FLOW_STATE } from '../utils/flow-state.ts';
import { stepStates } from './flow-steps.tsx';

const started = { ...INITIAL_FLOW_STATE, accepted: true, group: 'gartenhaus' as const, referenceUnitId: 'unit-x' };

describe('the step bar', () => {
  it('marks nothing done on a step page opened in a fresh tab', () => {
    expect(stepStates('slides', { flow: INITIAL_FLOW_STATE })).toEqual(['todo', 'todo', 'todo', 'current', 'todo']);
    expect(stepStates('result', { flow: INITIAL_FLOW_STATE })).toEqual(['todo', 'todo', 'todo', 'todo', 'current']);
  });

  it('marks the steps done that were done', () => {
    expect(stepStates('slides', { flow: started })).toEqual(['done', 'done', 'done', 'current', 'todo']);
    expect(stepStates('result', { flow: started, finished: true })).toEqual([
      'done',
      'done',
      'done',
      'done',
      'current',
    ]);
    // A result page without a finished check (e.g. the answers were changed since)
    expect(stepStates('result', { flow: started })).toEqual(['done', 'done', 'done', 'todo', 'current']);
  });

  it('counts the project type of the page when the stored state has none yet', () => {
    const accepted = { ...INITIAL_FLOW_STATE, accepted: true };
    expect(stepStates('reference-unit', { flow: accepted, group: 'gartenhaus' })).toEqual([
      'done',
      'done',
      'current',
      'todo',
      'todo',
    ]);
    expect(stepStates('reference-unit', { flow: accepted })).toEqual(['done', 'todo', 'current', 'todo', 'todo']);
  });

  it('never marks the current step or a later one done', () => {
    expect(stepStates('data-protection', { flow: started, finished: true })).toEqual([
      'current',
      'todo',
      'todo',
      'todo',
      'todo',
    ]);
  });
});
