import type { SnapshotFrom, StateValue } from 'xstate';
import { EnvelopeError } from '../../../src/api/errors';
import { EMPTY_PASSWORDS, passwordForm, reminderForm, vehicleForm, type PasswordValues, type ReminderValues, type VehicleValues } from '../../../src/domain/formRules';
import type { FormSpec } from '../../../src/domain/formSpec';
import { createFormMachine } from '../../../src/machines/formMachine';
import type { MachineModel } from '../plan';
import { longerThan, notOneLine, SPACES, type CaseValues, type FormCase } from '../forms/formCase';
import { inviteCase, ticketCase } from '../forms/desk';
import { editTeamCase, teamCase } from '../forms/privateProfile';
import { familyCase, spouseCase } from '../forms/family';
import { friendCase } from '../forms/friends';
import { petCase } from '../forms/pets';
import { contactInfoCase, personalDetailsCase } from '../forms/profile';
import { editAddressCase, newAddressCase } from '../forms/addresses';
import { editCardCase, newCardCase } from '../forms/cards';
import { noWorkPlaceCase, workProfileCase } from '../forms/work';
import { contactPreferenceCase, interestsCase, manyInterestsCase } from '../forms/preferences';

/**
 * The documented form machine with the rules of the form each path renders: Settings →
 * Password, a form that stays and says it is saved, or a new reminder or a new vehicle, pages
 * of their own that are left once saved or cancelled (`closesOnSave`).
 */
/** The forms declared as data (tests/model/forms/), each a start of its own. */
export const FORM_CASES: readonly FormCase[] = [
  teamCase, editTeamCase, ticketCase, inviteCase, personalDetailsCase, contactInfoCase, familyCase, spouseCase, friendCase, petCase,
  newAddressCase, editAddressCase, newCardCase, editCardCase, noWorkPlaceCase, workProfileCase, interestsCase, manyInterestsCase, contactPreferenceCase,
];
/** The key that tags a case's values with its form (stripped before the real rules see them). */
const CASE = 'formCase';
type Tagged = CaseValues & { [CASE]: string };
type Values = PasswordValues | ReminderValues | VehicleValues | Tagged;
/** The case whose values these are, if they are a case's. */
export const caseOf = (values: object): FormCase | undefined =>
  CASE in values ? FORM_CASES.find((formCase) => formCase.key === (values as Tagged)[CASE]) : undefined;
const untagged = (values: Values) => Object.fromEntries(Object.entries(values).filter(([key]) => key !== CASE)) as CaseValues;
const tagged = (formCase: FormCase, values: CaseValues): Tagged => ({ ...values, [CASE]: formCase.key });
const isReminder = (values: Values): values is ReminderValues => 'title' in values && !(CASE in values);
const isVehicle = (values: Values): values is VehicleValues => 'make' in values && !(CASE in values);
// On the day its paths run on (the suite fixes the page's clock to it).
const reminderRules = reminderForm((fields) => fields, () => new Date(REMINDER_TODAY));
const rulesOf = (values: Values) =>
  (isReminder(values) ? reminderRules : isVehicle(values) ? vehicleForm() : passwordForm) as unknown as FormSpec<Values, unknown>;
const twoForms: FormSpec<Values, unknown> = {
  check: (values) => caseOf(values)?.rules.check(untagged(values)) ?? rulesOf(values).check(values),
  toRequest: (values) => (caseOf(values) ? caseOf(values)!.rules.toRequest(untagged(values)) : rulesOf(values).toRequest(values)),
  keepsDraft: true,
  afterSave: (sent) => {
    const formCase = caseOf(sent);
    if (!formCase) return rulesOf(sent).afterSave?.(sent) ?? sent;
    const after = formCase.rules.afterSave?.(untagged(sent));
    return after ? tagged(formCase, after) : sent;
  },
};
const formsMachine = createFormMachine<Values>('form', twoForms);

type Snapshot = SnapshotFrom<typeof formsMachine>;

