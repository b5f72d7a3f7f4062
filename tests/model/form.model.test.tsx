import { screen, waitFor, within } from '@testing-library/react';
import { http, type RequestHandler } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoPreference, demoUser, fail, ok } from '../support/sessionHandlers';
import type { Reminder } from '../../src/domain/reminders';
import type { Vehicle } from '../../src/domain/privateProfile';
import type { PathStep } from './harness';
import { EMPTY_PASSWORDS, type PasswordValues } from '../../src/domain/formRules';
import {
  caseOf,
  caseOfEvent,
  FORM_CASES,
  MARKED_FIELDS,
  markedFields,
  REUSED_PASSWORD,
  NEW_REMINDER,
  REMINDER_TODAY,
  SERVER_FAILURE,
  WRONG_CURRENT,
  formModel,
  NEW_VEHICLE,
  VEHICLE_MAKE,
  VEHICLE_MODEL,
  pageOf,
  passwordFindings,
  reminderFindings,
  typedBy,
  vehicleFindings,
  wrongCurrentPassword,
} from './models/form';
import type { AnySnapshot, ModelEvent } from './plan';
import { itPlansEveryEntry, pathsOrNone } from './planChecks';
import { describeScreenSuite, person } from './screenSuite';
import type { CaseValues, FormCase } from './forms/formCase';
import { personalDetailsCase } from './forms/profile';

const PASSWORD_PAGE = '/settings/account/password';
const CHANGE_PASSWORD = '/api/user/account/change-password';
// The second form: a new reminder, a page of its own left for the list once saved or cancelled.
const NEW_REMINDER_PAGE = '/settings/account/reminders/custom/new';
const REMINDER_LIST = '/settings/account/reminders/custom';
const ADD_REMINDER = '/reactapi/user/reminder/add';
const REMINDER_LABELS: Record<string, string> = { title: 'Title', date: 'Date' };
// The third: a new vehicle of the private profile, left for the profile once saved or cancelled.
const NEW_VEHICLE_PAGE = '/settings/account/profile/vehicle/new';
const PROFILE_PAGE = '/settings/account/profile';
const EDIT_VEHICLE = '/reactapi/user/edit-vehicle';
const VEHICLE_LABELS: Record<string, string> = { make: 'Make', model: 'Model', year: 'Year', plate: 'Licence plate' };
/** For the first look at a lazily loaded page on a busy machine: a limit, not a wait. */
const PAGE = { timeout: 15_000 };
const LABELS: Record<string, string> = { current_password: 'Current password', new_password: 'New password', confirm_password: 'Confirm new password' };

