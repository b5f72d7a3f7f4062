import { describe, expect, it } from 'vitest';
import { isSurviving, scoreOf } from './mutationScore';

describe('the mutation score', () => {
  it('counts killed and timed-out mutants as detected, survivors and uncovered ones against', () => {
    expect(scoreOf([{ status: 'Killed' }, { status: 'Timeout' }, { status: 'Survived', testsCompleted: 3 }, { status: 'NoCoverage' }])).toEqual({
      score: 50,
      detected: 2,
      total: 4,
    });
  });

  it('leaves out mutants that did not compile or were ignored', () => {
    expect(scoreOf([{ status: 'Killed' }, { status: 'CompileError' }, { status: 'Ignored' }, { status: 'RuntimeError' }])).toEqual({ score: 100, detected: 1, total: 1 });
  });

  it('counts a static mutant whose suite completed no test as detected: the suite file did not load', () => {
    const notLoaded = { status: 'Survived', static: true, testsCompleted: 0 };
    expect(scoreOf([notLoaded, { status: 'Survived', static: true, testsCompleted: 12 }])).toMatchObject({ detected: 1, total: 2 });
    expect(isSurviving(notLoaded)).toBe(false);
  });

  it('keeps a non-static mutant with no completed test as survived: only the tests that reached it ran', () => {
    const filtered = { status: 'Survived', static: false, testsCompleted: 0 };
    expect(scoreOf([filtered])).toMatchObject({ detected: 0, total: 1 });
    expect(isSurviving(filtered)).toBe(true);
  });

  it('scores an empty run as 100 %', () => {
    expect(scoreOf([]).score).toBe(100);
  });
});
