import { createHash } from 'node:crypto';

/**
 * A section of a file (from its `// ---- Title ----` heading to the next; `PREAMBLE` before the
 * first) and the paths that use it. A mutant in a rule written as data (the form rules) is
 * static for Stryker: it cannot tell which tests read it and runs the whole suite for each,
 * hours for the form rules. A section runs only the suites, and the paths, that open its forms;
 * a mutant another path would have caught counts as survived, so the score is a lower bound.
 */
export interface Section {
  suites: string[];
  /** Only the tests whose own names (not their describe blocks') match run (tests/model/mutationPaths.ts); all when absent. */
  paths?: string;
}

export interface Part extends Section {
  /** Stryker's `mutate` entry: the file, or `file:from-to`. */
  mutate: string;
  label: string;
  /** A section's title and a digest of its text, suites and paths: its record stands while they are the same. */
  section?: { title: string; digest: string };
}

export const PREAMBLE = '(before the first section)';
const SECTION_HEADING = /^\/\/ ---- (.+) ----$/;

/** `text` (the file's) cut at its section headings: every line in exactly one part, each part with its section's suites. */
export function sectionParts(file: string, text: string, sections: Readonly<Record<string, Section>>): Part[] {
  const lines = text.split('\n');
  const starts = [{ title: PREAMBLE, line: 1 }];
  lines.forEach((line, index) => {
    const title = SECTION_HEADING.exec(line)?.[1];
    if (title) starts.push({ title, line: index + 1 });
  });
  const unnamed = starts.filter(({ title }) => !sections[title]).map(({ title }) => title);
  if (unnamed.length) throw new Error(`${file}: no suites named for the section(s) ${unnamed.join(', ')}`);
  const gone = Object.keys(sections).filter((title) => !starts.some((start) => start.title === title));
  if (gone.length) throw new Error(`${file}: no section headed ${gone.join(', ')}`);
  return starts.map(({ title, line }, index) => {
    const to = (starts[index + 1]?.line ?? lines.length + 1) - 1;
    // Its text and what measures it: a record stands until either changes.
    const { suites, paths } = sections[title]!;
    const digest = createHash('sha256')
      .update(JSON.stringify({ text: lines.slice(line - 1, to).join('\n'), suites, paths }))
      .digest('hex')
      .slice(0, 16);
    return { mutate: `${file}:${line}-${to}`, label: `${title} (lines ${line}-${to})`, section: { title, digest }, ...sections[title]! };
  });
}
