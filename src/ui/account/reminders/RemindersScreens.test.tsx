import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { brokenAt, createAccountBackend, loadAccountCode, PAGE_READY } from '../../../../tests/support/accountHandlers';
import { createRemindersBackend, emmaBirthday } from '../../../../tests/support/reminderHandlers';
import { http } from 'msw';
import { expectPath, renderApp, signIn, startMockServer } from '../../../../tests/support/renderApp';
import { tokenExpired } from '../../../../tests/support/sessionHandlers';

const server = startMockServer();
loadAccountCode(
  () => import('./RemindersScreen'),
  () => import('./ReminderListScreen'),
  () => import('./ReminderScreen'),
);

type User = ReturnType<typeof renderApp>['user'];

/** Radix selects are slow to drive on a busy 2-core machine. */
const SLOW_FORM_TEST = 30_000;

function useBackend(options?: Parameters<typeof createRemindersBackend>[0]) {
  const reminders = createRemindersBackend(options);
  server.use(...reminders.handlers, ...createAccountBackend().handlers);
  return reminders;
}

/** Radix Select: focus it, then pick by typing the option's first letters. */
async function choose(user: User, form: HTMLElement, label: string, option: string) {
  within(form).getByRole('combobox', { name: label }).focus();
  await user.keyboard('{Enter}');
  await user.keyboard(option);
  await user.keyboard('{Enter}');
}

describe('Reminders overview', () => {
  it('shows every type with how many reminders it holds, and what is coming up', async () => {
    useBackend({ reminders: [{ ...emmaBirthday, due: true }, { ...emmaBirthday, id: 8, type: 'pet_care', title: 'Rex: rabies shot', due: false }] });
    renderApp('/settings/account/reminders', { signedIn: true });
    const types = await screen.findByRole('navigation', { name: 'Reminder types' }, PAGE_READY);
    expect(within(types).getByRole('link', { name: /Birthdays\s*1 reminder/ })).toHaveAttribute('href', '#/settings/account/reminders/birthday');
    expect(within(types).getByRole('link', { name: /Pet care\s*1 reminder/ })).toBeInTheDocument();
    expect(within(types).getByRole('link', { name: /Vehicle service\s*No reminders/ })).toBeInTheDocument();
    const upcoming = screen.getByRole('list', { name: 'Reminders coming up' });
    expect(within(upcoming).getAllByRole('listitem')).toHaveLength(1);
    expect(within(upcoming).getByRole('link', { name: "Emma's birthday" })).toBeInTheDocument();
  });

  it('says when the reminders could not be loaded, and tries again', async () => {
    useBackend();
    server.use(brokenAt('/reactapi/user/reminder/index'));
    const { user } = renderApp('/settings/account/reminders', { signedIn: true });
    expect(await screen.findByText('Your reminders could not be loaded.', {}, PAGE_READY)).toBeInTheDocument();
    server.resetHandlers();
    useBackend();
    await user.click(screen.getByRole('button', { name: /try again/i }));
    expect(await screen.findByRole('navigation', { name: 'Reminder types' })).toBeInTheDocument();
  });
});

describe('A type of reminders', () => {
  it("lists that type's reminders with their next day", async () => {
    useBackend();
    renderApp('/settings/account/reminders/birthday', { signedIn: true });
    const list = await screen.findByRole('list', { name: 'Your birthdays' }, PAGE_READY);
    expect(within(list).getByText("Emma's birthday")).toBeInTheDocument();
    expect(within(list).getByText(/Next: Tue, March 10, 2026/)).toBeInTheDocument();
    expect(within(list).getByText(/Every year · 3 days before/)).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: "Edit Emma's birthday" })).toHaveAttribute('href', '#/settings/account/reminders/birthday/7');
  });

  it('says when there are none, with a way to add one', async () => {
    useBackend();
    const { user } = renderApp('/settings/account/reminders/vehicle_service', { signedIn: true });
    expect(await screen.findByText('No vehicle service yet.', {}, PAGE_READY)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Add a vehicle service' }));
    await expectPath('/settings/account/reminders/vehicle_service/new');
  });

  it('shows the not-found page for a type that does not exist', async () => {
    useBackend();
    renderApp('/settings/account/reminders/holidays', { signedIn: true });
    expect(await screen.findByText('Reminders not found', {}, PAGE_READY)).toBeInTheDocument();
  });
});

