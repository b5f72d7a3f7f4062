import { http } from 'msw';
import { editCardForm, newCardForm } from '../../../src/domain/formRules';
import type { FormSpec } from '../../../src/domain/formSpec';
import { ok } from '../../support/sessionHandlers';
import { longerThan, notOneLine, present, SPACES, textOf, type CaseValues, type FormCase } from './formCase';

const PAYMENTS_PAGE = '/settings/account/payments';
/** The day the card paths run on (a fixed clock): a card of November 2026 still works, one of October 2026 has expired. */
const TODAY = '2026-11-15T12:00:00Z';
const THIS_MONTH = { exp_month: '11', exp_year: '2026' };
const LAST_MONTH = { exp_month: '10', exp_year: '2026' };
const NAME = 'Name on card';
const LABELS = { holder_name: NAME, exp_month: 'Expiry month', exp_year: 'Expiry year' };
/** The options picked: a month by its two digits, a year by itself. */
const EXPIRY_OPTIONS = { exp_month: { '4': '04', '10': '10', '11': '11' }, exp_year: { '2026': '2026', '2028': '2028' } };

const VISA = '4242424242424242';
const AMEX = '378282246310005';
const isAmex = (number: string) => /^3[47]/.test(number);

/** The Luhn check (docs/api.md: a card number that fails it is refused): every second digit from the right doubled. */
const passesLuhn = (number: string) =>
  [...number].reverse().reduce((sum, digit, index) => sum + (index % 2 ? [0, 2, 4, 6, 8, 1, 3, 5, 7, 9][Number(digit)]! : Number(digit)), 0) % 10 === 0;

/** docs/api.md "Payment cards": a card works through its expiry month. */
const hasExpired = ({ exp_month, exp_year }: CaseValues) => {
  const today = new Date(TODAY);
  const year = Number(exp_year);
  return year < today.getUTCFullYear() || (year === today.getUTCFullYear() && Number(exp_month) < today.getUTCMonth() + 1);
};

/**
 * The name on a card: required, up to 80 characters (src/api/contract/account.ts `requiredText('Name on card', 80)`);
 * a name of spaces is spec §5's whitespace-only kind with its own message, as the personal details' names.
 */
const nameFinding = (name: string) =>
  name === '' ? `${NAME} is required` : name.trim() === '' ? `${NAME} cannot be empty` : (longerThan(NAME, 80, name) ?? notOneLine(NAME, name));

/** The expiry (the contract's `expiry`: a month and a year chosen), not passed (docs/api.md). */
const expiryFindings = (values: CaseValues) => ({
  exp_month: values.exp_month === '' ? 'Choose a month' : values.exp_year !== '' && hasExpired(values) ? 'The card has expired' : undefined,
  exp_year: values.exp_year === '' ? 'Choose a year' : undefined,
});

/**
 * What is wrong with a new card, as the server's contract states it (src/api/contract/account.ts
 * `cardAddRequestSchema`: a number of 12 to 19 digits, a CVC of 3 or 4; docs/api.md "Payment
 * cards": a number that fails the Luhn check, an expired card, and a CVC of 4 digits on the front
 * for American Express (a number starting 34 or 37), 3 on the back for the others).
 */
function newCardFindings(values: CaseValues): CaseValues {
  const { number, cvc } = values as { number: string; cvc: string };
  const digits = isAmex(number) ? 4 : 3;
  return present({
    number: number === '' ? 'Card number is required' : !/^\d{12,19}$/.test(number) ? 'Enter the card number' : passesLuhn(number) ? undefined : 'Check the card number',
    holder_name: nameFinding(values.holder_name!),
    ...expiryFindings(values),
    cvc:
      cvc === ''
        ? 'CVC is required'
        : !/^\d{3,4}$/.test(cvc)
          ? 'Enter the 3 or 4 digits on the back'
          : cvc.length === digits
            ? undefined
            : `Enter the ${digits} digits ${isAmex(number) ? 'on the front' : 'on the back'}`,
  });
}

