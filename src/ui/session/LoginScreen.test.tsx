import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { expectPath, renderApp, signIn, startMockServer } from '../../../tests/support/renderApp';
import { gate } from '../../../tests/support/gate';
import { fail, ok } from '../../../tests/support/sessionHandlers';

const server = startMockServer();

describe('LoginScreen', () => {
  it('checks the fields before sending anything', async () => {
    let calls = 0;
    server.use(http.post('/api/auth/login', () => (calls++, ok({ token: 'x' }))));
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    expect(calls).toBe(0);
  });

  it('is sent by a browser on its own (no script) as a POST, never with the password in the address', async () => {
    renderApp('/login');
    const form = (await screen.findByRole('button', { name: 'Sign in' })).closest('form');
    expect(form?.method).toBe('post');
  });

  it('says a wrong password once, in the error toast (spec §8), and the toast goes once signed in', async () => {
    const { user } = renderApp('/login');
    await signIn(user, 'demo@lyla.example', 'wrong-password');
    expect(await screen.findByText('Email or password is incorrect', { selector: 'li *' })).toBeInTheDocument();
    // The form does not say it again.
    expect(screen.getAllByText('Email or password is incorrect')).toHaveLength(1);
    await expectPath('/login');

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'lyla-demo-2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await expectPath('/home');
    // Not left over the signed-in header for the rest of its five seconds.
    await waitFor(() => expect(screen.queryByText('Email or password is incorrect')).not.toBeInTheDocument());
  });

  it('disables the submit button while the sign-in is in flight', async () => {
    const answer = gate();
    server.use(
      http.post('/api/auth/login', async () => {
        await answer.opened;
        return fail(401, 40100, 'Email or password is incorrect');
      }),
    );
    const { user } = renderApp('/login');
    await signIn(user);
    const busy = await screen.findByRole('button', { name: 'Signing in…' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    answer.open();
    await screen.findByText('Email or password is incorrect', { selector: 'li *' });
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('after sign-in returns to the redirect and shows the person in the header', async () => {
    const { user } = renderApp('/login?redirect=%2Fnews%2F7%3Fref%3Dmail');
    await signIn(user);
    await expectPath('/news/7?ref=mail');
    expect(await screen.findByTestId('user-name')).toHaveTextContent('Maya Thompson');
    expect(localStorage.getItem('ACCESS_TOKEN')).toBe('token-demo');
    expect(JSON.parse(localStorage.getItem('USER_INFO') ?? '{}')).toMatchObject({ fullname: 'Maya Thompson' });
  });

  it.each([['%2F%2Fevil.example'], ['https%3A%2F%2Fevil.example'], ['%2Fhome%40evil.example']])(
    'refuses to leave the app for redirect=%s and goes home',
    async (redirect) => {
      const { user } = renderApp(`/login?redirect=${redirect}`);
      await signIn(user);
      await expectPath('/home');
    },
  );

  it('asks for the second factor, says when the code is wrong, and signs in with the right one', async () => {
    const { user } = renderApp('/login?redirect=%2Frequests');
    await signIn(user, 'mfa@lyla.example');
    await expectPath('/auth?redirect=%2Frequests');
    expect(await screen.findByText(/m\*\*\*@lyla\.example/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Code'), '12');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText('Enter the 6-digit code')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Code'));
    await user.type(screen.getByLabelText('Code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The code is incorrect', { selector: 'li *' })).toBeInTheDocument();
    expect(screen.getAllByText('The code is incorrect')).toHaveLength(1);
    await user.clear(screen.getByLabelText('Code'));
    await user.type(screen.getByLabelText('Code'), '123 456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await expectPath('/requests');
    await waitFor(() => expect(localStorage.getItem('ACCESS_TOKEN')).toBe('token-mfa'));
  });

  it('gives up the second factor with "Use another account"', async () => {
    const { user } = renderApp('/login');
    await signIn(user, 'mfa@lyla.example');
    await user.click(await screen.findByRole('button', { name: 'Use another account' }));
    await expectPath('/login');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });
});
