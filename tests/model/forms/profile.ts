import { contactInfoForm, personalDetailsForm } from '../../../src/domain/formRules';
import type { FormSpec } from '../../../src/domain/formSpec';
import { demoUser } from '../../support/sessionHandlers';
import { DAY_BEFORE_FIRST, FIRST_DAY, pastDateFinding, TODAY, TOMORROW } from './family';
import { isEmail, longerThan, notOneLine, present, SPACES, textOf, type CaseValues, type FormCase } from './formCase';

/**
 * A name is checked as typed (spec §5's whitespace-only kind, its own message: "cannot be empty"),
 * where the server says '%s is required' after trimming: the wording differs from the team's, whose
 * form trims first (reported, not changed here).
 */
export const required = (label: string, max: number, text: string) =>
  text === '' ? `${label} is required` : text.trim() === '' ? `${label} cannot be empty` : (longerThan(label, max, text) ?? notOneLine(label, text));

/**
 * What is wrong with the personal details, as the server's contract states it
 * (src/api/contract/account.ts `personalDetailsRequestSchema`: first and last name required once
 * trimmed, up to 60 characters; a gender chosen; a title up to 20, one line; a date of birth from
 * 1900 to today, or none; spec §5's '%s is required').
 */
function personalFindings(values: CaseValues): CaseValues {
  return present({
    first_name: required('First name', 60, values.first_name!),
    last_name: required('Last name', 60, values.last_name!),
    gender: values.gender === '' ? 'Gender is required' : undefined,
    title: longerThan('Title', 20, values.title!) ?? notOneLine('Title', values.title!),
    birth_date: pastDateFinding(values.birth_date!),
  });
}

/** Settings → Profile → Personal details, as the page opens them for the demo person (tests/support). */
const SAVED_DETAILS = { first_name: demoUser.first_name, last_name: demoUser.last_name, gender: String(demoUser.gender), title: 'Ms', birth_date: '1990-04-02' };

/** Settings → Profile → Personal details: it stays and says they are saved; saved only once changed. */
export const personalDetailsCase: FormCase = {
  key: 'personalDetails',
  startName: 'personal details',
  start: SAVED_DETAILS,
  page: '/settings/account/profile',
  liveId: 'account.personalDetails',
  formName: 'Personal details',
  labels: { first_name: 'First name', last_name: 'Last name', gender: 'Gender', title: 'Title', birth_date: 'Date of birth' },
  options: { gender: { '4': 'Non-binary' } },
  shownLimits: { first_name: 60, last_name: 60, title: 20 },
  savesOnlyChanges: true,
  saveButton: 'Save personal details',
  saveName: 'saves the personal details',
  savedName: 'the server saves the personal details',
  typings: [
    // Each sent trimmed.
    { name: 'types a first name with spaces around it', changes: { first_name: '  Maia  ' }, alone: true },
    { name: 'types a last name with spaces around it', changes: { last_name: ' Thompson-Reyes ' }, alone: true },
    { name: 'types a title with spaces around it', changes: { title: ' Dr ' }, alone: true },
    { name: 'empties the first name', changes: { first_name: '' } },
    { name: 'types a last name of spaces', changes: { last_name: SPACES } },
    { name: 'pastes a 60-character first name', changes: { first_name: textOf('Maya ', 60) } },
    { name: 'pastes a 61-character last name', changes: { last_name: textOf('Thompson ', 61) } },
    { name: 'pastes a first name with a hidden control character', changes: { first_name: 'Maya\u202Ethe second of her name' } },
    { name: 'pastes a last name with a hidden control character', changes: { last_name: 'Thompson\u2066of the harbour' } },
    { name: 'pastes a 20-character title', changes: { title: textOf('Dr ', 20) } },
    { name: 'pastes a 21-character title', changes: { title: textOf('Dr ', 21) } },
    { name: 'pastes a title with a hidden control character', changes: { title: 'Dr\u2066 Who' } },
    { name: 'picks another gender', changes: { gender: '4' } },
    // The earliest date of birth and the day before; today and tomorrow; none (optional).
    ...[FIRST_DAY, DAY_BEFORE_FIRST, TODAY, TOMORROW].map((birth_date) => ({
      name: `types the date of birth ${birth_date === TODAY ? 'of today' : birth_date === TOMORROW ? 'of tomorrow' : birth_date}`,
      changes: { birth_date },
    })),
    { name: 'empties the date of birth', changes: { birth_date: '' } },
  ],
  rules: personalDetailsForm as unknown as FormSpec<CaseValues, unknown>,
  findings: personalFindings,
  endpoint: '/api/user/profile-edit',
  // The names and title trimmed, the gender a number, the date of birth as kept.
  request: (values) => ({
    first_name: values.first_name!.trim(),
    last_name: values.last_name!.trim(),
    gender: Number(values.gender),
    title: values.title!.trim() || null,
    birth_date: values.birth_date || null,
  }),
  // The current user as now saved.
  answer: (values) => ({ ...demoUser, first_name: values.first_name!.trim(), last_name: values.last_name!.trim() }),
  after: { says: () => 'Your personal details are saved.', empties: false },
};