const EMPTY_CARD = { number: '', holder_name: '', exp_month: '', exp_year: '', cvc: '' };
const untouched = (v: CaseValues) => Object.entries(EMPTY_CARD).every(([field, value]) => v[field] === value);
const passes = (field: string) => (v: CaseValues) => v[field] !== '' && newCardFindings(v)[field] === undefined;
/** The card's brand as the list names it, from its first digits. */
const brandOf = (number: string) => (isAmex(number) ? { brand: 'amex', name: 'American Express' } : { brand: 'visa', name: 'Visa' });
/** After a whole card but its CVC: the CVC typed last, for the brand's number. */
const cvcFor = (amex: boolean) => (v: CaseValues) => passes('exp_month')(v) && v.exp_year !== '' && v.cvc === '' && passes('number')(v) && isAmex(v.number!) === amex;

/** Settings → Payments → Add a card: a form in the list, closed once saved (the list then names the card) or cancelled. */
export const newCardCase: FormCase = {
  key: 'newCard',
  startName: 'a new card',
  start: EMPTY_CARD,
  page: PAYMENTS_PAGE,
  opensWith: 'Add a card',
  today: TODAY,
  liveId: 'account.addCard',
  formName: 'New card',
  labels: { number: 'Card number', ...LABELS, cvc: 'CVC' },
  options: EXPIRY_OPTIONS,
  shownLimits: { holder_name: 80 },
  saveButton: 'Add card',
  neverKept: true,
  saveName: 'adds the card',
  savedName: 'the server adds the card',
  typings: [
    // The number's length at 11, 12 and 19 digits, and a good one with its last digit off.
    ...[
      { name: 'types an 11-digit card number', number: '42424242424' },
      { name: 'types a 12-digit card number', number: '424242424242' },
      { name: 'types a 19-digit card number', number: '4242424242424242428' },
      { name: 'types a card number with its last digit off', number: '4242424242424241' },
    ].map(({ name, number }) => ({ name, changes: { number }, when: untouched })),
    { name: 'types a name on card of spaces', changes: { holder_name: SPACES }, when: untouched },
    { name: 'pastes an 80-character name on card', changes: { holder_name: textOf('Maya ', 80) }, when: untouched },
    { name: 'pastes an 81-character name on card', changes: { holder_name: textOf('Maya ', 81) }, when: untouched },
    { name: 'pastes a name on card with a hidden control character', changes: { holder_name: 'Maya\u200FThompson of the harbour' }, when: untouched },
    // A whole card, field by field: the expiry this month or the month before, then a CVC for the brand.
    { name: 'types a Visa card number', changes: { number: VISA }, when: untouched },
    { name: 'types an American Express card number', changes: { number: AMEX }, when: untouched },
    { name: 'types the name on the card with spaces around it', changes: { holder_name: '  Maya Thompson  ' }, when: (v) => passes('number')(v) && v.holder_name === '' },
    ...[
      { name: 'picks this month as the expiry', changes: THIS_MONTH },
      { name: 'picks the month before as the expiry', changes: LAST_MONTH },
    ].map(({ name, changes }) => ({ name, changes, when: (v: CaseValues) => untouched(v) || (passes('holder_name')(v) && v.exp_month === '') })),
    { name: 'types a 3-digit CVC for the Visa card', changes: { cvc: '123' }, when: cvcFor(false) },
    { name: 'types a 2-digit CVC for the Visa card', changes: { cvc: '12' }, when: cvcFor(false) },
    { name: 'types a 4-digit CVC for the Visa card', changes: { cvc: '1234' }, when: cvcFor(false) },
    { name: 'types a 3-digit CVC for the American Express card', changes: { cvc: '123' }, when: cvcFor(true) },
    { name: 'types a 4-digit CVC for the American Express card', changes: { cvc: '1234' }, when: cvcFor(true) },
  ],
  rules: newCardForm(() => new Date(TODAY)) as unknown as FormSpec<CaseValues, unknown>,
  findings: newCardFindings,
  endpoint: '/reactapi/user/card/credit',
  // The number and CVC as typed (digits), the name trimmed, the expiry as numbers; the first card is the default.
  request: (values) => ({ number: values.number, cvc: values.cvc, ...detailsOf(values), is_default: true }),
  answer: (values) => ({ card: { id: 70, brand: brandOf(values.number!).brand, last4: values.number!.slice(-4), ...detailsOf(values), is_default: true } }),
  after: {
    closesTo: PAYMENTS_PAGE,
    inList: true,
    cancelName: 'cancels the card',
    lists: (sent) => [`${brandOf(sent.number!).name} ending in ${sent.number!.slice(-4)}`],
    empty: 'No saved cards yet.',
  },
  // The cards the page lists: those this path's server added (another case's paths read their own).
  reads: (saved, mine) => [
    http.post('/reactapi/view/account/payment', () => (mine() ? ok({ cards: saved().map((answer) => (answer as { card: unknown }).card) }) : undefined)),
  ],
};

