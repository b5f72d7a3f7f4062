import { existsSync, readFileSync } from 'node:fs';
import { models } from '../tests/model/models';
import { PREAMBLE, sectionParts, type Part, type Section } from './mutationParts';

/** What `npm run test:mutation` measures (scripts/mutation.ts): each target's file, its suites or sections, and its goal. */
export type Target = {
  id: string;
  file: string;
  /** The score it must reach (issue 30: 90 % for the machines a person pays and talks through, 80 % for the rest). */
  goal: number;
} & (
  | {
      /** The model suites that must catch its mutants. */
      suites: string[];
    }
  | {
      /** A file of data more than code, measured section by section (scripts/mutationParts.ts); its score is theirs together. */
      sections: Record<string, Section>;
    }
);

/** The target's parts: its whole file, or each of its sections. */
export const partsOf = (target: Target): Part[] =>
  'suites' in target
    ? [{ mutate: target.file, label: target.file, suites: target.suites }]
    : sectionParts(target.file, readFileSync(target.file, 'utf8'), target.sections);

const STRICT = ['session', 'checkout', 'paymentAttempt', 'walletAdd', 'walletGift', 'chat'];

export const targets: Target[] = [
  ...models
    .map((model) => ({ id: model.machine.id, file: `src/machines/${model.machine.id}Machine.ts`, suites: [model.suite], goal: STRICT.includes(model.machine.id) ? 90 : 80 }))
    .filter((target) => existsSync(target.file)),
  // The form rules are checked through the form model (and the flows whose forms use them).
  {
    id: 'formRules',
    file: 'src/domain/formRules.ts',
    goal: 80,
    sections: {
      // The shared rules (new password, a person's name, email): every suite with a form that uses them.
      [PREAMBLE]: { suites: ['form', 'registration', 'passwordReset'] },
      'Settings → Profile': { suites: ['form'], paths: '^(?:personal details|contact details): ' },
      'Settings → Profile: the private profile (spouse, family, pets, teams, vehicles, friends)': {
        suites: ['form'],
        paths: '^(?:a new spouse|a new family member|a new friend|a new pet|a new team|a saved team|a new vehicle): ',
      },
      // The password form's paths have no start name, so no "start: " in theirs.
      'Settings → Password': { suites: ['form'], paths: '^[^:]*$' },
      'Settings → Work profile': { suites: ['form'], paths: '^(?:the work profile|a work profile without a work place): ' },
      'Settings → Interests, Contact preference': { suites: ['form'], paths: '^(?:your interests|more interests than allowed|your contact preference): ' },
      // Checkout's new address is checked with the same rules (\`checkAddress\`).
      'Addresses: Settings → Addresses and checkout\'s new address': { suites: ['form', 'checkout'], paths: '^(?:a new address|a saved address): |picks a new address' },
      'Reminders: Settings → Reminders (docs/decisions/0026-reminders.md)': { suites: ['form'], paths: '^a new reminder: ' },
      'Cards: Settings → Payments; checkout and add funds use the same checks (src/domain/money.ts)': {
        suites: ['form'],
        paths: '^(?:a new card|a saved card): ',
      },
      // The paths that try each edge of the steps' forms (and the longest work email).
      Registration: { suites: ['registration'], paths: 'tries each edge|types a 254-character work email' },
      // The reset's edges and its sent code and password; the one-time code form is registration's verify step's too.
      'Signing in and password reset': { suites: ['passwordReset', 'registration'], paths: 'tries each edge|sends code and new password' },
      'Call centre and invitations (docs/decisions/0024)': { suites: ['form'], paths: '^(?:the call centre|inviting a colleague): ' },
    },
  },
  // The money rules (amounts, the wallet covering a total, what stops a payment, the starting
  // choice, request keys) decide what the strict machines charge: held to their 90 %, killed by
  // the suites of the flows that pay with them, section by section (each runs hours as a whole).
  {
    id: 'money',
    file: 'src/domain/money.ts',
    goal: 90,
    sections: {
      // Amounts typed: added funds, a gift, a custom request's budget.
      [PREAMBLE]: { suites: ['walletAdd', 'walletGift', 'customRequest'] },
      'Request keys': { suites: ['checkout', 'customRequest', 'walletAdd', 'walletGift'] },
      'Wallet forms: the gift': { suites: ['walletGift'] },
      "Payment choices: checkout, a custom request's quote, add funds": { suites: ['checkout', 'customRequest', 'walletAdd'] },
      'Wallet forms: add funds': { suites: ['walletAdd'] },
    },
  },
];
