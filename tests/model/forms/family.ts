import { familyForm, spouseForm } from '../../../src/domain/formRules';
import type { FormSpec } from '../../../src/domain/formSpec';
import { longerThan, present, SPACES, textOf, type CaseValues, type FormCase, type Typing } from './formCase';
import { PROFILE_PAGE } from './privateProfile';

/** The day a person fills the form in, as the server counts it (the UTC day), and the day after. */
export const TODAY = new Date().toISOString().slice(0, 10);
export const TOMORROW = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
/** The first day a birth date or anniversary may be, and the day before it. */
export const FIRST_DAY = '1900-01-01';
export const DAY_BEFORE_FIRST = '1899-12-31';

/**
 * A date of birth or an anniversary, as docs/api.md "Private profile" states the server's rule:
 * none, or a real day from 1900 on and not in the future, else `Enter a real date from 1900 to today`.
 */
export const pastDateFinding = (date: string) => (date === '' || (date >= FIRST_DAY && date <= TODAY) ? undefined : 'Enter a real date from 1900 to today');

/** A name of the private profile (src/api/contract/profile.ts `requiredText(label, 60)`): required once trimmed, up to 60 characters. */
export const nameFinding = (label: string, text: string) => (text.trim() === '' ? `${label} is required` : longerThan(label, 60, text));

/** The names of a spouse, family member or friend, as the contract states them. */
export const namesFindings = (values: CaseValues) => ({
  first_name: nameFinding('First name', values.first_name!),
  last_name: nameFinding('Last name', values.last_name!),
});

/** A day as the profile lists it: "January 1, 1900". */
export const listedDay = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** A person's names, typed with spaces around the first: sent and listed trimmed. */
export const LAST_NAME = 'Rivera';
/** Both names typed and passing: the fields after them may be filled. */
export const namesPass = (v: CaseValues) => v.first_name !== '' && v.last_name !== '' && Object.values(namesFindings(v)).every((finding) => finding === undefined);

/**
 * The names' edges for the person the form is about (`whose`: "a family member's"): the first
 * name typed first (with spaces around it, of spaces, 60 and 61 characters pasted), then the
 * last name once the first passes (typed, or of spaces). The rest of the form comes after both.
 */
export function nameTypings(whose: string, firstName: string): Typing[] {
  const first = (v: CaseValues) => v.first_name === '' && v.last_name === '';
  const last = (v: CaseValues) => v.first_name !== '' && nameFinding('First name', v.first_name!) === undefined && v.last_name === '';
  return [
    { name: `types ${whose} first name with spaces around it`, changes: { first_name: `  ${firstName}  ` }, when: first },
    { name: `types ${whose} first name of spaces`, changes: { first_name: SPACES }, when: first },
    { name: `pastes ${whose} 60-character first name`, changes: { first_name: textOf(`${firstName} `, 60) }, when: first },
    { name: `pastes ${whose} 61-character first name`, changes: { first_name: textOf(`${firstName} `, 61) }, when: first },
    { name: `types ${whose} last name`, changes: { last_name: LAST_NAME }, when: last },
    { name: `types ${whose} last name of spaces`, changes: { last_name: SPACES }, when: last },
  ];
}

/** Dates typed into `field` once `ready` (the fields before it pass) and while it is empty. */
export const dateTypings = (whose: string, label: string, field: string, dates: readonly string[], ready: (v: CaseValues) => boolean): Typing[] =>
  dates.map((date) => ({ name: `types ${whose} ${label} ${date === TODAY ? 'of today' : date === TOMORROW ? 'of tomorrow' : date}`, changes: { [field]: date }, when: (v) => ready(v) && v[field] === '' }));

/** The names of a spouse, family member or friend as the page shows them. */
export const PERSON_LABELS = { first_name: 'First name', last_name: 'Last name' };
/** The fullName of what was sent (both names trimmed). */
export const fullNameOf = (sent: CaseValues) => `${sent.first_name!.trim()} ${sent.last_name!.trim()}`;
const SPOUSE_NAME = 'Jordan';

/**
 * What is wrong with a spouse or partner, as the server's contract states it
 * (src/api/contract/profile.ts `spouseRequestSchema`: names required once trimmed, up to 60
 * characters; a date of birth and an anniversary from 1900 to today, or none).
 */
function spouseFindings(values: CaseValues): CaseValues {
  return present({
    ...namesFindings(values),
    birth_date: pastDateFinding(values.birth_date!),
    anniversary_date: pastDateFinding(values.anniversary_date!),
  });
}