export const CURRENT_PASSWORD = 'lyla-demo-2026';
export const NEW_PASSWORD = 'new-pass-2026';
export const WRONG_CURRENT = 'The current password is wrong';
export const SERVER_FAILURE = 'There is something wrong';
const REMINDER_TITLE = 'Dentist check-up';
export const REMINDER_DATE = '2027-03-15';
/** The day a new reminder's paths run on: its date's range ends ten years after it (docs/api.md "Reminders"). */
export const REMINDER_TODAY = '2026-11-27';
/** A title of 80 characters (the longest), one of 81, and one with a bidi override inside. */
const LONGEST_TITLE = `Dentist ${'x'.repeat(72)}`;
const TOO_LONG_TITLE = `${LONGEST_TITLE}x`;
const HIDDEN_TITLE = 'Dentist check-up\u202E at the clinic on Main Street';
const FIRST_REMINDER_DAY = '1900-01-01';
const LAST_REMINDER_DAY = '2036-11-27';
/** The first and last day a reminder may fall on, and the days just outside them. */
const REMINDER_EDGES = [FIRST_REMINDER_DAY, '1899-12-31', LAST_REMINDER_DAY, '2036-11-28'];
/** A new vehicle's form as the page opens it. */
export const NEW_VEHICLE: VehicleValues = { make: '', model: '', year: '', plate: '' };
export const VEHICLE_MAKE = 'Toyota';
export const VEHICLE_MODEL = 'Corolla';
/** A new custom reminder's form as the page opens it. */
export const NEW_REMINDER: ReminderValues = { person: '', title: '', date: '', repeat: 'none', remind_days_before: '1' };

export const wrongCurrentPassword = new EnvelopeError(WRONG_CURRENT, 400, 40104, {
  errors: [{ field: 'current_password', message: WRONG_CURRENT }],
});

export const MARKED_FIELDS = 'Check the marked fields';
export const REUSED_PASSWORD = 'Choose a password you have not used before';
/**
 * A refusal that marks fields as a backend may send it, with complaints that cannot be read
 * among them: each field shows its first readable complaint, the toast's sentence is not said
 * again on a field, and what is not a readable complaint about a field is passed over.
 */
export const markedFields = new EnvelopeError(MARKED_FIELDS, 400, 40000, {
  errors: [
    null,
    { field: 'new_password', message: 42 },
    { field: 'new_password', message: REUSED_PASSWORD },
    { field: 'new_password', message: 'Too close to the last one' },
    { field: 7, message: 'A field with a number for a name' },
    { field: 'current_password', message: MARKED_FIELDS },
  ],
});

const is = (...values: StateValue[]) => (s: Snapshot) => values.some((value) => s.matches(value as never));
/** The form page a path renders (from its start). */
export const pageOf = (s: Snapshot) => (isReminder(s.context.values) ? 'reminder' : isVehicle(s.context.values) ? 'vehicle' : 'password');
const password = (s: Snapshot) => (isReminder(s.context.values) || isVehicle(s.context.values) || CASE in s.context.values ? null : (s.context.values as PasswordValues));
const reminder = (s: Snapshot) => (isReminder(s.context.values) ? s.context.values : null);
const onPassword = (test: (values: PasswordValues) => boolean) => (s: Snapshot) => {
  const values = password(s);
  return values !== null && test(values);
};
/** Typing in the next field leaves these: only once they pass, or the form would say so first. */
const passes = (values: VehicleValues, ...fields: Array<keyof VehicleValues>) => fields.every((field) => vehicleFindings(values)[field] === undefined);
const onVehicle = (test: (values: VehicleValues) => boolean) => (s: Snapshot) => isVehicle(s.context.values) && test(s.context.values);
const onReminder = (test: (values: ReminderValues) => boolean) => (s: Snapshot) => {
  const values = reminder(s);
  return values !== null && test(values);
};
const onCase = (formCase: FormCase, test: (values: CaseValues) => boolean = () => true) => (s: Snapshot) =>
  caseOf(s.context.values) === formCase && test(untagged(s.context.values));
