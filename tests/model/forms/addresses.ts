import { http } from 'msw';
import { addressForm } from '../../../src/domain/formRules';
import type { FormSpec } from '../../../src/domain/formSpec';
import { ok } from '../../support/sessionHandlers';
import { longerThan, notOneLine, present, SPACES, textOf, type CaseValues, type FormCase } from './formCase';

const LABELS = { label: 'Label', line1: 'Address', line2: 'Address line 2', city: 'City', state: 'State', zipcode: 'ZIP code' };
/** The longest each text may be (src/api/contract/account.ts `addressFields`). */
const LONGEST = { label: 40, line1: 120, line2: 120, city: 60 };
/** How the typings name each text. */
const NAMED = { label: 'an address label', line1: 'a first address line', line2: 'a second address line', city: 'a city' };
const ADDRESS_PAGE = '/settings/account/address';
/** A label to save, typed with spaces around it: sent trimmed (and listed by it). */
const ADDRESS_LABEL = 'Beach house';

/** A text field of the address: required or not, trimmed (the server trims first), up to its length, one line. */
const textFinding = (field: keyof typeof LONGEST, text: string, required: boolean) => {
  const label = LABELS[field];
  if (text.trim() === '') return required ? `${label} is required` : undefined;
  return longerThan(label, LONGEST[field], text) ?? notOneLine(label, text);
};

/**
 * What is wrong with an address, as the server's contract states it (src/api/contract/account.ts
 * `addressFields`, docs/api.md "Addresses": a label of 1 to 40 characters, a first line of 1 to
 * 120, a second of up to 120, a city of 1 to 60, all trimmed and one line; a state chosen (two
 * capital letters); a ZIP code of 5 digits; spec §5's '%s is required' for an empty one).
 */
function addressFindings(values: CaseValues): CaseValues {
  const zipcode = values.zipcode!.trim();
  return present({
    label: textFinding('label', values.label!, true),
    line1: textFinding('line1', values.line1!, true),
    line2: textFinding('line2', values.line2!, false),
    city: textFinding('city', values.city!, true),
    state: values.state === '' ? 'Choose a state' : undefined,
    zipcode: zipcode === '' ? 'ZIP code is required' : /^\d{5}$/.test(zipcode) ? undefined : 'Enter a 5-digit ZIP code',
  });
}

const EMPTY = { label: '', line1: '', line2: '', city: '', state: '', zipcode: '' };
const untouched = (v: CaseValues) => Object.entries(EMPTY).every(([field, value]) => v[field] === value);
const filled = (field: string) => (v: CaseValues) => v[field] !== '' && addressFindings(v)[field] === undefined;

/** Settings → Addresses → Add an address: a form in the list, closed once saved (the list then names the address) or cancelled. */
export const newAddressCase: FormCase = {
  key: 'newAddress',
  startName: 'a new address',
  start: EMPTY,
  page: ADDRESS_PAGE,
  opensWith: 'Add an address',
  liveId: 'account.addAddress',
  formName: 'New address',
  labels: LABELS,
  options: { state: { CA: 'California' } },
  shownLimits: LONGEST,
  saveButton: 'Add address',
  saveName: 'adds the address',
  savedName: 'the server adds the address',
  typings: [
    // Each text at its longest, then one over (the server's ranges, after trimming).
    {
      name: 'pastes each text of the address at its longest',
      changes: { label: textOf('Label ', 40), line1: textOf('Line one ', 120), line2: textOf('Line two ', 120), city: textOf('City ', 60) },
      when: untouched,
    },
    // One field at a time: typing in the next field leaves a wrong one, which would say so before the save.
    ...(['label', 'line1', 'line2', 'city'] as const).map((field) => ({
      name: `pastes ${NAMED[field]} of ${LONGEST[field] + 1} characters`,
      changes: { [field]: textOf(`${LABELS[field]} `, LONGEST[field] + 1) },
      when: untouched,
    })),
    ...(['label', 'line1', 'city'] as const).map((field) => ({ name: `types ${NAMED[field]} of spaces`, changes: { [field]: SPACES }, when: untouched })),
    // A bidi override inside each text (docs/api.md "Names and other one-line text").
    ...(['label', 'line1', 'line2', 'city'] as const).map((field) => ({
      name: `pastes ${NAMED[field]} with a hidden control character`,
      changes: { [field]: `${LABELS[field]} by the\u202Epier, no. 5` },
      when: untouched,
    })),
    ...['9410', '941050'].map((zipcode) => ({ name: `types the address's ZIP code ${zipcode}`, changes: { zipcode }, when: untouched })),
    // A whole address, field by field (the label with spaces around it, sent trimmed).
    { name: 'types a label with spaces around it', changes: { label: `  ${ADDRESS_LABEL}  ` }, when: untouched },
    { name: 'types the first address line', changes: { line1: '500 Market St' }, when: (v) => filled('label')(v) && v.line1 === '' },
    { name: 'types the city', changes: { city: 'San Francisco' }, when: (v) => filled('line1')(v) && v.city === '' },
    { name: 'picks the state', changes: { state: 'CA' }, when: (v) => filled('city')(v) && v.state === '' },
    { name: "types the address's ZIP code 94105", changes: { zipcode: '94105' }, when: (v) => v.state !== '' && v.zipcode === '' },
  ],
  rules: addressForm((address) => address) as unknown as FormSpec<CaseValues, unknown>,
  findings: addressFindings,
  endpoint: '/reactapi/user/address/add',
  // Each text trimmed; the first address is the default one (docs/api.md: the first one added becomes it).
  request: (values) => ({ ...trimmedAddress(values), is_default: true }),
  answer: (values) => ({ address: { id: 60, ...trimmedAddress(values), is_default: true } }),
  after: { closesTo: ADDRESS_PAGE, inList: true, cancelName: 'cancels the address', lists: (sent) => [sent.label!.trim()], empty: 'No addresses yet. Add one to have orders delivered.' },
  // The addresses the page lists: those this path's server added (a saved address's paths read their own).
  reads: (saved, mine) => [
    http.post('/reactapi/view/account/addresses', () => (mine() ? ok({ addresses: saved().map((answer) => (answer as { address: unknown }).address) }) : undefined)),
  ],
};