/** What both card forms send of the card's details: the name trimmed, the expiry as numbers. */
function detailsOf(values: CaseValues) {
  return { holder_name: values.holder_name!.trim(), exp_month: Number(values.exp_month), exp_year: Number(values.exp_year) };
}

/** The demo person's saved card (its number is never read again). */
const SAVED_CARD = { id: 41, brand: 'visa', last4: '4242', exp_month: 4, exp_year: 2028, holder_name: 'Maya Thompson', is_default: true };
const SAVED_NAME = 'Visa ending in 4242';
/** How the list shows a card's name and expiry. */
const shown = (card: { holder_name: string; exp_month: number; exp_year: number }) =>
  `${card.holder_name} · Expires ${String(card.exp_month).padStart(2, '0')}/${String(card.exp_year % 100).padStart(2, '0')}`;

/**
 * What is wrong with a saved card's changes, as the server's contract states it
 * (src/api/contract/account.ts `cardEditRequestSchema`: the name as a new card's, a month and a
 * year; docs/api.md: 400 `The card has expired`).
 */
const editCardFindings = (values: CaseValues): CaseValues => present({ holder_name: nameFinding(values.holder_name!), ...expiryFindings(values) });

/** Settings → Payments → Edit a saved card: its name, expiry and default (not its number); closed once saved or cancelled. */
export const editCardCase: FormCase = {
  key: 'editCard',
  startName: 'a saved card',
  start: { holder_name: SAVED_CARD.holder_name, exp_month: String(SAVED_CARD.exp_month), exp_year: String(SAVED_CARD.exp_year) },
  page: PAYMENTS_PAGE,
  opensWith: `Edit ${SAVED_NAME}`,
  today: TODAY,
  liveId: 'account.editCard',
  formName: `Edit ${SAVED_NAME}`,
  labels: LABELS,
  options: EXPIRY_OPTIONS,
  shownLimits: { holder_name: 80 },
  saveButton: 'Save card',
  neverKept: true,
  saveName: 'saves the card',
  savedName: 'the server saves the card',
  typings: [
    { name: "types the saved card's name with spaces around it", changes: { holder_name: '  Maya T. Thompson  ' } },
    { name: "empties the saved card's name", changes: { holder_name: '' } },
    { name: "types the saved card's name of spaces", changes: { holder_name: SPACES } },
    { name: "pastes an 80-character name for the saved card", changes: { holder_name: textOf('Maya ', 80) } },
    { name: "pastes an 81-character name for the saved card", changes: { holder_name: textOf('Maya ', 81) } },
    { name: "pastes a name with a hidden control character for the saved card", changes: { holder_name: 'Maya\u200FThompson of the harbour' } },
    { name: "picks this month as the saved card's expiry", changes: THIS_MONTH },
    { name: "picks the month before as the saved card's expiry", changes: LAST_MONTH },
  ],
  rules: editCardForm(SAVED_CARD.id, () => new Date(TODAY)) as unknown as FormSpec<CaseValues, unknown>,
  findings: editCardFindings,
  endpoint: '/api/user/card/edit',
  // Its id, the name trimmed, the expiry as numbers, still the default.
  request: (values) => ({ id: SAVED_CARD.id, ...detailsOf(values), is_default: true }),
  answer: (values) => ({ card: { ...SAVED_CARD, ...detailsOf(values) } }),
  after: {
    closesTo: PAYMENTS_PAGE,
    inList: true,
    cancelName: 'cancels the changes to the card',
    lists: (sent) => [shown(detailsOf(sent))],
    // Nothing saved: the card as it was.
    empty: shown(SAVED_CARD),
  },
  // The saved card, as this path's server last saved it.
  reads: (saved, mine) => [
    http.post('/reactapi/view/account/payment', () => (mine() ? ok({ cards: [(saved().at(-1) as { card: unknown } | undefined)?.card ?? SAVED_CARD] }) : undefined)),
  ],
};
