// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyStateMachine } from 'xstate';
import { chatMachine } from '../../src/machines/chatMachine';
import { checkoutMachine } from '../../src/machines/checkoutMachine';
import { statechartPageWithCoverage } from '../../src/machines/statechartDoc';
import { allTransitions, createCoverage } from './coverage';
import { modelCoverageFile } from './modelCoverage';
import { chatModel } from './models/chat';
import { checkoutModel, walletGiftModel } from './models/money';
import { planPaths } from './plan';
import { outcomesOf, runReport, type Outcome } from './reportPages';

/**
 * The run's coverage marks come from what ran and passed, never from the plan: made-up run
 * records (outcomes by test name, per suite) as vitest hands them to the reporter.
 */

const paths = planPaths(checkoutModel);
const everyKey = allTransitions(checkoutMachine);
const allPassed = () => new Map<string, Outcome>(paths.map((path) => [path.name, 'passed']));
/** A run in which the app's actors took, in each path, what the plan says it takes. */
const tookAsPlanned = () => new Map(paths.map((path) => [path.name, { checkout: path.transitions }]));
/** The committed marks before this run: every transition ✓. */
const before = { checkout: { covered: everyKey, total: everyKey.length } };
const rows = (page: string) => page.split('\n').filter((line) => /\| (✅ yes|❌ no) \|$/.test(line));

