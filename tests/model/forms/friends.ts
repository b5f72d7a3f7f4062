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
  fullNameOf,
  listedDay,
  nameTypings,
  namesFindings,
  namesPass,
  pastDateFinding,
  PERSON_LABELS,
} from './family';
import { longerThan, present, SPACES, textOf, type CaseValues, type FormCase } from './formCase';
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
  return /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/.test(email) ? longerThan('Email', 254, email) : 'Enter a valid email address';
}

/**
 * What is wrong with a friend, as the server's contract states it (src/api/contract/profile.ts
 * `friendAddRequestSchema`: names required once trimmed, up to 60 characters; a relationship
 * chosen; a date of birth from 1900 to today, or none; an email or none).
 */
function friendFindings(values: CaseValues): CaseValues {
  return present({
    ...namesFindings(values),
    relationship: values.relationship === '' ? 'Choose a relationship' : undefined,
    birth_date: pastDateFinding(values.birth_date!),
    email: emailFinding(values.email!),
  });
}

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
    // Chosen once the names pass: until then each save also finds the relationship unchosen.
    {
      name: 'picks the relationship Coworker',
      changes: { relationship: '2' },
      when: (v) => namesPass(v) && v.relationship === '',
    },
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
  // A new friend has no id; the texts trimmed, the relationship a number, no date sent as none.
  request: (values) => ({
    first_name: values.first_name!.trim(),
    last_name: values.last_name!.trim(),
    relationship: Number(values.relationship),
    birth_date: values.birth_date || null,
    email: values.email!.trim(),
  }),
  answer: (values) => ({ friend: { id: 62, ...(friendCase.request(values) as object) } }),
  after: {
    closesTo: PROFILE_PAGE,
    cancelName: 'cancels the friend',
    lists: (sent) => [fullNameOf(sent), [FRIEND_OPTIONS[sent.relationship!], sent.birth_date && `Born ${listedDay(sent.birth_date)}`].filter(Boolean).join(' · ')],
    empty: 'No friends saved.',
  },
  // Friends have their own read (the profile lists them from it).
  reads: (saved) => [
    http.get('/api/v2/user/friends', () => (saved().length > 0 ? ok({ friends: saved().map((answer) => (answer as { friend: unknown }).friend) }) : undefined)),
  ],
};