/** Settings → Profile → Add a spouse or partner: a page of its own, left for the profile once saved or cancelled. */
export const spouseCase: FormCase = {
  key: 'spouse',
  startName: 'a new spouse',
  start: { first_name: '', last_name: '', birth_date: '', anniversary_date: '' },
  page: `${PROFILE_PAGE}/spouse/new`,
  liveId: 'account.spouse',
  formName: 'Add a spouse or partner',
  labels: { ...PERSON_LABELS, birth_date: 'Date of birth', anniversary_date: 'Anniversary' },
  shownLimits: { first_name: 60, last_name: 60 },
  saveButton: 'Save',
  saveName: 'saves the spouse',
  savedName: 'the server saves the spouse',
  typings: [
    ...nameTypings("the spouse's", SPOUSE_NAME),
    // The earliest date of birth and the one before; an anniversary of today and of tomorrow (after a date of birth that passes).
    ...dateTypings("the spouse's", 'date of birth', 'birth_date', [DAY_BEFORE_FIRST, FIRST_DAY], namesPass),
    ...dateTypings("the spouse's", 'anniversary', 'anniversary_date', [TODAY, TOMORROW], (v) => namesPass(v) && v.birth_date === FIRST_DAY),
  ],
  rules: spouseForm as unknown as FormSpec<CaseValues, unknown>,
  findings: spouseFindings,
  endpoint: '/reactapi/user/spouse',
  // The names trimmed, a date not given sent as none.
  request: (values) => ({
    first_name: values.first_name!.trim(),
    last_name: values.last_name!.trim(),
    birth_date: values.birth_date || null,
    anniversary_date: values.anniversary_date || null,
  }),
  answer: (values) => ({ spouse: { id: 60, relationship: 1, ...(spouseCase.request(values) as object) } }),
  after: {
    closesTo: PROFILE_PAGE,
    cancelName: 'cancels the spouse',
    lists: (sent) => [
      fullNameOf(sent),
      [sent.birth_date && `Born ${listedDay(sent.birth_date)}`, sent.anniversary_date && `Anniversary ${listedDay(sent.anniversary_date)}`].filter(Boolean).join(' · '),
    ].filter(Boolean),
    empty: 'No spouse or partner saved.',
  },
  // The one saved last, or none.
  profile: (saved) => ({ spouse: (saved.at(-1) as { spouse: unknown } | undefined)?.spouse ?? null }),
};

const MEMBER_NAME = 'Ana';
/** The relationships the family form offers (docs/api.md: 2 to 7, the spouse has its own form), by the value picked. */
const FAMILY_OPTIONS: CaseValues = { '2': 'Child', '7': 'Relative' };

/**
 * What is wrong with a family member or a friend, as the server's contract states it
 * (src/api/contract/profile.ts `familyRequestSchema`, `friendFields`: names required once
 * trimmed, up to 60 characters; a relationship chosen, `Choose a relationship`; a date of birth
 * from 1900 to today, or none).
 */
export const personFindings = (values: CaseValues) => ({
  ...namesFindings(values),
  relationship: values.relationship === '' ? 'Choose a relationship' : undefined,
  birth_date: pastDateFinding(values.birth_date!),
});

/** Each relationship offered, picked once the names pass: until then each save also finds it unchosen. */
export const relationshipPicks = (options: CaseValues): Typing[] =>
  Object.entries(options).map(([value, option]) => ({
    name: `picks the relationship ${option}`,
    changes: { relationship: value },
    when: (v) => namesPass(v) && v.relationship === '',
  }));

/** A family member or a friend as the contract asks for a new one: no id, the names trimmed, the relationship a number, no date sent as none. */
export const personRequest = (values: CaseValues) => ({
  first_name: values.first_name!.trim(),
  last_name: values.last_name!.trim(),
  relationship: Number(values.relationship),
  birth_date: values.birth_date || null,
});

/** A family member or a friend as the profile lists it: the name, then "Child · Born January 1, 1900". */
export const personListed = (options: CaseValues) => (sent: CaseValues) => [
  fullNameOf(sent),
  [options[sent.relationship!], sent.birth_date && `Born ${listedDay(sent.birth_date)}`].filter(Boolean).join(' · '),
];

/** Settings → Profile → Add a family member: a page of its own, left for the profile once saved or cancelled. */
export const familyCase: FormCase = {
  key: 'family',
  startName: 'a new family member',
  start: { first_name: '', last_name: '', relationship: '', birth_date: '' },
  page: `${PROFILE_PAGE}/family/new`,
  liveId: 'account.familyMember',
  formName: 'Add a family member',
  labels: { ...PERSON_LABELS, relationship: 'Relationship', birth_date: 'Date of birth' },
  options: { relationship: FAMILY_OPTIONS },
  shownLimits: { first_name: 60, last_name: 60 },
  saveButton: 'Save',
  saveName: 'saves the family member',
  savedName: 'the server saves the family member',
  typings: [
    ...nameTypings("a family member's", MEMBER_NAME),
    ...relationshipPicks(FAMILY_OPTIONS),
    // A date of birth at each end of 1900 to today.
    ...dateTypings("a family member's", 'date of birth', 'birth_date', [DAY_BEFORE_FIRST, FIRST_DAY, TODAY, TOMORROW], (v) => namesPass(v) && v.relationship !== ''),
  ],
  rules: familyForm() as unknown as FormSpec<CaseValues, unknown>,
  findings: (values) => present(personFindings(values)),
  endpoint: '/reactapi/user/add-family',
  request: personRequest,
  answer: (values) => ({ member: { id: 61, ...personRequest(values) } }),
  after: {
    closesTo: PROFILE_PAGE,
    cancelName: 'cancels the family member',
    lists: personListed(FAMILY_OPTIONS),
    empty: 'No family members saved.',
  },
  profile: (saved) => ({ family: saved.map((answer) => (answer as { member: unknown }).member) }),
};