const both = (...tests: Array<(s: Snapshot) => boolean>) => (s: Snapshot) => tests.every((test) => test(s));

/**
 * What is wrong with a password form's values, per field, as the product states it: the new
 * password's rules are the server's (src/api/contract/registration.ts: at least 8 and at most
 * 200 characters, a letter and a digit, in that order), the rest the page's own words (spec §5:
 * a required field says '%s is required'). Written here, never read from src/domain/formRules.ts,
 * so a rule lost or changed there fails the paths that type against it.
 */
export function passwordFindings(values: PasswordValues): Partial<Record<keyof PasswordValues, string>> {
  const typed = values.new_password;
  const newPassword =
    typed === ''
      ? 'New password is required'
      : typed.length < 8
        ? 'Password must be at least 8 characters'
        : typed.length > 200
          ? 'Password is too long'
          : !/[A-Za-z]/.test(typed)
            ? 'Password must contain a letter'
            : !/\d/.test(typed)
              ? 'Password must contain a digit'
              : undefined;
  const confirm =
    values.confirm_password === '' ? 'Type the new password again' : values.confirm_password !== typed ? 'The passwords do not match' : undefined;
  const findings = {
    current_password: values.current_password === '' ? 'Current password is required' : undefined,
    new_password: newPassword,
    confirm_password: confirm,
  };
  return Object.fromEntries(Object.entries(findings).filter(([, finding]) => finding !== undefined));
}

/**
 * What is wrong with a new reminder's values, as the product states it (src/api/contract/reminders.ts,
 * spec §5's '%s is required', which a title of spaces gets too: whitespace-only is no title).
 */
export function reminderFindings(values: ReminderValues): Partial<Record<keyof ReminderValues, string>> {
  const title = values.title.trim();
  const findings = {
    title: title === '' ? 'Title is required' : (longerThan('Title', 80, title) ?? notOneLine('Title', title)),
    // From 1900 to ten years after the path's day (docs/api.md "Reminders").
    date: values.date === '' ? 'Date is required' : values.date < FIRST_REMINDER_DAY || values.date > LAST_REMINDER_DAY ? 'Enter a real date from 1900 to ten years from now' : undefined,
  };
  return Object.fromEntries(Object.entries(findings).filter(([, finding]) => finding !== undefined));
}

/**
 * What is wrong with a new vehicle, as the server's contract states it (src/api/contract/profile.ts:
 * make and model required, up to 40 characters, one line; a year from 1900 to 2100 or none, a plate of up to 10 letters, digits,
 * spaces or dashes, upper-cased as sent).
 */
export function vehicleFindings(values: VehicleValues): Partial<Record<keyof VehicleValues, string>> {
  const year = values.year.trim();
  const findings = {
    make: values.make.trim() === '' ? 'Make is required' : (longerThan('Make', 40, values.make) ?? notOneLine('Make', values.make)),
    model: values.model.trim() === '' ? 'Model is required' : (longerThan('Model', 40, values.model) ?? notOneLine('Model', values.model)),
    year: year === '' || (/^\d{4}$/.test(year) && Number(year) >= 1900 && Number(year) <= 2100) ? undefined : 'Enter a year from 1900',
    plate: /^[A-Z0-9 -]{0,10}$/.test(values.plate.trim().toUpperCase()) ? undefined : 'A plate has up to 10 letters, digits, spaces or dashes',
  };
  return Object.fromEntries(Object.entries(findings).filter(([, finding]) => finding !== undefined));
}

/** A good new password of exactly 200 characters (the longest allowed), and one of 201. */
export const LONGEST_PASSWORD = `pass-1${'x'.repeat(194)}`;
export const TOO_LONG_PASSWORD = `${LONGEST_PASSWORD}x`;
export const OTHER_PASSWORD = 'new-pass-2027';
export { SPACES };

/**
 * What the person has typed by the end of the path's events named `earlier`: a changed password
 * is not kept on the page (spec: the form empties once saved), dropped changes go back to the start.
 */
