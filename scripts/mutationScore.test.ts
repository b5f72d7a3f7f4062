import { describe, expect, it } from 'vitest';
import { composeSections, isSurviving, mergeRecords, mutationReport, scoreOf, sectionRecordsOf, type MutationRecord, type SectionRecord } from './mutationScore';

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

const recordOf = (target: string, score: number, survivors: string[] = []): MutationRecord => ({
  target,
  file: `src/machines/${target}Machine.ts`,
  score,
  detected: score,
  total: 100,
  notLoaded: 0,
  goal: 80,
  minutes: 6.9,
  ranAt: '2026-11-27T23:48:00.000Z',
  survivors,
});

describe('the mutation report across runs', () => {
  it("keeps the other targets' last scores when one target runs again", () => {
    const kept = { cart: recordOf('cart', 60), session: recordOf('session', 88) };
    const merged = mergeRecords(kept, [recordOf('cart', 85)]);
    expect(merged.map((record) => [record.target, record.score])).toEqual([
      ['cart', 85],
      ['session', 88],
    ]);
  });

  it('starts again from this run when the kept file holds something else', () => {
    expect(mergeRecords('not a record file', [recordOf('cart', 60)])).toHaveLength(1);
    expect(mergeRecords({ cart: { target: 'cart' }, other: null }, [])).toEqual([]);
  });

  it('shows each score against its goal, and the survivors by target', () => {
    const report = mutationReport([recordOf('cart', 60, ['47:59 ConditionalExpression (Survived): `true`']), recordOf('resource', 90)]);
    expect(report).toContain('| cart | 60.0 % | 60 of 100 | 80 % ✗ | 6.9 min | 2026-11-27 23:48 |');
    expect(report).toContain('| resource | 90.0 % | 90 of 100 | 80 % ✓ |');
    expect(report).toContain('## cart: surviving mutants (src/machines/cartMachine.ts)\n\n- 47:59 ConditionalExpression (Survived): `true`');
    expect(report).not.toContain('## resource');
  });
});

const sectionRun = (digest: string, detected: number, total: number, ranAt: string, survivors: string[] = []): SectionRecord => ({
  digest,
  detected,
  total,
  notLoaded: 0,
  minutes: 3,
  ranAt,
  survivors,
});
const FORM_RULES = { id: 'formRules', file: 'src/domain/formRules.ts', goal: 80 };
const SECTIONS = [
  { title: 'Profile', digest: 'p2' },
  { title: 'Cards', digest: 'c1' },
];

describe("a file's score from its sections run apart", () => {
  it('adds up the last run of every section, dated by the oldest', () => {
    const kept = {
      Profile: sectionRun('p2', 40, 50, '2026-11-28T10:00:00.000Z', ['104:17 ArrayDeclaration (Survived): `[]`']),
      Cards: sectionRun('c1', 45, 50, '2026-11-27T09:00:00.000Z'),
    };
    expect(composeSections(FORM_RULES, SECTIONS, kept)).toEqual({
      record: expect.objectContaining({
        target: 'formRules',
        score: 85,
        detected: 85,
        total: 100,
        minutes: 6,
        ranAt: '2026-11-27T09:00:00.000Z',
        survivors: ['104:17 ArrayDeclaration (Survived): `[]`'],
        sections: 2,
      }),
    });
  });

  it('waits for a section that never ran, or whose text changed since it ran', () => {
    const kept = { Profile: sectionRun('p1', 40, 50, '2026-11-28T10:00:00.000Z') };
    expect(composeSections(FORM_RULES, SECTIONS, kept)).toEqual({ toRun: ['Profile', 'Cards'] });
  });

  it('says in the report that the score was put together from sections', () => {
    const composed = composeSections(FORM_RULES, SECTIONS, { Profile: sectionRun('p2', 40, 50, '2026-11-28T10:00:00.000Z'), Cards: sectionRun('c1', 42, 50, '2026-11-28T11:00:00.000Z') });
    if (!('record' in composed)) throw new Error('expected a record');
    expect(mutationReport([composed.record])).toContain('| formRules | 82.0 % | 82 of 100, 2 sections run apart | 80 % ✓ | 6.0 min | 2026-11-28 10:00 |');
  });

  it('keeps only section records from the kept file', () => {
    const good = sectionRun('c1', 1, 2, '2026-11-28T10:00:00.000Z');
    expect(sectionRecordsOf({ formRules: { Cards: good, Pets: { digest: 3 } }, money: 'none', other: { Pets: null } })).toEqual({ formRules: { Cards: good } });
    expect(sectionRecordsOf('not a file of records')).toEqual({});
  });
});