const currentPath = () => window.location.hash.replace(/^#/, '');
const passwordForm = () => screen.findByRole('form', { name: 'Change password' }, PAGE);
const reminderForm = () => screen.findByRole('form', { name: 'New reminder' }, PAGE);
const vehicleForm = () => screen.findByRole('form', { name: 'Add a vehicle' }, PAGE);
const onReminderForm = () => currentPath() === NEW_REMINDER_PAGE;
const onVehicleForm = () => currentPath() === NEW_VEHICLE_PAGE;
const caseForm = (formCase: FormCase) => screen.findByRole('form', { name: formCase.formName }, PAGE);
/** The case of the path's start, if it is one. */
const pathCase = (before: Steps) => caseOf((before[0]!.state as { context: { values: object } }).context.values);
/** The server's answers to each case's saves on this path, for the pages read after. */
const answered = new Map<string, unknown[]>();
const answersOf = (key: string) => answered.get(key) ?? [];
/** The case of the path that runs, if it is one. */
let running: FormCase | undefined;

/** The reminders and vehicles the server added on this path, for the lists read after the form is left. */
const added: Reminder[] = [];
const vehicles: Vehicle[] = [];
type Steps = Array<PathStep<AnySnapshot, ModelEvent>>;
/** The model's names of the path's events so far (the first step opens the page). */
const namesOf = (before: Steps) => before.slice(1).map((step) => formModel.events.find((entry) => entry.event === step.event)!.name);
/** What the person typed into each form on the path so far (from its events). */
const typedReminder = (before: Steps) => typedBy(NEW_REMINDER, namesOf(before));
const typedPasswords = (before: Steps): PasswordValues => typedBy(EMPTY_PASSWORDS, namesOf(before));
const typedVehicle = (before: Steps) => typedBy(NEW_VEHICLE, namesOf(before));
const typedCase = (formCase: FormCase, before: Steps) => typedBy<CaseValues>(formCase.start, namesOf(before));
const saves = (before: Steps) => before.some((step) => step.event.type === 'xstate.done.actor.submit');
const stateOf = (step: Steps[number]) => JSON.stringify(step.state.value).replace(/"/g, '');

/**
 * The fields whose findings show by now: every field once the person asked to save, the new
 * password once it was left; none again once the form was sent or its findings were all fixed
 * (back to editing). Only the model's state names are read, never what the machine found.
 */
function fieldsAsked(before: Steps, all: readonly string[]): Set<string> {
  let asked = new Set<string>();
  before.forEach((step, index) => {
    const from = index > 0 ? stateOf(before[index - 1]!) : '';
    const to = stateOf(step);
    if (to === 'submitting' || step.event.type === 'form.discard' || (from === 'invalid' && to === 'editing')) asked = new Set();
    else if (step.event.type === 'form.submit') asked = new Set(all);
    else if (step.event.type === 'form.blur') asked.add(step.event.field as string);
  });
  return asked;
}

/** Each asked field says the product's finding about it, and a field that is fine is not marked. */
async function expectFindings(form: HTMLElement, labels: Record<string, string>, findings: Partial<Record<string, string>>, asked: Set<string>) {
  for (const [field, label] of Object.entries(labels)) {
    if (!asked.has(field)) continue;
    const input = within(form).getByLabelText(label);
    const finding = findings[field];
    if (finding) {
      await waitFor(() => expect(input).toHaveAccessibleDescription(expect.stringContaining(finding)));
      expect(input).toHaveAttribute('aria-invalid', 'true');
    } else expect(input).not.toHaveAttribute('aria-invalid');
  }
}

/** The drafts this tab keeps (docs/decisions/0006: in the page's session storage, under `lyla:draft:…`). */
const draftsKept = () => Object.keys(sessionStorage).filter((key) => key.startsWith('lyla:draft:'));

/** A field's text without what a field adds or drops as it shows it: spaces, a phone's brackets and dashes. */
const asShown = (text: string) => text.replace(/[\s()-]/g, '');

/** The values the server has for a case's form by now: as the page opened, or as the last save left them (sent, or emptied). */
function savedCase(formCase: FormCase, before: Steps): CaseValues {
  const lastSave = before.map((step) => step.event.type).lastIndexOf('xstate.done.actor.submit');
  return lastSave < 0 ? formCase.start : typedCase(formCase, before.slice(0, lastSave + 1));
}

/**
 * docs/decisions/0006: what is typed and not saved is kept in this tab's storage (to come back
 * after the session ends or the page is left), and nothing once it is saved, dropped or matches
 * what is saved again; passwords and cards never.
 */
function expectDraft(formCase: FormCase, before: Steps, form: HTMLElement) {
  if (formCase.neverKept) return expect(draftsKept()).toEqual([]);
  const saved = savedCase(formCase, before);
  // Compared as the fields hold them: an email field holds no spaces around what was typed.
  const holds = (field: string, text: string) => {
    const label = formCase.labels[field];
    const input = label ? within(form).queryByLabelText(label) : null;
    return input instanceof HTMLInputElement && input.type === 'email' ? text.trim() : text;
  };
  const unsaved = Object.entries(typedCase(formCase, before)).some(([field, value]) => holds(field, value) !== holds(field, saved[field]!));
  expect(draftsKept()).toHaveLength(unsaved ? 1 : 0);
}

/** Fills a case's field as a person does: a list's option picked, a text typed (a long one pasted). */
async function fill(formCase: FormCase, field: string, value: string) {
  const form = await caseForm(formCase);
  const label = formCase.labels[field]!;
  const names = formCase.options?.[field] ?? {};
  if (formCase.picks?.[field] === 'radios') return person.click(within(form).getByRole('radio', { name: (name) => name.startsWith(names[value]!) }));
  if (formCase.picks?.[field] === 'toggles') {
    const wanted = new Set(value.split(',').filter(Boolean));
    const chips = Object.entries(names).map(([option, name]) => ({ wanted: wanted.has(option), chip: within(form).getByRole('button', { name }) }));
    const toClick = chips.filter(({ wanted, chip }) => (chip.getAttribute('aria-pressed') === 'true') !== wanted);
    // Those let go first: a full list disables the rest.
    for (const { chip } of [...toClick.filter((entry) => !entry.wanted), ...toClick.filter((entry) => entry.wanted)]) await person.click(chip);
    return;
  }
  // A list emptied is the page's doing (another work place empties its site).
  if (formCase.options?.[field] && value === '') return;
  const option = formCase.options?.[field]?.[value];
  if (option !== undefined) {
    const list = within(form).getByRole('combobox', { name: label });
    // A list whose options are read (a work place's sites) opens once they are there.
    await waitFor(() => expect(list).toBeEnabled());
    await person.click(list);
    await person.click(await screen.findByRole('option', { name: option }));
    return;
  }
  const input = within(form).getByLabelText(label);
  await person.clear(input);
  if (value === '') return;
  if (value.length > 20) {
    await person.click(input);
    await person.paste(value);
  } else await person.type(input, value);
}

/**
 * A case's form while nothing was asked: no field marked, except a text over the counter it
 * shows, which says so as it is typed (spec §5: an over-limit input shows the error colour).
 */
async function showsCaseEditing(formCase: FormCase, before: Steps) {
  const form = await caseForm(formCase);
  const typed = typedCase(formCase, before);
  for (const [field, label] of Object.entries(formCase.labels)) {
    const input = within(form).getByLabelText(label);
    // What was typed is there, as the field shows it (spaced, a phone's brackets; a list's choice shows its option's words instead).
    if (!formCase.options?.[field]) expect(asShown((input as HTMLInputElement).value)).toBe(asShown(typed[field]!));
    const limit = formCase.shownLimits?.[field];
    if (limit !== undefined && typed[field]!.length > limit) {
      expect(input).toHaveAccessibleDescription(expect.stringContaining(`${label} must be at most ${limit} characters`));
      expect(input).toHaveAttribute('aria-invalid', 'true');
    } else expect(input).not.toHaveAttribute('aria-invalid');
  }
  expectDraft(formCase, before, form);
  const button = within(form).getByRole('button', { name: formCase.saveButton });
  const changed = Object.entries(typed).some(([field, value]) => value !== formCase.start[field]);
  if (formCase.savesOnlyChanges && !changed) expect(button).toBeDisabled();
  else expect(button).toBeEnabled();
}

/** Saved: the page the form closed to lists what was sent, or the form says so where it is (emptied when it empties). */
async function showsCaseAfter(formCase: FormCase, before: Steps) {
  const { after } = formCase;
  if ('closesTo' in after) {
    await waitFor(() => expect(currentPath()).toBe(after.closesTo), PAGE);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    // Closed, the form keeps what it sent.
    if (saves(before)) for (const text of after.lists(typedCase(formCase, before))) expect(await screen.findByText(text, {}, PAGE)).toBeInTheDocument();
    else expect(await screen.findByText(after.empty, {}, PAGE)).toBeInTheDocument();
    // Saved or cancelled, nothing of it is kept.
    expect(draftsKept()).toEqual([]);
    return;
  }
  const form = await caseForm(formCase);
  expectDraft(formCase, before, form);
  const said = after.says(answersOf(formCase.key).at(-1));
  expect((await within(form).findAllByText((_, element) => element?.textContent === said)).length).toBeGreaterThan(0);
  // What it lists, from what the person sent (the form may have emptied since).
  const sent = typedBy<CaseValues>(formCase.start, namesOf(before.slice(0, before.map((step) => step.event.type).lastIndexOf('xstate.done.actor.submit'))));
  for (const text of after.lists?.(sent) ?? []) expect(await screen.findByText(text, {}, PAGE)).toBeInTheDocument();
  if (after.empties) for (const [field, label] of Object.entries(formCase.labels)) {
    const input = within(form).getByLabelText(label);
    if (formCase.options?.[field]) expect(input).not.toHaveTextContent(Object.values(formCase.options[field]!).join('|'));
    else expect(input).toHaveValue('');
  }
}

const suite = describeScreenSuite({
  model: formModel,
  // The password page's and the new reminder's own copies of the form machine.
  liveId: ['account.password', 'reminders.add', 'account.vehicle', ...FORM_CASES.map((formCase) => formCase.liveId)],
  // Personal and contact details run on the profile a team or vehicle form goes back to: each path follows its own form.
  liveIdOf: (path) => pathCase(path.steps)?.liveId ?? { password: 'account.password', reminder: 'reminders.add', vehicle: 'account.vehicle' }[pageOf(path.steps[0]!.state)],
  page: (path) => pathCase(path.steps)?.page ?? ({ password: PASSWORD_PAGE, reminder: NEW_REMINDER_PAGE, vehicle: NEW_VEHICLE_PAGE })[pageOf(path.steps[0]!.state)],
  prepare: (path) => {
    running = pathCase(path.steps);
    // A case that reads the clock runs on its own day, as does a new reminder (Date alone: the timers stay real).
    const today = running?.today ?? (pageOf(path.steps[0]!.state) === 'reminder' ? REMINDER_TODAY : undefined);
    if (today) {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(today));
    }
    added.length = 0;
    vehicles.length = 0;
    answered.clear();
  },
  scripted: [CHANGE_PASSWORD, ADD_REMINDER, EDIT_VEHICLE, ...FORM_CASES.map((formCase) => formCase.endpoint)],
  token: () => 'token-demo',
  handlers: [
    // Each case's own reads first: they answer what the suite's would (a case's friends) with what its path saved.
    ...FORM_CASES.flatMap((formCase) => formCase.reads?.(() => answersOf(formCase.key), () => running === formCase) ?? []),
    // A changed password ends the other sessions; the settings pages read the account again, with what each case saved.
    http.post('/reactapi/view/account/preference', () =>
      ok({
        ...demoPreference,
        vehicles,
        userTeams: answersOf('team').map((answer) => (answer as { team: unknown }).team),
        ...Object.assign({}, ...FORM_CASES.map((formCase) => formCase.profile?.(answersOf(formCase.key)) ?? {})),
      }),
    ),
    // The page a dropped password form leaves for (Interests) reads its choices.
    http.post('/reactapi/dictionary/interests', () => ok({ interests: [] })),
    // The profile a saved or cancelled vehicle goes back to lists friends too.
    http.get('/api/v2/user/friends', () => ok({ friends: [] })),
    // The list a left reminder form goes back to.
    http.post('/reactapi/user/reminder/index', () => ok({ reminders: added, counts: { birthday: 0, anniversary: 0, pet_care: 0, vehicle_service: 0, custom: added.length } })),
  ],
  answerFor(event, _later, before) {
    const formCase = before[0] && pathCase(before);
    if (formCase) {
      if (event.type !== 'xstate.done.actor.submit') return null;
      const typed = typedCase(formCase, before);
      return {
        endpoint: formCase.endpoint,
        answer: () => {
          const answer = formCase.answer(typed);
          answered.set(formCase.key, [...answersOf(formCase.key), answer]);
          return ok(answer);
        },
        asks: (call) => expect(call.body).toEqual(formCase.request(typed)),
      };
    }
    const page = before[0] === undefined ? 'password' : pageOf(before[0].state);
    const reminder = page === 'reminder';
    if (event.type === 'xstate.done.actor.submit' && page === 'vehicle') {
      const typed = typedVehicle(before);
      // The server's contract (src/api/contract/profile.ts): the year a number or none, the plate upper-cased, no id for a new one.
      const sent = { make: typed.make, model: typed.model, year: typed.year === '' ? null : Number(typed.year), plate: typed.plate.toUpperCase() };
      return {
        endpoint: EDIT_VEHICLE,
        answer: () => {
          const saved = { id: 40, ...sent };
          vehicles.push(saved);
          return ok({ vehicle: saved });
        },
        asks: (call) => expect(call.body).toEqual(sent),
      };
    }
    if (event.type === 'xstate.done.actor.submit') {
      if (!reminder) {
        // Spec §7: the current and the new password, as typed (the confirmation stays on the page).
        const typed = typedPasswords(before);
        return {
          endpoint: CHANGE_PASSWORD,
          answer: () => ok(null),
          asks: (call) => expect(call.body).toEqual({ current_password: typed.current_password, new_password: typed.new_password }),
        };
      }
      const typed = typedReminder(before);
      const saved: Reminder = { id: 100, type: 'custom', title: typed.title, date: typed.date, repeat: 'none', remind_days_before: 1, next_date: typed.date, due: false };
      return {
        endpoint: ADD_REMINDER,
        answer: () => {
          added.push(saved);
          return ok({ reminder: saved });
        },
        // What the person typed, with the form's own choices for the rest (spec §7: a reminder's type, repeat and days before).
        asks: (call) => expect(call.body).toEqual({ type: 'custom', title: typed.title, date: typed.date, repeat: 'none', remind_days_before: 1 }),
      };
    }
    if (event.type !== 'xstate.error.actor.submit') return null;
    return {
      endpoint: reminder ? ADD_REMINDER : CHANGE_PASSWORD,
      answer:
        event.error === wrongCurrentPassword
          ? () => fail(400, 40104, WRONG_CURRENT)
          : event.error === markedFields
            ? () => fail(400, 40000, MARKED_FIELDS, markedFields.data)
            : () => fail(500, 50000, SERVER_FAILURE),
    };
  },
  begin: async (path) => {
    const formCase = pathCase(path.steps);
    // A form in a list opens from its button.
    if (formCase?.opensWith) await person.click(await screen.findByRole('button', { name: formCase.opensWith }, PAGE));
    await (formCase ? caseForm(formCase) : { password: passwordForm, reminder: reminderForm, vehicle: vehicleForm }[pageOf(path.steps[0]!.state)]());
  },
  drive: {
    async 'form.change'(event) {
      const formCase = caseOfEvent(event);
      if (formCase) {
        for (const [field, value] of Object.entries(event.changes as CaseValues)) await fill(formCase, field, value);
        return;
      }
      const [[field, value]] = Object.entries(event.changes as Record<string, string>) as [[string, string]];
      const input = onVehicleForm()
        ? within(await vehicleForm()).getByLabelText(VEHICLE_LABELS[field] ?? field)
        : onReminderForm()
          ? within(await reminderForm()).getByLabelText(REMINDER_LABELS[field] ?? field)
          : within(await passwordForm()).getByLabelText(LABELS[field] ?? field);
      await person.clear(input);
      // A long value is pasted: typed key by key it would take seconds on a busy machine.
      if (value.length > 20) {
        await person.click(input);
        await person.paste(value);
      } else await person.type(input, value);
    },
    async 'form.blur'() {
      await person.click(within(await passwordForm()).getByLabelText('New password'));
      await person.tab();
    },
    async 'form.submit'(event) {
      const formCase = caseOfEvent(event);
      if (formCase) return person.click(within(await caseForm(formCase)).getByRole('button', { name: formCase.saveButton }));
      if (onVehicleForm()) return person.click(within(await vehicleForm()).getByRole('button', { name: 'Save' }));
      const reminder = onReminderForm();
      const form = await (reminder ? reminderForm() : passwordForm());
      const retry = within(form).queryByRole('button', { name: 'Try again' });
      await person.click(retry ?? within(form).getByRole('button', { name: reminder ? 'Add reminder' : 'Change password' }));
    },
    async 'form.close'(event) {
      const formCase = caseOfEvent(event);
      if (formCase) return person.click(within(await caseForm(formCase)).getByRole('button', { name: 'Cancel' }));
      await person.click(within(await (onVehicleForm() ? vehicleForm() : reminderForm())).getByRole('button', { name: 'Cancel' }));
    },
    async 'form.discard'(event) {
      const formCase = caseOfEvent(event);
      if (formCase) return person.click(within(await caseForm(formCase)).getByRole('button', { name: 'Cancel' }));
      await person.click(within(screen.getByRole('navigation', { name: 'Account settings' })).getByRole('link', { name: 'Interests' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
      await person.click(within(dialog).getByRole('button', { name: 'Leave' }));
    },
  },
  shows: {
    async editing(_, before) {
      const formCase = pathCase(before);
      // A form in a list, cancelled: its page closed it.
      if (formCase && before.at(-1)!.event.type === 'form.discard') return showsCaseAfter(formCase, before);
      if (formCase) return showsCaseEditing(formCase, before);
      if (onVehicleForm()) {
        const form = await vehicleForm();
        expect(within(form).queryAllByRole('alert')).toEqual([]);
        for (const label of Object.values(VEHICLE_LABELS)) expect(within(form).getByLabelText(label)).not.toHaveAttribute('aria-invalid');
        expect(within(form).getByRole('button', { name: 'Save' })).toBeEnabled();
        return;
      }
      if (onReminderForm()) {
        const form = await reminderForm();
        // Nothing asked yet: only a title over its counter says so, as it is typed (spec §5's error colour).
        const title = within(form).getByLabelText('Title');
        if (typedReminder(before).title.length > 80) {
          expect(title).toHaveAccessibleDescription(expect.stringContaining('Title must be at most 80 characters'));
          expect(title).toHaveAttribute('aria-invalid', 'true');
        } else expect(title).not.toHaveAttribute('aria-invalid');
        expect(within(form).getByLabelText('Date')).not.toHaveAttribute('aria-invalid');
        expect(within(form).getByRole('button', { name: 'Add reminder' })).toBeEnabled();
        return;
      }
      if (currentPath() !== PASSWORD_PAGE) {
        // Left with the changes dropped: the page asked, and the next one opened.
        await waitFor(() => expect(currentPath()).toBe('/settings/account/interests'));
        return;
      }
      const form = await passwordForm();
      expect(within(form).queryAllByRole('alert')).toEqual([]);
      // Changed since a refusal: the form no longer says it was not saved.
      expect(within(form).queryByText(/^Not saved\./)).not.toBeInTheDocument();
      const typed = typedPasswords(before);
      for (const [field, label] of Object.entries(LABELS)) {
        expect(within(form).getByLabelText(label)).toHaveValue(typed[field as keyof PasswordValues]);
        expect(within(form).getByLabelText(label)).not.toHaveAttribute('aria-invalid');
      }
      expect(within(form).getByRole('button', { name: 'Change password' })).toBeEnabled();
      // Passwords are never kept in the browser: no draft of this form, and nothing typed stored anywhere.
      expect(draftsKept()).toEqual([]);
      const kept = [localStorage, sessionStorage].flatMap((storage) => Object.keys(storage).map((key) => storage.getItem(key) ?? '')).join('\n');
      for (const value of Object.values(typed).filter(Boolean)) expect(kept).not.toContain(value);
    },
    async invalid(_, before) {
      const formCase = pathCase(before);
      if (formCase) {
        const form = await caseForm(formCase);
        await expectFindings(form, formCase.labels, formCase.findings(typedCase(formCase, before)), fieldsAsked(before, Object.keys(formCase.labels)));
        expect(within(form).getByRole('button', { name: formCase.saveButton })).toBeEnabled();
        expectDraft(formCase, before, form);
        return;
      }
      if (onVehicleForm()) {
        const form = await vehicleForm();
        await expectFindings(form, VEHICLE_LABELS, vehicleFindings(typedVehicle(before)), fieldsAsked(before, Object.keys(VEHICLE_LABELS)));
        return;
      }
      if (onReminderForm()) {
        // Sent with something missing or wrong: each such field says what, from the product's rules.
        const form = await reminderForm();
        await expectFindings(form, REMINDER_LABELS, reminderFindings(typedReminder(before)), fieldsAsked(before, Object.keys(REMINDER_LABELS)));
        expect(within(form).getByRole('button', { name: 'Add reminder' })).toBeEnabled();
        return;
      }
      const form = await passwordForm();
      expect((await within(form).findAllByRole('alert')).length).toBeGreaterThan(0);
      // The findings of the product's rules (not the machine's errors), on the fields the person
      // left or asked to save.
      await expectFindings(form, LABELS, passwordFindings(typedPasswords(before)), fieldsAsked(before, Object.keys(LABELS)));
    },
    async submitting(_, before) {
      const formCase = pathCase(before);
      if (formCase) {
        const form = await caseForm(formCase);
        await waitFor(() => expect(within(form).getByRole('button', { name: new RegExp(formCase.saveButton) })).toHaveAttribute('aria-busy', 'true'));
        return;
      }
      if (onVehicleForm()) {
        const form = await vehicleForm();
        await waitFor(() => expect(within(form).getByRole('button', { name: /Save/ })).toHaveAttribute('aria-busy', 'true'));
        return;
      }
      const reminder = onReminderForm();
      const form = await (reminder ? reminderForm() : passwordForm());
      await waitFor(() => expect(within(form).getByRole('button', { name: reminder ? /Add reminder/ : /Change password/ })).toHaveAttribute('aria-busy', 'true'));
    },
    async closed(_, before) {
      const formCase = pathCase(before);
      if (formCase) return showsCaseAfter(formCase, before);
      if (pageOf(before[0]!.state) === 'vehicle') {
        // Saved or cancelled, back on the profile, which lists the vehicle once saved (its year, make and model, the plate upper-cased).
        await waitFor(() => expect(currentPath()).toBe(PROFILE_PAGE), PAGE);
        expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
        const typed = typedVehicle(before);
        const name = [typed.year, VEHICLE_MAKE, VEHICLE_MODEL].filter(Boolean).join(' ');
        if (saves(before)) {
          expect(await screen.findByText(name, {}, PAGE)).toBeInTheDocument();
          if (typed.plate) expect(screen.getByText(`Plate ${typed.plate.toUpperCase()}`)).toBeInTheDocument();
        } else expect(await screen.findByText('No vehicles saved.', {}, PAGE)).toBeInTheDocument();
        return;
      }
      // Saved or cancelled, the form is left for the list, without asking about unsaved changes.
      await waitFor(() => expect(currentPath()).toBe(REMINDER_LIST), PAGE);
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      const list = await screen.findByRole('heading', { name: 'Other reminders' }, PAGE);
      expect(list).toBeInTheDocument();
      const { title } = typedReminder(before);
      if (saves(before)) expect(await screen.findByText(title)).toBeInTheDocument();
      else if (title) expect(screen.queryByText(title)).not.toBeInTheDocument();
    },
    async saved(_, before) {
      const formCase = pathCase(before);
      if (formCase) return showsCaseAfter(formCase, before);
      expect(await screen.findByText('Your password is changed. Use it the next time you sign in.')).toBeInTheDocument();
      expect(within(await passwordForm()).getByLabelText('New password')).toHaveValue('');
    },
    async refused(_, before) {
      if (onReminderForm()) {
        const form = await reminderForm();
        // Why is the toast's (spec §8); the form says where: not saved, with a retry.
        expect(await within(form).findByText(/^Not saved\./)).toBeInTheDocument();
        expect((await screen.findAllByText(new RegExp(SERVER_FAILURE), { selector: 'li *' })).length).toBeGreaterThan(0);
        expect(within(form).queryByText(new RegExp(SERVER_FAILURE))).not.toBeInTheDocument();
        expect(within(form).getByRole('button', { name: 'Try again' })).toBeEnabled();
        // Nothing typed is lost.
        const typed = typedReminder(before);
        expect(within(form).getByLabelText('Title')).toHaveValue(typed.title);
        expect(within(form).getByLabelText('Date')).toHaveValue(typed.date);
        return;
      }
      const form = await passwordForm();
      // Why is the toast's (spec §8); the form says where: not saved, the field marked or a retry.
      expect(await within(form).findByText(/^Not saved\./)).toBeInTheDocument();
      // The answer that led here: the path's last event.
      if (before.at(-1)!.event.error === wrongCurrentPassword) {
        expect((await screen.findAllByText(WRONG_CURRENT, { selector: 'li *' })).length).toBeGreaterThan(0);
        expect(within(form).getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
        expect(within(form).queryByText(WRONG_CURRENT)).not.toBeInTheDocument();
        expect(within(form).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
      } else if (before.at(-1)!.event.error === markedFields) {
        expect((await screen.findAllByText(MARKED_FIELDS, { selector: 'li *' })).length).toBeGreaterThan(0);
        // The new password says its first readable complaint, not a later one.
        const newPassword = within(form).getByLabelText('New password');
        expect(newPassword).toHaveAccessibleDescription(expect.stringContaining(REUSED_PASSWORD));
        expect(newPassword).not.toHaveAccessibleDescription(expect.stringContaining('Too close'));
        expect(newPassword).toHaveAttribute('aria-invalid', 'true');
        // Marked, without the toast's sentence again (it has no hint of its own).
        expect(within(form).getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
        expect(within(form).getByLabelText('Current password')).toHaveAccessibleDescription('');
        expect(within(form).getByLabelText('Confirm new password')).not.toHaveAttribute('aria-invalid');
        expect(within(form).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
      } else {
        expect((await screen.findAllByText(new RegExp(SERVER_FAILURE), { selector: 'li *' })).length).toBeGreaterThan(0);
        expect(within(form).queryByText(new RegExp(SERVER_FAILURE))).not.toBeInTheDocument();
        expect(within(form).getByRole('button', { name: 'Try again' })).toBeEnabled();
      }
      // Nothing typed is lost.
      const typed = typedPasswords(before);
      for (const [field, label] of Object.entries(LABELS)) expect(within(form).getByLabelText(label)).toHaveValue(typed[field as keyof PasswordValues]);
    },
  },
});

afterEach(() => vi.useRealTimers());

itPlansEveryEntry(formModel);

/**
 * Outside the plan, whose forms all open as saved: a form opened with changes this tab kept
 * (docs/decisions/0006: sign in again or reload and they are back). The page says they were
 * kept until they are dealt with: discarding them brings back what is saved, saving them sends
 * them; either way the notice and the kept copy go.
 */
describe('a form opened with changes kept from before', () => {
  const kept = `lyla:draft:${demoUser.id}:personalDetails`;
  const saved = personalDetailsCase.start;
  const draft = { ...saved, first_name: 'Maia', title: 'Dr' };
  const notice = /We kept your unsaved changes/;
  const openWithDraft = async (handlers: RequestHandler[] = []) => {
    sessionStorage.setItem(kept, JSON.stringify(draft));
    const opening = pathsOrNone(formModel).find((path) => pathCase(path.steps) === personalDetailsCase);
    await suite.open(opening!, handlers);
    const form = await caseForm(personalDetailsCase);
    expect(await within(form).findByText(notice)).toBeInTheDocument();
    expect(within(form).getByLabelText('Title')).toHaveValue('Dr');
    return form;
  };

  it('says so, and Discard brings back the saved values and ends the notice', async () => {
    const form = await openWithDraft();
    await person.click(within(form).getByRole('button', { name: 'discard them' }));
    await waitFor(() => expect(within(form).getByLabelText('Title')).toHaveValue(saved.title));
    expect(within(form).queryByText(notice)).not.toBeInTheDocument();
    expect(sessionStorage.getItem(kept)).toBeNull();
    // Typed now, the changes are new ones: nothing was kept from before any more.
    await person.type(within(form).getByLabelText('Title'), '.');
    expect(within(form).getByLabelText('Title')).toHaveValue(`${saved.title}.`);
    expect(within(form).queryByText(notice)).not.toBeInTheDocument();
  });

  /** Opens the form with the kept changes and saves them: the form says so; what the server was sent. */
  const openAndSave = async () => {
    const sent: unknown[] = [];
    const answer = personalDetailsCase.answer(draft);
    const form = await openWithDraft([
      http.post(personalDetailsCase.endpoint, async ({ request }) => {
        sent.push(await request.json());
        // The profile read again after the save has what was saved.
        answered.set(personalDetailsCase.key, [answer]);
        return ok(answer);
      }),
    ]);
    await person.click(within(form).getByRole('button', { name: personalDetailsCase.saveButton }));
    expect(await within(form).findByText('Your personal details are saved.')).toBeInTheDocument();
    return { form, sent };
  };

  it('says so until they are saved: the save sends them, and the notice and the kept copy go', async () => {
    const { form, sent } = await openAndSave();
    expect(sent).toEqual([personalDetailsCase.request(draft)]);
    expect(within(form).queryByText(notice)).not.toBeInTheDocument();
    expect(within(form).getByLabelText('Title')).toHaveValue('Dr');
    expect(within(form).getByLabelText('First name')).toHaveValue('Maia');
    expect(sessionStorage.getItem(kept)).toBeNull();
    // Typed after the save, the changes are new ones: nothing was kept from before any more.
    await person.type(within(form).getByLabelText('Title'), '.');
    expect(within(form).getByLabelText('Title')).toHaveValue('Dr.');
    expect(within(form).queryByText(notice)).not.toBeInTheDocument();
  });

  it('once saved, the new name is the signed-in person\'s: the settings page says it', async () => {
    await openAndSave();
    window.location.hash = '#/settings/account';
    expect(await screen.findByRole('heading', { name: `Maia ${saved.last_name}` }, PAGE)).toBeInTheDocument();
  });
});

/**
 * Outside the plan, whose only field left is the new password (always marked by the time the
 * form says what is wrong): once the form says what is wrong, each further field left says what
 * is wrong with it too (spec §5: a field is checked as it is left).
 */
describe('a field left while the form says what is wrong', () => {
  it('says what is wrong with it as well', async () => {
    const opening = pathsOrNone(formModel).find((path) => pageOf(path.steps[0]!.state) === 'password' && !pathCase(path.steps));
    await suite.open(opening!, []);
    const form = await passwordForm();
    const typed = { ...EMPTY_PASSWORDS, new_password: 'short1', confirm_password: 'other-pass' };
    const findings = passwordFindings(typed);
    await person.type(within(form).getByLabelText(LABELS.new_password!), typed.new_password);
    await person.tab();
    await waitFor(() => expect(within(form).getByLabelText(LABELS.new_password!)).toHaveAccessibleDescription(expect.stringContaining(findings.new_password!)));
    const confirm = within(form).getByLabelText(LABELS.confirm_password!);
    await person.type(confirm, typed.confirm_password);
    // Still typing: not said yet.
    expect(confirm).not.toHaveAttribute('aria-invalid');
    await person.tab();
    await waitFor(() => expect(confirm).toHaveAccessibleDescription(expect.stringContaining(findings.confirm_password!)));
    expect(confirm).toHaveAttribute('aria-invalid', 'true');
  });
});
