import { emailFinding, emailOf, present, SPACES, textOf, type CaseValues } from './formCase';
import type { EdgeTries } from './edgeTries';
import { required } from './profile';
import { codeFinding, PASSWORD_OF_200, PASSWORD_OF_201, passwordFinding, SHORTEST_PASSWORD } from './reset';

/**
 * What is wrong with registration's account step (src/api/contract/registration.ts
 * `registerRequestSchema`: first and last name required once trimmed, up to 60 characters, in
 * the personal details' words; a phone of ten digits or none; the new password's rules).
 */
function accountFindings(values: CaseValues): CaseValues {
  return present({
    first_name: required('First name', 60, values.first_name!),
    last_name: required('Last name', 60, values.last_name!),
    cell_phone: /^(\d{10})?$/.test(values.cell_phone!) ? undefined : 'Enter a 10-digit phone number',
    password: passwordFinding('Password', values.password!),
  });
}

/** Registration's account step: each edge of its rules, refused on the page (an edge that passes is tried beside one that does not). */
export const accountEdges = (good: CaseValues): EdgeTries => ({
  labels: { first_name: 'First name', last_name: 'Last name', cell_phone: 'Mobile phone', password: 'Password' },
  good,
  tries: [
    { name: 'no first name, a 7-character password', changes: { first_name: '', password: 'pass-12' } },
    { name: 'a first name of spaces, an 8-character password', changes: { first_name: SPACES, password: SHORTEST_PASSWORD } },
    {
      name: 'a 60-character first name, a 61-character last name, a password without a letter',
      changes: { first_name: textOf('Ada ', 60), last_name: textOf('Stone ', 61), password: '12345678' },
    },
    {
      name: 'a 61-character first name, a 60-character last name, a password without a digit',
      changes: { first_name: textOf('Ada ', 61), last_name: textOf('Stone ', 60), password: 'new-password' },
    },
    { name: 'no last name, no password', changes: { last_name: '', password: '' } },
    { name: 'a last name of spaces, a 200-character password', changes: { last_name: SPACES, password: PASSWORD_OF_200 } },
    { name: 'a 9-digit phone, a 201-character password', changes: { cell_phone: '415555012', password: PASSWORD_OF_201 } },
    { name: 'no phone (it is optional), no first name', changes: { cell_phone: '', first_name: '' } },
  ],
  findings: accountFindings,
});

/**
 * What is wrong with a work email: an email's rules (`emailFinding`), and never a personal
 * provider's address (the page's hint names Gmail and Outlook; the domain compared whatever its
 * case, as the server lower-cases the email).
 */
function workEmailFindings(values: CaseValues): CaseValues {
  const domain = values.work_email!.trim().split('@')[1]?.toLowerCase();
  const personal = domain === 'gmail.com' || domain === 'outlook.com' ? 'is a personal email provider: use the email you have at work' : undefined;
  return present({ work_email: emailFinding('Work email', values.work_email!) ?? personal });
}

/** The longest work email the server takes (254 characters). */
export const WORK_EMAIL_OF_254 = emailOf(254);

/** Registration's work email step: each edge of its rules, refused on the page. */
export const workEmailEdges = (email: string): EdgeTries => ({
  labels: { work_email: 'Work email' },
  good: { work_email: email },
  tries: [
    { name: 'no work email', changes: { work_email: '' } },
    { name: 'a work email of spaces', changes: { work_email: SPACES } },
    { name: 'a work email without a domain', changes: { work_email: 'ada@' } },
    { name: 'a 255-character work email', changes: { work_email: emailOf(255) } },
    { name: 'a Gmail address', changes: { work_email: 'ada.stone@gmail.com' } },
    { name: 'an Outlook address in capitals', changes: { work_email: 'ada.stone@Outlook.COM' } },
  ],
  findings: workEmailFindings,
});

/** A one-time code on its own (registration's verify step, the second factor): none, spaces, one short, one long, a letter. */
export const codeEdges = (code: string): EdgeTries => ({
  labels: { code: 'Code' },
  good: { code },
  tries: [
    { name: 'no code', changes: { code: '' } },
    { name: 'a code of spaces', changes: { code: SPACES } },
    { name: 'a 5-digit code', changes: { code: '12345' } },
    { name: 'a 7-digit code', changes: { code: '1234567' } },
    { name: 'a code with a letter', changes: { code: '12345a' } },
  ],
  findings: (values) => present({ code: codeFinding(values.code!) }),
});
