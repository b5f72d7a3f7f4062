import { present, SPACES, textOf, type CaseValues } from './formCase';
import type { EdgeTries } from './edgeTries';
import { required } from './profile';
import { PASSWORD_OF_200, PASSWORD_OF_201, passwordFinding, SHORTEST_PASSWORD } from './reset';

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
