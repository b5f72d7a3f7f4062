import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { brokenAt, createAccountBackend, loadAccountCode, PAGE_READY, refusedAt, TINY_PNG } from '../../../tests/support/accountHandlers';
import { renderApp, startMockServer } from '../../../tests/support/renderApp';
import { ok } from '../../../tests/support/sessionHandlers';

const server = startMockServer();
loadAccountCode(
  () => import('./ProfileScreen'),
);

const headerName = () => screen.getByTestId('user-name');
const personal = () => screen.getByRole('form', { name: 'Personal details' });
const contact = () => screen.getByRole('form', { name: 'Contact details' });

describe('ProfileScreen', () => {
  it('shows the profile combined from the current user and the profile call', async () => {
    server.use(...createAccountBackend().handlers);
    renderApp('/settings/account/profile', { signedIn: true });
    expect(await screen.findByLabelText('First name', {}, PAGE_READY)).toHaveValue('Maya');
    expect(screen.getByLabelText('Last name')).toHaveValue('Thompson');
    expect(screen.getByRole('combobox', { name: 'Gender' })).toHaveTextContent('Female');
    expect(screen.getByLabelText('Title')).toHaveValue('Ms');
    expect(screen.getByLabelText('Date of birth')).toHaveValue('1990-04-02');
    expect(screen.getByLabelText('Mobile phone')).toHaveValue('(415) 555-0134');
    expect(screen.getByLabelText('Home ZIP code')).toHaveValue('94105');
    const work = screen.getByRole('region', { name: 'Work' });
    expect(within(work).getByText('Northwind Partners')).toBeInTheDocument();
    expect(within(work).getByText('Market Street Tower')).toBeInTheDocument();
  });

  it('saves personal details; the header shows the new name at once', async () => {
    const backend = createAccountBackend();
    server.use(...backend.handlers);
    const { user } = renderApp('/settings/account/profile', { signedIn: true });
    const firstName = await screen.findByLabelText('First name', {}, PAGE_READY);
    expect(headerName()).toHaveTextContent('Maya Thompson');
    await user.clear(firstName);
    await user.type(firstName, ' Mia ');
    await user.clear(screen.getByLabelText('Title'));
    await user.click(within(personal()).getByRole('button', { name: 'Save personal details' }));

    expect(await within(personal()).findByText('Your personal details are saved.')).toBeInTheDocument();
    expect(headerName()).toHaveTextContent('Mia Thompson');
    expect(backend.calls['/api/user/profile-edit']).toEqual([
      { first_name: 'Mia', last_name: 'Thompson', gender: 2, title: null, birth_date: '1990-04-02' },
    ]);
    // The saved user is what the next page load starts from.
    expect(JSON.parse(localStorage.getItem('USER_INFO') ?? '{}')).toMatchObject({ first_name: 'Mia', fullname: 'Mia Thompson' });
  });

  it('checks the fields before sending anything', async () => {
    const backend = createAccountBackend();
    server.use(...backend.handlers);
    const { user } = renderApp('/settings/account/profile', { signedIn: true });
    await user.clear(await screen.findByLabelText('First name', {}, PAGE_READY));
    await user.type(screen.getByLabelText('First name'), '   ');
    await user.click(within(personal()).getByRole('button', { name: 'Save personal details' }));
    expect(await screen.findByText('First name cannot be empty')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Mobile phone'));
    await user.type(screen.getByLabelText('Mobile phone'), '41555');
    await user.type(screen.getByLabelText('Home ZIP code'), '1');
    await user.type(screen.getByLabelText('Personal email'), 'maya@');
    await user.click(within(contact()).getByRole('button', { name: 'Save contact details' }));
    expect(await screen.findByText('Enter a 10-digit phone number')).toBeInTheDocument();
    expect(screen.getByText('Enter a 5-digit ZIP code')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    expect(backend.calls['/api/user/profile-edit']).toBeUndefined();
    expect(backend.calls['/api/v2/user/save-info']).toBeUndefined();
  });

  it('shows a field the server refused at the field', async () => {
    server.use(refusedAt('/api/user/profile-edit', 'birth_date', 'Enter a real date of birth'), ...createAccountBackend().handlers);
    const { user } = renderApp('/settings/account/profile', { signedIn: true });
    fireEvent.change(await screen.findByLabelText('Date of birth', {}, PAGE_READY), { target: { value: '1990-05-17' } });
    await user.click(within(personal()).getByRole('button', { name: 'Save personal details' }));
    expect(await screen.findByLabelText('Date of birth')).toHaveAccessibleDescription(/^Enter a real date of birth/);
    // Sending the same again would not help: no retry, the field is to be fixed.
    expect(within(personal()).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    // The field says it; no toast (a toast's text sits in its list item) repeats it.
    expect(screen.queryByText(/Enter a real date of birth/, { selector: 'li *' })).not.toBeInTheDocument();
  });

  it('a server error keeps what was typed and offers to try again', async () => {
    const backend = createAccountBackend();
    server.use(brokenAt('/api/v2/user/save-info'), ...backend.handlers);
    const { user } = renderApp('/settings/account/profile', { signedIn: true });
    const zip = await screen.findByLabelText('Home ZIP code', {}, PAGE_READY);
    await user.clear(zip);
    await user.type(zip, '10001');
    await user.click(within(contact()).getByRole('button', { name: 'Save contact details' }));
    expect(await within(contact()).findByText(/^Not saved\./)).toBeInTheDocument();
    // Spec §8: a failure no field explains shows the error toast too.
    expect(await screen.findByText('There is something wrong', { selector: 'li *' })).toBeInTheDocument();
    expect(zip).toHaveValue('10001');

    server.use(...backend.handlers);
    await user.click(within(contact()).getByRole('button', { name: 'Try again' }));
    expect(await within(contact()).findByText('Your contact details are saved.')).toBeInTheDocument();
    expect(backend.calls['/api/v2/user/save-info']).toEqual([{ cell_phone: '4155550134', phone: '', personal_email: '', zipcode: '10001' }]);
  });

  it('a new mobile phone reaches the saved user info too', async () => {
    server.use(...createAccountBackend().handlers);
    const { user } = renderApp('/settings/account/profile', { signedIn: true });
    const phone = await screen.findByLabelText('Mobile phone', {}, PAGE_READY);
    await user.clear(phone);
    await user.type(phone, '4155550199');
    expect(phone).toHaveValue('(415) 555-0199');
    await user.click(within(contact()).getByRole('button', { name: 'Save contact details' }));
    await within(contact()).findByText('Your contact details are saved.');
    expect(JSON.parse(localStorage.getItem('USER_INFO') ?? '{}')).toMatchObject({ cell_phone: '4155550199' });
  });
});

describe('avatar', () => {
  const png = () => new File([TINY_PNG], 'me.png', { type: 'image/png' });

  it('uploads the picture without credentials, saves it and shows it in the header', async () => {
    const backend = createAccountBackend();
    server.use(...backend.handlers);
    const { user } = renderApp('/settings/account/profile', { signedIn: true });
    await user.upload(await screen.findByLabelText('Photo file', {}, PAGE_READY), png());

    expect(await screen.findByText('Your new photo is saved.')).toBeInTheDocument();
    expect(backend.calls['/api/avatar/upload']).toEqual([{ file_name: 'me.png', content_type: 'image/png', size: TINY_PNG.length }]);
    expect(backend.calls['PUT /api/avatar/blob']).toEqual([{ authorization: null, contentType: 'image/png', size: TINY_PNG.length }]);
    expect(backend.calls['/api/avatar/save']).toEqual([{ upload_id: 'up-1' }]);
    const header = screen.getByRole('banner');
    expect(header.querySelector('img')).toHaveAttribute('src', '/api/avatar/file/up-1.png');
    expect(screen.getByRole('button', { name: 'Change photo' })).toBeInTheDocument();
  });

  it('refuses a file of the wrong type or size before sending anything', async () => {
    const backend = createAccountBackend();
    server.use(...backend.handlers);
    renderApp('/settings/account/profile', { signedIn: true });
    // As if the picker's type filter were bypassed (drag and drop, "All files").
    const user = userEvent.setup({ applyAccept: false });
    const input = await screen.findByLabelText('Photo file', {}, PAGE_READY);
    await user.upload(input, new File(['GIF89a'], 'me.gif', { type: 'image/gif' }));
    expect(await screen.findByText('Choose a JPEG, PNG or WebP image')).toBeInTheDocument();
    await user.upload(input, new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }));
    expect(await screen.findByText('Choose an image of 2 MB or less')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(backend.calls['/api/avatar/upload']).toBeUndefined();
  });

  it('shows progress while uploading and may be cancelled', async () => {
    server.use(
      http.put('/api/avatar/blob/:id', () => new Promise<Response>(() => {})),
      ...createAccountBackend().handlers,
    );
    const { user } = renderApp('/settings/account/profile', { signedIn: true });
    await user.upload(await screen.findByLabelText('Photo file', {}, PAGE_READY), png());
    expect(await screen.findByRole('progressbar', { name: 'Uploading your photo' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('progressbar', { name: 'Uploading your photo' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose a photo' })).toBeInTheDocument();
  });

  it('a failed save says why and tries the same picture again', async () => {
    const backend = createAccountBackend();
    server.use(brokenAt('/api/avatar/save'), ...backend.handlers);
    const { user } = renderApp('/settings/account/profile', { signedIn: true });
    await user.upload(await screen.findByLabelText('Photo file', {}, PAGE_READY), png());
    expect(await screen.findByText(/There is something wrong/)).toBeInTheDocument();
    server.use(http.post('/api/avatar/save', () => ok({ avatar_img: '/api/avatar/file/up-1.png' })));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Your new photo is saved.')).toBeInTheDocument();
  });
});
