import { screen } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp, startMockServer } from '../../../tests/support/renderApp';
import { fail, ok } from '../../../tests/support/sessionHandlers';

const server = startMockServer();

describe('PasswordResetScreen', () => {
  it('asks for a code, then sets the new password and offers to sign in', async () => {
    let reset: unknown;
    server.use(
      http.post('/reactapi/user/account/forgot-password', () => ok({ resend_after_seconds: 60 })),
      http.post('/api/user/account/reset-password', async ({ request }) => ((reset = await request.json()), ok(null))),
    );
    const { user } = renderApp('/password_reset');
    await user.type(await screen.findByLabelText('Email'), 'maya@lyla.example');
    await user.click(screen.getByRole('button', { name: 'Send me a code' }));
    expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Code'), '123456');
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'brand-new-2026');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password was changed. Sign in with the new one.')).toBeInTheDocument();
    expect(reset).toEqual({ email: 'maya@lyla.example', code: '123456', password: 'brand-new-2026' });
  });

  it('a wrong code is said once, in the toast (spec §8): the code field is marked and the person stays on the form', async () => {
    server.use(
      http.post('/reactapi/user/account/forgot-password', () => ok({ resend_after_seconds: 60 })),
      http.post('/api/user/account/reset-password', () => fail(400, 40101, 'The code is incorrect')),
    );
    const { user } = renderApp('/password_reset');
    await user.type(await screen.findByLabelText('Email'), 'maya@lyla.example');
    await user.click(screen.getByRole('button', { name: 'Send me a code' }));
    await user.type(await screen.findByLabelText('Code'), '000000');
    await user.type(screen.getByLabelText('New password'), 'brand-new-2026');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The code is incorrect', { selector: 'li *' })).toBeInTheDocument();
    expect(screen.getAllByText('The code is incorrect')).toHaveLength(1);
    expect(screen.getByLabelText('Code')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('New password')).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('heading', { name: 'Choose a new password' })).toBeInTheDocument();
  });

  it('a refusal to send a code (too many requests) is said once, in the toast; the form says no code was sent', async () => {
    server.use(http.post('/reactapi/user/account/forgot-password', () => fail(429, 42900, 'Wait 42 seconds before asking for a new code')));
    const { user } = renderApp('/password_reset');
    await user.type(await screen.findByLabelText('Email'), 'maya@lyla.example');
    await user.click(screen.getByRole('button', { name: 'Send me a code' }));
    expect(await screen.findByText('Wait 42 seconds before asking for a new code', { selector: 'li *' })).toBeInTheDocument();
    expect(screen.getAllByText('Wait 42 seconds before asking for a new code')).toHaveLength(1);
    expect(screen.getByText('No code was sent.')).toBeInTheDocument();
  });
});