/**
 * What is wrong with the contact details, as the server's contract states it
 * (src/api/contract/account.ts `contactInfoRequestSchema`: phones of 10 digits or none, an email
 * address or none, trimmed, up to 254 characters — "too long" beyond —, a ZIP code of 5 digits or none).
 */
function contactFindings(values: CaseValues): CaseValues {
  const tenDigits = (phone: string) => (/^(\d{10})?$/.test(phone) ? undefined : 'Enter a 10-digit phone number');
  const email = values.personal_email!.trim();
  return present({
    cell_phone: tenDigits(values.cell_phone!),
    phone: tenDigits(values.phone!),
    personal_email:
      longerThan('Personal email', 254, email) ??
      (email === '' || isEmail(email) ? undefined : 'Enter a valid email address'),
    zipcode: /^(\d{5})?$/.test(values.zipcode!) ? undefined : 'Enter a 5-digit ZIP code',
  });
}

/** The home ZIP code of the demo person's profile (tests/support/accountHandlers.ts). */
const DEMO_ZIP = '94105';

/** Settings → Profile → Contact details: it stays and says they are saved; saved only once changed. */
export const contactInfoCase: FormCase = {
  key: 'contactInfo',
  startName: 'contact details',
  start: { cell_phone: demoUser.cell_phone!, phone: '', personal_email: '', zipcode: DEMO_ZIP },
  page: '/settings/account/profile',
  liveId: 'account.contactInfo',
  formName: 'Contact details',
  labels: { cell_phone: 'Mobile phone', phone: 'Other phone', personal_email: 'Personal email', zipcode: 'Home ZIP code' },
  savesOnlyChanges: true,
  saveButton: 'Save contact details',
  saveName: 'saves the contact details',
  savedName: 'the server saves the contact details',
  // A phone field takes 10 digits at most: 9 is the edge a person can type.
  typings: [
    { name: 'types a 9-digit other phone', changes: { phone: '415555010' } },
    { name: 'types a 10-digit other phone', changes: { phone: '4155550101' } },
    { name: 'empties the mobile phone', changes: { cell_phone: '' } },
    { name: 'types a 9-digit mobile phone', changes: { cell_phone: '415555010' } },
    { name: 'types a personal email with spaces around it', changes: { personal_email: ' maya@example.com ' } },
    { name: 'types a personal email without a domain', changes: { personal_email: 'maya@' } },
    ...[254, 255].map((length) => ({
      name: `pastes a ${length}-character personal email`,
      changes: { personal_email: `${'m'.repeat(length - '@example.com'.length)}@example.com` },
    })),
    ...['9410', '10001', '941050'].map((zipcode) => ({ name: `types the ZIP code ${zipcode}`, changes: { zipcode } })),
  ],
  rules: contactInfoForm as unknown as FormSpec<CaseValues, unknown>,
  findings: contactFindings,
  endpoint: '/api/v2/user/save-info',
  request: (values) => ({ ...values, personal_email: values.personal_email!.trim() }),
  // The profile call's answer, as now saved (the rest of it the contract's defaults).
  answer: (values) => ({
    phone: values.phone || null,
    personal_email: values.personal_email!.trim() || null,
    userHomeInfo: { zipcode: values.zipcode || null },
  }),
  after: { says: () => 'Your contact details are saved.', empties: false },
};