export function typedBy<Values>(start: Values, earlier: readonly string[]): Values {
  return earlier.reduce((values, name) => {
    const entry = entries.find((candidate) => candidate.name === name);
    if (entry?.event.type === 'form.change') return { ...values, ...(entry.event.changes as object) };
    if (name === 'the server changes it' || EMPTIES_ONCE_SAVED.has(name) || entry?.event.type === 'form.discard') return start;
    return values;
  }, start);
}

/** The server's answers after which the form empties (spec: a sent ticket is not kept on the page). */
const EMPTIES_ONCE_SAVED = new Set(FORM_CASES.flatMap((formCase) => ('empties' in formCase.after && formCase.after.empties ? [formCase.savedName] : [])));

const hasFindings = (findings: object) => Object.keys(findings).length > 0;
/** Where asking to save leads, from what was typed: nothing is sent while the product's rules find something. */
const saveLeads = (findingsOf: (earlier: string[]) => object) => (from: string, earlier: string[]) =>
  hasFindings(findingsOf(earlier)) ? 'invalid' : from === 'saved' ? 'saved' : 'submitting';

const entries: MachineModel<Snapshot>['events'] = [
  // Typing in another field leaves the one before: only once each typed field passes, so leaving it finds nothing.
  {
    name: 'types the current password',
    event: { type: 'form.change', changes: { current_password: CURRENT_PASSWORD } },
    when: onPassword(
      (v) =>
        v.current_password === '' &&
        (v.new_password === '' || passwordFindings(v).new_password === undefined) &&
        (v.confirm_password === '' || passwordFindings(v).confirm_password === undefined),
    ),
  },
  { name: 'types a short new password', event: { type: 'form.change', changes: { new_password: 'short1' } }, when: onPassword((v) => v.new_password === '') },
  // The new password's rules at their edges: 7, 8, 200 and 201 characters, no letter, no digit.
  { name: 'types a 7-character new password', event: { type: 'form.change', changes: { new_password: 'pass-12' } }, when: onPassword((v) => v.new_password === '') },
  { name: 'types an 8-character new password', event: { type: 'form.change', changes: { new_password: 'pass-123' } }, when: onPassword((v) => v.new_password === '') },
  { name: 'types a 200-character new password', event: { type: 'form.change', changes: { new_password: LONGEST_PASSWORD } }, when: onPassword((v) => v.new_password === '') },
  { name: 'types a 201-character new password', event: { type: 'form.change', changes: { new_password: TOO_LONG_PASSWORD } }, when: onPassword((v) => v.new_password === '') },
  { name: 'types a new password without a letter', event: { type: 'form.change', changes: { new_password: '12345678' } }, when: onPassword((v) => v.new_password === '') },
  { name: 'types a new password without a digit', event: { type: 'form.change', changes: { new_password: 'new-password' } }, when: onPassword((v) => v.new_password === '') },
  { name: 'types a good new password', event: { type: 'form.change', changes: { new_password: NEW_PASSWORD } }, when: onPassword((v) => v.new_password !== NEW_PASSWORD) },
  { name: 'confirms it', event: { type: 'form.change', changes: { confirm_password: NEW_PASSWORD } }, when: onPassword((v) => v.confirm_password === '' && v.new_password === NEW_PASSWORD) },
  { name: 'confirms another password', event: { type: 'form.change', changes: { confirm_password: OTHER_PASSWORD } }, when: onPassword((v) => v.confirm_password === '' && v.new_password === NEW_PASSWORD) },
  { name: 'retypes the current password', event: { type: 'form.change', changes: { current_password: 'lyla-demo-2027' } }, when: both(is('refused'), onPassword(() => true)) },
  {
    name: 'leaves the new password field',
    event: { type: 'form.blur', field: 'new_password' },
    // Clicked into from the confirmation: only when leaving that finds nothing.
    when: both(is('editing', 'invalid'), onPassword((v) => v.confirm_password === '' || passwordFindings(v).confirm_password === undefined)),
    // A new password typed and wrong says so as the field is left.
    to: (from, earlier) => {
      const typed = typedBy(EMPTY_PASSWORDS, earlier);
      return from === 'invalid' || (typed.new_password !== '' && passwordFindings(typed).new_password !== undefined) ? 'invalid' : from;
    },
  },
  {
    name: 'changes the password',
    event: { type: 'form.submit' },
    when: both(is('editing', 'invalid', 'saved', 'refused'), onPassword(() => true)),
    to: saveLeads((earlier) => passwordFindings(typedBy(EMPTY_PASSWORDS, earlier))),
  },
  { name: 'the server changes it', event: { type: 'xstate.done.actor.submit', output: null }, when: both(is('submitting'), onPassword(() => true)), to: 'saved' },
  { name: 'the server says the current password is wrong', event: { type: 'xstate.error.actor.submit', error: wrongCurrentPassword }, when: both(is('submitting'), onPassword(() => true)), to: 'refused' },
  { name: 'the server marks fields, some complaints unreadable', event: { type: 'xstate.error.actor.submit', error: markedFields }, when: both(is('submitting'), onPassword(() => true)), to: 'refused' },
  {
    name: 'the server fails',
    event: { type: 'xstate.error.actor.submit', error: new Error(SERVER_FAILURE) },
    when: both(is('submitting'), (s) => pageOf(s) !== 'vehicle' && !caseOf(s.context.values)),
    to: 'refused',
  },
  { name: 'leaves the page and drops the changes', event: { type: 'form.discard' }, when: both(is('editing', 'invalid', 'saved', 'refused'), onPassword(() => true)) },
  // The reminder: a page of its own, left once saved or cancelled.
  { name: 'types a title', event: { type: 'form.change', changes: { title: REMINDER_TITLE } }, when: onReminder((v) => v.title === '') },
  { name: 'types a title of spaces', event: { type: 'form.change', changes: { title: SPACES } }, when: onReminder((v) => v.title === '') },
  ...[
    { name: 'pastes an 80-character reminder title', title: LONGEST_TITLE },
    { name: 'pastes an 81-character reminder title', title: TOO_LONG_TITLE },
    { name: 'pastes a reminder title with a hidden control character', title: HIDDEN_TITLE },
  ].map(({ name, title }) => ({ name, event: { type: 'form.change', changes: { title } }, when: onReminder((v) => v.title === '') })),
  { name: 'picks a date', event: { type: 'form.change', changes: { date: REMINDER_DATE } }, when: onReminder((v) => v.date === '') },
  ...REMINDER_EDGES.map((date) => ({ name: `picks the date ${date}`, event: { type: 'form.change', changes: { date } }, when: onReminder((v) => v.date === '') })),
  {
    name: 'adds the reminder',
    event: { type: 'form.submit' },
    when: both(is('editing', 'invalid', 'refused'), onReminder(() => true)),
    to: saveLeads((earlier) => reminderFindings(typedBy(NEW_REMINDER, earlier))),
  },
  { name: 'the server adds it', event: { type: 'xstate.done.actor.submit', output: null }, when: both(is('submitting'), onReminder(() => true)), to: 'closed' },
  { name: 'cancels', event: { type: 'form.close' }, when: both(is('editing', 'invalid', 'refused'), onReminder(() => true)), to: 'closed' },
  // The vehicle: a year at the edges of 1900 to 2100, a plate in lower case (sent upper-cased) or with a character no plate has.
  { name: 'types the make', event: { type: 'form.change', changes: { make: VEHICLE_MAKE } }, when: onVehicle((v) => v.make === '') },
  { name: 'pastes a 41-character make', event: { type: 'form.change', changes: { make: `${VEHICLE_MAKE} ${'x'.repeat(34)}` } }, when: onVehicle((v) => v.make === '') },
  {
    name: 'pastes a 41-character model',
    event: { type: 'form.change', changes: { model: `${VEHICLE_MODEL} ${'x'.repeat(33)}` } },
    when: onVehicle((v) => v.make !== '' && v.model === '' && passes(v, 'make')),
  },
  { name: 'pastes a make with a hidden control character', event: { type: 'form.change', changes: { make: `${VEHICLE_MAKE}\u202E of the harbour, grey` } }, when: onVehicle((v) => v.make === '') },
  {
    name: 'pastes a model with a hidden control character',
    event: { type: 'form.change', changes: { model: `${VEHICLE_MODEL}\u202E estate, the long one` } },
    when: onVehicle((v) => v.make !== '' && v.model === '' && passes(v, 'make')),
  },
  { name: 'types the model', event: { type: 'form.change', changes: { model: VEHICLE_MODEL } }, when: onVehicle((v) => v.make !== '' && v.model === '' && passes(v, 'make')) },
  // A year of five digits that ends, or starts, with one allowed.
  ...['1899', '1900', '2100', '2101', '12100', '21001'].map((year) => ({
    name: `types the year ${year}`,
    event: { type: 'form.change', changes: { year } },
    when: onVehicle((v) => v.model !== '' && v.year === '' && v.plate === '' && passes(v, 'make', 'model')),
  })),
  // Typed last, after a year that passes: leaving a wrong year for the plate would say so first; a plate that passes is then saved.
  ...[
    { name: 'types a plate in lower case', plate: 'ab-123 x' },
    { name: 'types a plate with an underscore', plate: 'AB_123' },
  ].map(({ name, plate }) => ({
    name,
    event: { type: 'form.change', changes: { plate } },
    when: onVehicle((v) => v.model !== '' && v.plate === '' && passes(v, 'make', 'model', 'year')),
  })),
  {
    name: 'saves the vehicle',
    event: { type: 'form.submit' },
    when: both(is('editing', 'invalid'), onVehicle(() => true)),
    to: saveLeads((earlier) => vehicleFindings(typedBy(NEW_VEHICLE, earlier))),
  },
  { name: 'the server saves the vehicle', event: { type: 'xstate.done.actor.submit', output: null }, when: both(is('submitting'), onVehicle(() => true)), to: 'closed' },
  { name: 'cancels the vehicle', event: { type: 'form.close' }, when: both(is('editing', 'invalid'), onVehicle(() => true)), to: 'closed' },
];

