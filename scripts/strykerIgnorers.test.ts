// @vitest-environment node
import { readFileSync } from 'node:fs';
import { Instrumenter } from '@stryker-mutator/instrumenter';
import type { Logger } from '@stryker-mutator/api/logging';
import { describe, expect, it } from 'vitest';
import { strykerPlugins } from './strykerIgnorers.mjs';

const quiet = new Proxy({}, { get: (_, name) => (name.toString().startsWith('is') ? () => false : () => undefined) }) as Logger;

/** Stryker's own instrumenter over a machine's file with the project's ignorers: its mutants, each ignored or not. */
async function mutantsOf(file: string) {
  const { mutants } = await new Instrumenter(quiet).instrument([{ name: file, content: readFileSync(file, 'utf8'), mutate: true }], {
    plugins: null,
    excludedMutations: [],
    ignorers: strykerPlugins.map((plugin) => plugin.value),
  });
  return mutants;
}
/** The line holding `text`, counted from 0 as Stryker's locations are. */
const lineOf = (file: string, text: string) => readFileSync(file, 'utf8').split('\n').findIndex((line) => line.includes(text));
const on = (mutants: Awaited<ReturnType<typeof mutantsOf>>, line: number) => mutants.filter((mutant) => mutant.location.start.line === line);

describe("the parts of a machine's file that mutation runs leave alone", () => {
  it.each([
    // A placeholder whose message is a string naming the actor, one naming the machine too, and a template.
    ['src/machines/checkoutMachine.ts', 'provide "'],
    ['src/machines/notificationSwitchesMachine.ts', 'provide "saveSwitch"'],
    ['src/machines/savedItemsMachine.ts', 'provide "remove"'],
    ['src/machines/formMachine.ts', 'provide "submit"'],
    ['src/machines/resourceMachine.ts', 'provide "load"'],
  ])('a placeholder actor the composition root replaces (%s) is not mutated', async (file, placeholder) => {
    const mutants = on(await mutantsOf(file), lineOf(file, placeholder));
    expect(mutants.length).toBeGreaterThan(0);
    expect(mutants.filter((mutant) => mutant.status !== 'Ignored')).toEqual([]);
  });

  it('a description is not mutated, and the code that runs is', async () => {
    const file = 'src/machines/formMachine.ts';
    const mutants = await mutantsOf(file);
    expect(on(mutants, lineOf(file, "description: 'A form: checked with its rules")).map((mutant) => mutant.status)).toEqual(['Ignored']);
    // What a save sets runs: mutated, not ignored.
    const kept = on(mutants, lineOf(file, 'saved: ({ context }) => spec.afterSave?.'));
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.filter((mutant) => mutant.status === 'Ignored')).toEqual([]);
  });
});