describe('coverage marks of a model run', () => {
  it('a suite replaced by one empty test marks every transition ✗, shows each planned path not run and fails the run', () => {
    const report = runReport(new Map([['checkout', new Map<string, Outcome>([['does nothing', 'passed']])]]), [checkoutModel]);
    expect(report.taken.checkout).toEqual({ covered: [], total: everyKey.length });
    expect(report.notPassed).toEqual(paths.map((path) => `checkout: ${path.name} (not run)`));
    expect(report.pages.checkout).not.toContain('✅ passed');
    expect(report.pages.checkout!.match(/^## Path \d+: ✗ not run$/gm)).toHaveLength(paths.length);
    expect(report.index).toContain(`| checkout | 0 of ${paths.length} | ✗ 0 of ${everyKey.length} |`);
    // `npm run statecharts` after that run: the drawings' data and the page lose every ✓.
    const marks = modelCoverageFile([checkoutMachine], before, report.taken);
    expect(marks.checkout!.covered).toEqual([]);
    const page = statechartPageWithCoverage(checkoutMachine, marks.checkout);
    expect(rows(page).length).toBeGreaterThan(0);
    expect(rows(page).filter((line) => line.endsWith('| ✅ yes |'))).toEqual([]);
    expect(page).toContain('No path generated from this machine passed in the last model run.');
  });

  it('every planned path passing marks every transition ✓ and fails nothing', () => {
    const report = runReport(new Map([['checkout', allPassed()]]), [checkoutModel], new Map([['checkout', tookAsPlanned()]]));
    expect(report.notPassed).toEqual([]);
    expect([...report.taken.checkout!.covered].sort()).toEqual([...everyKey].sort());
    const page = statechartPageWithCoverage(checkoutMachine, modelCoverageFile([checkoutMachine], {}, report.taken).checkout);
    expect(rows(page).filter((line) => line.endsWith('| ❌ no |'))).toEqual([]);
  });

  it('a failed path shows ✗, and a transition only it takes is marked ✗', () => {
    const alone = paths.find((path) => path.transitions.some((key) => everyKey.includes(key) && paths.filter((other) => other.transitions.includes(key)).length === 1))!;
    const only = alone.transitions.find((key) => everyKey.includes(key) && paths.filter((other) => other.transitions.includes(key)).length === 1)!;
    const outcomes = allPassed().set(alone.name, 'failed');
    const report = runReport(new Map([['checkout', outcomes]]), [checkoutModel], new Map([['checkout', tookAsPlanned()]]));
    expect(report.notPassed).toEqual([`checkout: ${alone.name} (failed)`]);
    expect(report.taken.checkout!.covered).not.toContain(only);
    expect(report.pages.checkout).toContain('✗ failed');
    expect(modelCoverageFile([checkoutMachine], before, report.taken).checkout!.covered).not.toContain(only);
  });

  it('a machine whose suite was not in the run keeps its last marks; keys a machine no longer has are dropped', () => {
    const report = runReport(new Map([['walletGift', new Map<string, Outcome>()]]), [checkoutModel, walletGiftModel]);
    expect(report.taken.checkout).toBeUndefined();
    const marks = modelCoverageFile([checkoutMachine], { checkout: { covered: [everyKey[0]!, 'checkout.gone --old#0--> checkout.review'], total: 99 } }, report.taken);
    expect(marks.checkout).toEqual({ covered: [everyKey[0]], total: everyKey.length });
  });
});

describe('the run records what the app did, not what the plan says', () => {
  const chatPaths = planPaths(chatModel);
  const TYPES = 'chat --chat.type#0--> (self)';
  const typing = chatPaths.find((path) => path.steps.some((step) => step.name === 'types a message'))!;
  /**
   * The chat's actor (its reads and sends never answering: the path's events say how they end)
   * goes through a planned path whose screen never sends "types a message": the path's record
   * is what the actor took.
   */
  function runWithoutTyping() {
    const coverage = createCoverage(chatMachine);
    coverage.startPath();
    const never = fromPromise(() => new Promise<never>(() => {}));
    const machine: AnyStateMachine = chatMachine;
    const actor = createActor(machine.provide({ actors: { loadPage: never, sendMessage: never } }), {
      input: typing.start.input,
      inspect: coverage.inspect,
    });
    // Without the typing nothing is sent, so the send's answer finds no call in flight and stops the actor.
    actor.subscribe({ error: () => {} });
    actor.start();
    for (const step of typing.steps.slice(1)) if (step.name !== 'types a message') actor.send(step.event);
    actor.stop();
    return coverage.pathTransitions();
  }

  it('a passing path whose screen did not send an event does not mark that event’s transition', () => {
    const record = runWithoutTyping();
    expect(typing.transitions, 'the plan says the path types').toContain(TYPES);
    expect(record, 'the actor never got the typing').not.toContain(TYPES);
    expect(record, 'what the actor did take').toContain('chat.conversation.loading --xstate.done.actor.0.chat.conversation.loading#0--> chat.conversation.ready');
    // Every planned path passed, but only this one has a record of what ran: that record is the coverage.
    const outcomes = new Map<string, Outcome>(chatPaths.map((path) => [path.name, 'passed']));
    const report = runReport(new Map([['chat', outcomes]]), [chatModel], new Map([['chat', new Map([[typing.name, { chat: record }]])]]));
    expect([...report.taken.chat!.covered].sort()).toEqual([...record].sort());
    expect(report.taken.chat!.covered).not.toContain(TYPES);
    expect(report.pages.chat).toContain("- ✗ any state — chat.type → (stays)");
  });

  it('the reporter reads each test’s record from the suite’s lifecycle (task meta) and marks only passing tests', () => {
    const record = runWithoutTyping();
    const test = (name: string, state: Outcome, ranTransitions: Record<string, string[]> | undefined) => ({
      name,
      result: () => ({ state }),
      meta: () => ({ ranTransitions }),
    });
    const other = chatPaths.find((path) => path !== typing && path.transitions.some((key) => !record.includes(key)))!;
    const chatSuite = {
      moduleId: '/repo/tests/model/chat.model.test.tsx',
      children: { allTests: () => [test(typing.name, 'passed', { chat: record }), test(other.name, 'failed', { chat: other.transitions })] },
    };
    const { bySuite, took } = outcomesOf([chatSuite] as never);
    expect(bySuite.get('chat')?.get(typing.name)).toBe('passed');
    const report = runReport(bySuite, [chatModel], took);
    expect([...report.taken.chat!.covered].sort()).toEqual([...record].sort());
    expect(report.notPassed).toContain(`chat: ${other.name} (failed)`);
  });
});