/** A form of its own is left once saved; a form in a list is closed by its page, after its machine says saved. */
const closesOnSave = ({ after }: FormCase) => 'closesTo' in after && !after.inList;

/** Each case's events: its typings at the rules' edges, the save, the server's answer and, for a page of its own, cancelling. */
const caseEntries = (formCase: FormCase): MachineModel<Snapshot>['events'] => {
  const closes = closesOnSave(formCase);
  const start = tagged(formCase, formCase.start);
  const asOpened = (v: CaseValues) => Object.entries(formCase.start).every(([field, value]) => v[field] === value);
  // A typing done `alone` stands until the save: nothing else is typed over it.
  const aloneTyped = (v: CaseValues) => formCase.typings.some(({ alone, changes }) => alone && Object.entries(changes).every(([field, value]) => v[field] === value));
  return [
    ...formCase.typings.map(({ name, changes, when, onceSaid, alone }) => ({
      name,
      event: { type: 'form.change', changes },
      // One typing a field (by default while it is as the page opened it): each edge is put to the rules on its own.
      // Typing in another field leaves the one before: only once each field changed passes (or is the one typed now), so leaving it finds nothing.
      when: both(
        onceSaid ? is('invalid') : is('editing', 'invalid'),
        onCase(formCase, (v) => Object.keys(formCase.findings(v)).every((field) => v[field] === formCase.start[field] || field in changes)),
        onCase(formCase, when ?? ((v) => Object.keys(changes).every((field) => v[field] === formCase.start[field]))),
        onCase(formCase, (v) => !aloneTyped(v) && (!alone || asOpened(v))),
        ...(alone ? [is('editing')] : []),
      ),
    })),
    {
      name: formCase.saveName,
      event: { type: 'form.submit' },
      // A form that empties once saved is sent again (it says what is missing).
      when: both(
        'empties' in formCase.after && formCase.after.empties ? is('editing', 'invalid', 'saved') : is('editing', 'invalid'),
        // A form saved only once changed has its button disabled until then.
        onCase(formCase, (v) => !formCase.savesOnlyChanges || Object.keys(formCase.start).some((field) => v[field] !== formCase.start[field])),
      ),
      to: saveLeads((earlier) => formCase.findings(untagged(typedBy(start, earlier)))),
    },
    {
      name: formCase.savedName,
      event: { type: 'xstate.done.actor.submit', output: null },
      when: both(is('submitting'), onCase(formCase)),
      to: closes ? 'closed' : 'saved',
    },
    // Cancel: a page of its own is left (closed); a form in a list drops what was typed (back to the start) as its page closes it.
    ...('cancelName' in formCase.after
      ? [
          formCase.after.inList
            ? { name: formCase.after.cancelName, event: { type: 'form.discard' }, when: both(is('editing', 'invalid'), onCase(formCase)), to: 'editing' }
            : { name: formCase.after.cancelName, event: { type: 'form.close' }, when: both(is('editing', 'invalid'), onCase(formCase)), to: 'closed' },
        ]
      : []),
  ];
};
const caseEvents = new Map(FORM_CASES.map((formCase) => [formCase, caseEntries(formCase)]));
entries.push(...[...caseEvents.values()].flat());
// What was typed is read back by the events' names (`typedBy`): two forms' events may not share one.
if (new Set(entries.map((entry) => entry.name)).size !== entries.length) throw new Error('Two events of the form model share a name');
/** The case an event of the model belongs to (the suite drives it on that form's page). */
export const caseOfEvent = (event: object) => FORM_CASES.find((formCase) => caseEvents.get(formCase)!.some((entry) => entry.event === event));

