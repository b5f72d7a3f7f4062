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

  it('says when the code is wrong and keeps the person on the form', async () => {
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
    expect(await screen.findByRole('alert')).toHaveTextContent('The code is incorrect');
    expect(screen.getByRole('heading', { name: 'Choose a new password' })).toBeInTheDocument();
  });

  it('shows a refusal to send a code (too many requests) on the form', async () => {
    server.use(http.post('/reactapi/user/account/forgot-password', () => fail(429, 42900, 'Wait 42 seconds before asking for a new code')));
    const { user } = renderApp('/password_reset');
    await user.type(await screen.findByLabelText('Email'), 'maya@lyla.example');
    await user.click(screen.getByRole('button', { name: 'Send me a code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wait 42 seconds before asking for a new code');
  });
});