/** The demo person's saved address, the default one. */
const SAVED_ADDRESS = { id: 7, label: 'Pine Street flat', line1: '12 Pine Street', line2: 'Apt 4', city: 'San Francisco', state: 'CA', zipcode: '94110', is_default: true };
const { id: _, is_default: __, ...SAVED_FIELDS } = SAVED_ADDRESS;

/** Settings → Addresses → Edit a saved address: the same rules, sent with its id; closed once saved or cancelled. */
export const editAddressCase: FormCase = {
  key: 'editAddress',
  startName: 'a saved address',
  start: SAVED_FIELDS,
  page: ADDRESS_PAGE,
  opensWith: `Edit ${SAVED_ADDRESS.label}`,
  liveId: 'account.editAddress',
  formName: `Edit ${SAVED_ADDRESS.label}`,
  labels: LABELS,
  options: { state: { NY: 'New York' } },
  shownLimits: LONGEST,
  saveButton: 'Save address',
  saveName: 'saves the address',
  savedName: 'the server saves the address',
  typings: [
    // On its own: the changes that pass are saved together.
    { name: "empties the saved address's label", changes: { label: '' }, when: (v) => Object.entries(SAVED_FIELDS).every(([field, value]) => v[field] === value) },
    // A move, field by field, so what passes is sent together: the second line emptied, the city with spaces around it, the state, a ZIP code.
    { name: "empties the saved address's second line", changes: { line2: '' } },
    { name: 'types the city of the saved address with spaces around it', changes: { city: '  New York  ' }, when: (v) => v.line2 === '' && v.city === SAVED_FIELDS.city },
    { name: 'picks another state for the saved address', changes: { state: 'NY' }, when: (v) => v.city !== SAVED_FIELDS.city && v.state === SAVED_FIELDS.state },
    ...['1000', '10001'].map((zipcode) => ({
      name: `types the saved address's ZIP code ${zipcode}`,
      changes: { zipcode },
      when: (v: CaseValues) => v.state === 'NY' && v.zipcode === SAVED_FIELDS.zipcode,
    })),
  ],
  rules: addressForm((address) => address) as unknown as FormSpec<CaseValues, unknown>,
  findings: addressFindings,
  endpoint: '/reactapi/user/address/edit',
  // Its id, each text trimmed, still the default.
  request: (values) => ({ id: SAVED_ADDRESS.id, ...trimmedAddress(values), is_default: true }),
  answer: (values) => ({ address: { ...SAVED_ADDRESS, ...trimmedAddress(values) } }),
  after: { closesTo: ADDRESS_PAGE, inList: true, cancelName: 'cancels the changes to the address', lists: (sent) => [sent.label!.trim()], empty: SAVED_ADDRESS.label },
  // The saved address, as this path's server last saved it.
  reads: (saved, mine) => [
    http.post('/reactapi/view/account/addresses', () =>
      mine() ? ok({ addresses: [(saved().at(-1) as { address: unknown } | undefined)?.address ?? SAVED_ADDRESS] }) : undefined,
    ),
  ],
};

function trimmedAddress(values: CaseValues) {
  return Object.fromEntries(Object.keys(EMPTY).map((field) => [field, values[field]!.trim()]));
}