export const formModel: MachineModel<Snapshot> = {
  machine: formsMachine,
  suite: 'form',
  starts: [
    { name: '', input: { saved: EMPTY_PASSWORDS } },
    { name: 'a new reminder', input: { saved: NEW_REMINDER, closesOnSave: true } },
    { name: 'a new vehicle', input: { saved: NEW_VEHICLE, closesOnSave: true } },
    ...FORM_CASES.map((formCase) => ({
      name: formCase.startName,
      input: { saved: tagged(formCase, formCase.start), closesOnSave: closesOnSave(formCase) },
    })),
  ],
  events: entries,
  // What a person typed into a fresh form is put to the rules (the field left, or the form sent),
  // and a first save is seen to its answer: a path that typed a password without a digit and
  // stopped would cover the event without anything checking the rule. Typing again after the
  // form said something, and a save sent again after a refusal, may end a path: that step is
  // the transition the path is there to cover.
  keepPath: (path) => {
    const checks = (type: string) => type === 'form.submit' || type === 'form.blur';
    const before = (index: number) => path.steps[index - 1]?.state as Snapshot | undefined;
    const typedUnchecked = path.steps.some(
      (step, index) =>
        step.event.type === 'form.change' &&
        before(index)?.matches('editing') &&
        !path.steps.slice(index + 1).some((later) => checks(later.event.type)),
    );
    // A case's typing is always saved after: each edge of its rules is put to them.
    const isCase = CASE in (path.steps[0]!.state as Snapshot).context.values;
    const caseTypingUnsaved =
      isCase && path.steps.some((step, index) => step.event.type === 'form.change' && !path.steps.slice(index + 1).some((later) => later.event.type === 'form.submit'));
    const last = path.steps.length - 1;
    const firstSaveUnanswered = (path.steps[last]!.state as Snapshot).matches('submitting') && !before(last)?.matches('refused');
    return !typedUnchecked && !caseTypingUnsaved && !firstSaveUnanswered;
  },
  serializeState: (s) =>
    JSON.stringify({ value: s.value, values: s.context.values, touched: s.context.touched, server: Object.keys(s.context.serverErrors) }),
};
