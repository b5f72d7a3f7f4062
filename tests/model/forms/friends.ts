import { http } from 'msw';
import { friendForm } from '../../../src/domain/formRules';
import type { FormSpec } from '../../../src/domain/formSpec';
import { ok } from '../../support/sessionHandlers';
import {
  DAY_BEFORE_FIRST,
  FIRST_DAY,
  TODAY,
  TOMORROW,
  dateTypings,
  nameTypings,
  namesPass,
  pastDateFinding,
  PERSON_LABELS,
  personFindings,
  personListed,
  personRequest,
  relationshipPicks,
} from './family';
import { isEmail, longerThan, present, SPACES, textOf, type CaseValues, type FormCase } from './formCase';
import { PROFILE_PAGE } from './privateProfile';

const FRIEND_NAME = 'Sam';
/** The social relationships (docs/api.md: friends use type 2, 1 Friend, 2 Coworker, 3 Other), by the value picked. */
const FRIEND_OPTIONS: CaseValues = { '2': 'Coworker' };
/** An email of exactly `length` characters. */
const emailOf = (length: number) => `${textOf('sam.', length - '@example.com'.length)}@example.com`;

/**
 * What is wrong with a friend's email, as the server's contract states it (src/api/contract/profile.ts
 * `friendFields.email`: '' or `emailSchema`, which trims, then an address of up to 254 characters;
 * spec §5: an email has a length under 255). The form sends it trimmed, so spaces are none.
 */
function emailFinding(typed: string) {
  const email = typed.trim();
  if (email === '') return undefined;
  return isEmail(email) ? longerThan('Email', 254, email) : 'Enter a valid email address';
}

/** What is wrong with a friend: a family member's findings (see there), and the email's. */
const friendFindings = (values: CaseValues) => present({ ...personFindings(values), email: emailFinding(values.email!) });

const chosen = (v: CaseValues) => namesPass(v) && v.relationship !== '';

/** Settings → Profile → Add a friend: a page of its own, left for the profile once saved or cancelled. */
export const friendCase: FormCase = {
  key: 'friend',
  startName: 'a new friend',
  start: { first_name: '', last_name: '', relationship: '', birth_date: '', email: '' },
  page: `${PROFILE_PAGE}/friend/new`,
  liveId: 'account.friend',
  formName: 'Add a friend',
  labels: { ...PERSON_LABELS, relationship: 'Relationship', birth_date: 'Date of birth', email: 'Email' },
  options: { relationship: FRIEND_OPTIONS },
  shownLimits: { first_name: 60, last_name: 60 },
  saveButton: 'Save',
  saveName: 'saves the friend',
  savedName: 'the server saves the friend',
  typings: [
    ...nameTypings("a friend's", FRIEND_NAME),
    ...relationshipPicks(FRIEND_OPTIONS),
    ...dateTypings("a friend's", 'date of birth', 'birth_date', [DAY_BEFORE_FIRST, FIRST_DAY, TODAY, TOMORROW], (v) => chosen(v) && v.email === ''),
    // The email last, after a date of birth that passes (or none).
    ...[
      { name: "types a friend's email with spaces around it", email: '  sam.lee@example.com ' },
      { name: "types a friend's email of spaces", email: SPACES },
      { name: "types a friend's email without a domain", email: 'sam.lee@' },
      { name: "pastes a friend's 254-character email", email: emailOf(254) },
      { name: "pastes a friend's 255-character email", email: emailOf(255) },
    ].map(({ name, email }) => ({
      name,
      changes: { email },
      when: (v: CaseValues) => chosen(v) && pastDateFinding(v.birth_date!) === undefined && v.email === '',
    })),
  ],
  rules: friendForm() as unknown as FormSpec<CaseValues, unknown>,
  findings: friendFindings,
  endpoint: '/api/v2/user/add-friend',
  // As a family member's, with the email trimmed.
  request: (values) => ({ ...personRequest(values), email: values.email!.trim() }),
  answer: (values) => ({ friend: { id: 62, ...personRequest(values), email: values.email!.trim() } }),
  after: {
    closesTo: PROFILE_PAGE,
    cancelName: 'cancels the friend',
    lists: personListed(FRIEND_OPTIONS),
    empty: 'No friends saved.',
  },
  // Friends have their own read (the profile lists them from it).
  reads: (saved) => [http.get('/api/v2/user/friends', () => ok({ friends: saved().map((answer) => (answer as { friend: unknown }).friend) }))],
};
