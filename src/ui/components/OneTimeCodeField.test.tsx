import { afterEach, describe, expect, it, vi } from 'vitest';
import { render as renderScreen, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { composeApp } from '../../app/composeApp';
import { ServicesProvider } from '../app/services';
import { OneTimeCodeField, useOneTimeCodeForm, VerifyCodeButton } from './OneTimeCodeField';

function CodeForm({ onValid, busy = false }: { onValid(code: string): void; busy?: boolean }) {
  const { field, submit } = useOneTimeCodeForm(onValid);
  return (
    <form onSubmit={submit} noValidate>
      <OneTimeCodeField {...field} />
      <VerifyCodeButton busy={busy} />
    </form>
  );
}

const disposals: Array<() => void> = [];
afterEach(() => disposals.splice(0).forEach((dispose) => dispose()));

/** The form machine is started with the app's services (inspection, the signed-in person). */
function render(form: ReactElement) {
  const app = composeApp({ apiOrigin: '', window });
  disposals.push(app.dispose);
  return renderScreen(<ServicesProvider services={app.services}>{form}</ServicesProvider>);
}

describe('OneTimeCodeField', () => {
  it('is a required, focused code input that offers the code from the message', () => {
    render(<CodeForm onValid={() => {}} />);
    const input = screen.getByRole('textbox', { name: 'Code' });
    expect(input).toHaveFocus();
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(input).toHaveAttribute('inputmode', 'numeric');
  });

  it('shows the error of a bad code on the field and sends nothing', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<CodeForm onValid={onValid} />);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Code is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Code'), '12a456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter the 6-digit code')).toBeInTheDocument();
    expect(screen.getByLabelText('Code')).toHaveAttribute('aria-invalid', 'true');
    expect(onValid).not.toHaveBeenCalled();
  });

  it('hands on a valid code with the spaces taken out', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<CodeForm onValid={onValid} />);
    await user.type(screen.getByLabelText('Code'), '123 456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledWith('123456'));
    expect(screen.getByLabelText('Code')).not.toHaveAttribute('aria-invalid');
  });

  it('says it is checking while busy', () => {
    render(<CodeForm onValid={() => {}} busy />);
    const button = screen.getByRole('button', { name: 'Checking…' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });
});
