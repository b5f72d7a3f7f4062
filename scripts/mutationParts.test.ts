import { describe, expect, it } from 'vitest';
import { PREAMBLE, sectionParts } from './mutationParts';

const FILE = ['import x;', '', '// ---- Profile ----', 'const a = 1;', '// ---- Cards ----', 'const b = 2;', 'const c = 3;'].join('\n');

describe("a file's sections for mutation runs", () => {
  it('cuts the file at its headings, every line in one part, each with its suites and paths', () => {
    const parts = sectionParts('rules.ts', FILE, {
      [PREAMBLE]: { suites: ['form', 'registration'] },
      Profile: { suites: ['form'], paths: '^profile: ' },
      Cards: { suites: ['form'], paths: '^a new card: ' },
    });
    expect(parts.map(({ mutate, suites, paths }) => ({ mutate, suites, paths }))).toEqual([
      { mutate: 'rules.ts:1-2', suites: ['form', 'registration'], paths: undefined },
      { mutate: 'rules.ts:3-4', suites: ['form'], paths: '^profile: ' },
      { mutate: 'rules.ts:5-7', suites: ['form'], paths: '^a new card: ' },
    ]);
  });

  it("tells a section by a digest of its text and what measures it: the same text the same digest, wherever it stands; another text, suite or paths another", () => {
    const sections = { [PREAMBLE]: { suites: ['form'] }, Profile: { suites: ['form'] }, Cards: { suites: ['form'] } };
    const [, profile, cards] = sectionParts('rules.ts', FILE, sections);
    const moved = sectionParts('rules.ts', `// a comment\n${FILE}`, sections);
    const changed = sectionParts('rules.ts', FILE.replace('const b = 2;', 'const b = 4;'), sections);
    expect(profile!.section).toEqual({ title: 'Profile', digest: moved[1]!.section!.digest });
    expect(changed[1]!.section).toEqual(profile!.section);
    expect(changed[2]!.section!.digest).not.toBe(cards!.section!.digest);
    const otherPaths = sectionParts('rules.ts', FILE, { ...sections, Profile: { suites: ['form'], paths: '^profile: ' } });
    const otherSuites = sectionParts('rules.ts', FILE, { ...sections, Profile: { suites: ['form', 'checkout'] } });
    expect(new Set([profile!.section!.digest, otherPaths[1]!.section!.digest, otherSuites[1]!.section!.digest]).size).toBe(3);
  });

  it('refuses a section with no suites named, so that no part of the file goes unmeasured', () => {
    expect(() => sectionParts('rules.ts', FILE, { [PREAMBLE]: { suites: ['form'] }, Profile: { suites: ['form'] } })).toThrow(
      'rules.ts: no suites named for the section(s) Cards',
    );
  });

  it('refuses suites named for a heading the file no longer has', () => {
    const sections = { [PREAMBLE]: { suites: ['form'] }, Profile: { suites: ['form'] }, Cards: { suites: ['form'] }, Pets: { suites: ['form'] } };
    expect(() => sectionParts('rules.ts', FILE, sections)).toThrow('rules.ts: no section headed Pets');
  });
});