describe('A reminder', () => {
  it("adds a birthday pre-filled from a family member's saved birth date", async () => {
    const backend = useBackend({ reminders: [] });
    const { user } = renderApp('/settings/account/reminders/birthday/new', { signedIn: true });
    const form = await screen.findByRole('form', { name: 'New birthday' }, PAGE_READY);
    // Only people with a birth date are offered: the friend without one is not.
    await choose(user, form, 'Who', 'Emma');
    expect(within(form).getByLabelText('Title')).toHaveValue("Emma Thompson's birthday");
    expect(within(form).getByLabelText('Date')).toHaveValue('2019-03-10');
    expect(within(form).getByRole('combobox', { name: 'Repeats' })).toHaveTextContent('Every year');
    await user.click(within(form).getByRole('button', { name: 'Add reminder' }));

    expect(await screen.findByRole('list', { name: 'Your birthdays' })).toHaveTextContent("Emma Thompson's birthday");
    expect(backend.calls['/reactapi/user/reminder/add']).toEqual([
      { type: 'birthday', title: "Emma Thompson's birthday", date: '2019-03-10', repeat: 'yearly', remind_days_before: 1 },
    ]);
  }, SLOW_FORM_TEST);

  it('offers only the people the profile has the date for', async () => {
    useBackend({ reminders: [] });
    const { user } = renderApp('/settings/account/reminders/anniversary/new', { signedIn: true });
    const form = await screen.findByRole('form', { name: 'New anniversary' }, PAGE_READY);
    within(form).getByRole('combobox', { name: 'Who' }).focus();
    await user.keyboard('{Enter}');
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['Sam Lee (Spouse/partner)']);
  }, SLOW_FORM_TEST);

  it('checks the form before sending', async () => {
    const backend = useBackend({ reminders: [] });
    const { user } = renderApp('/settings/account/reminders/custom/new', { signedIn: true });
    const form = await screen.findByRole('form', { name: 'New reminder' }, PAGE_READY);
    expect(within(form).queryByRole('combobox', { name: 'Who' })).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Add reminder' }));
    expect(await within(form).findByText('Title is required')).toBeInTheDocument();
    expect(within(form).getByText('Date is required')).toBeInTheDocument();
    expect(backend.calls['/reactapi/user/reminder/add']).toBeUndefined();
  });

  it('changes a reminder', async () => {
    const backend = useBackend();
    const { user } = renderApp('/settings/account/reminders/birthday/7', { signedIn: true });
    const form = await screen.findByRole('form', { name: 'Edit birthday' }, PAGE_READY);
    expect(within(form).getByLabelText('Title')).toHaveValue("Emma's birthday");
    await user.clear(within(form).getByLabelText('Title'));
    await user.click(within(form).getByLabelText('Title'));
    await user.paste('Emma turns 7');
    await choose(user, form, 'Remind me', '1 w');
    await user.click(within(form).getByRole('button', { name: 'Save reminder' }));

    expect(await screen.findByRole('list', { name: 'Your birthdays' })).toHaveTextContent('Emma turns 7');
    expect(backend.calls['/reactapi/user/reminder/update']).toEqual([
      { id: 7, title: 'Emma turns 7', date: '2019-03-10', repeat: 'yearly', remind_days_before: 7 },
    ]);
  }, SLOW_FORM_TEST);

  it('deletes a reminder only once confirmed', async () => {
    const backend = useBackend();
    const { user } = renderApp('/settings/account/reminders/birthday/7', { signedIn: true });
    const form = await screen.findByRole('form', { name: 'Edit birthday' }, PAGE_READY);
    await user.click(within(form).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this reminder?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(backend.calls['/reactapi/user/reminder/delete']).toBeUndefined();

    await user.click(within(form).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No birthdays yet.')).toBeInTheDocument();
    expect(backend.calls['/reactapi/user/reminder/delete']).toEqual([{ id: 7 }]);
  });

  it("shows the not-found page for someone else's reminder or one of another type", async () => {
    useBackend();
    renderApp('/settings/account/reminders/birthday/999', { signedIn: true });
    expect(await screen.findByText('Reminder not found', {}, PAGE_READY)).toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes', async () => {
    useBackend();
    const { user } = renderApp('/settings/account/reminders/birthday/7', { signedIn: true });
    const form = await screen.findByRole('form', { name: 'Edit birthday' }, PAGE_READY);
    await user.click(within(form).getByLabelText('Title'));
    await user.paste('!');
    await user.click(screen.getByRole('link', { name: 'Reminders' }));
    const question = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(question).getByRole('button', { name: 'Stay' }));
    expect(within(form).getByLabelText('Title')).toHaveValue("Emma's birthday!");
  });

  it('keeps what was typed as a draft when the session ends while saving, and shows it after signing in', async () => {
    const backend = useBackend({ reminders: [] });
    server.use(http.post('/reactapi/user/reminder/add', () => tokenExpired()));
    const { user } = renderApp('/settings/account/reminders/custom/new', { signedIn: true });
    const form = await screen.findByRole('form', { name: 'New reminder' }, PAGE_READY);
    await user.click(within(form).getByLabelText('Title'));
    await user.paste('Water the plants');
    await user.type(within(form).getByLabelText('Date'), '2026-04-01');
    await user.click(within(form).getByRole('button', { name: 'Add reminder' }));

    await expectPath('/login?redirect=%2Fsettings%2Faccount%2Freminders%2Fcustom%2Fnew');
    server.use(...backend.handlers);
    await signIn(user);
    await expectPath('/settings/account/reminders/custom/new');
    expect(await screen.findByLabelText('Title', {}, PAGE_READY)).toHaveValue('Water the plants');
    expect(screen.getByText(/We kept your unsaved changes/)).toBeInTheDocument();
  });
});
