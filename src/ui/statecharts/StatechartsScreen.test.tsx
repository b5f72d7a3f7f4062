import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { currentPath, expectPath, renderApp, startMockServer } from '../../../tests/support/renderApp';
import { demoUser, ok } from '../../../tests/support/sessionHandlers';

const server = startMockServer();

// The first import of lazily loaded code is slow in the test runner: not part of any test.
beforeAll(() => import('./StatechartsScreen'));

/** The rows of a table's body, each as its cells' text. */
function bodyRows(table: HTMLElement): string[][] {
  const [, body] = within(table).getAllByRole('rowgroup');
  return within(body!)
    .getAllByRole('row')
    .map((row) => Array.from((row as HTMLTableRowElement).cells, (cell) => cell.textContent ?? ''));
}

const stateRow = (table: HTMLElement, name: RegExp) => within(table).getByRole('row', { name });

describe('StatechartsScreen', () => {
  it('shows the session machine by default, with the states the live session is in highlighted', async () => {
    renderApp('/statecharts', { signedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Statecharts' })).toBeInTheDocument();
    expect(document.title).toBe('Statecharts · LYLA');

    const machines = screen.getByRole('navigation', { name: 'Machines' });
    expect(within(machines).getByRole('link', { name: /^session/ })).toHaveAttribute('aria-current', 'page');
    expect(within(machines).getByRole('link', { name: /^checkout/ })).toHaveAttribute('href', '#/statecharts/checkout');
    expect(within(machines).getByRole('link', { name: /^checkout/ })).toHaveTextContent(/A person pays for one vendor's cart/);

    expect(await screen.findByText('The session is now in: signedIn › ready')).toBeInTheDocument();
    const states = screen.getByRole('table', { name: 'States of session' });
    expect(within(states).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['State', 'What it means']);
    expect(stateRow(states, /^signedIn › ready/)).toHaveAttribute('aria-current', 'true');
    expect(stateRow(states, /^signedIn › ready/)).toHaveTextContent('The app is usable.');
    expect(stateRow(states, /^signedIn\b(?! ›)/)).toHaveAttribute('aria-current', 'true');
    expect(stateRow(states, /^signedOut/)).not.toHaveAttribute('aria-current');
    expect(stateRow(states, /^signedIn › loadingUser/)).not.toHaveAttribute('aria-current');
    expect(within(states).getAllByRole('row', { current: true })).toHaveLength(2);

    const transitions = screen.getByRole('table', { name: 'Transitions of session' });
    expect(within(transitions).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'From',
      'Event',
      'Condition',
      'To',
      'What happens',
    ]);
    expect(bodyRows(transitions)).toContainEqual([
      'restoring',
      'restoreSession done',
      'hasStoredToken',
      'signedIn',
      'A token is stored: the person is signed in.',
    ]);
  });

  it('follows the live session as it moves', async () => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post('/api/v2/user/current', async () => {
        await answered;
        return ok(demoUser);
      }),
    );
    renderApp('/statecharts', { signedIn: true });

    expect(await screen.findByText('The session is now in: signedIn › loadingUser')).toBeInTheDocument();
    const states = screen.getByRole('table', { name: 'States of session' });
    expect(stateRow(states, /^signedIn › loadingUser/)).toHaveAttribute('aria-current', 'true');
    expect(stateRow(states, /^signedIn › ready/)).not.toHaveAttribute('aria-current');

    answer();
    expect(await screen.findByText('The session is now in: signedIn › ready')).toBeInTheDocument();
    expect(stateRow(states, /^signedIn › ready/)).toHaveAttribute('aria-current', 'true');
  });

  it('shows another machine when it is chosen, without a live state', async () => {
    const { user } = renderApp('/statecharts', { signedIn: true });
    const machines = await screen.findByRole('navigation', { name: 'Machines' });
    await user.click(within(machines).getByRole('link', { name: /^checkout/ }));
    await expectPath('/statecharts/checkout');

    const transitions = await screen.findByRole('table', { name: 'Transitions of checkout' });
    expect(bodyRows(transitions)).toContainEqual(['loading', 'loadCheckout done', '—', 'review', expect.any(String)]);
    expect(bodyRows(transitions)).toContainEqual(['review', 'checkout.reviewed', 'hasLines', 'delivery', expect.any(String)]);
    expect(within(machines).getByRole('link', { name: /^checkout/ })).toHaveAttribute('aria-current', 'page');
    expect(within(machines).getByRole('link', { name: /^session/ })).not.toHaveAttribute('aria-current');

    const states = screen.getByRole('table', { name: 'States of checkout' });
    expect(stateRow(states, /^loading/)).toBeInTheDocument();
    expect(within(states).queryAllByRole('row', { current: true })).toEqual([]);
    expect(screen.getByText(/This machine runs only while its page is open/)).toBeInTheDocument();
    expect(screen.queryByText(/The session is now in/)).not.toBeInTheDocument();
  });

  it('says when no machine has the id in the address, with a way back to the list', async () => {
    const { user } = renderApp('/statecharts/noSuchMachine', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Statechart not found' })).toBeInTheDocument();
    expect(screen.getByText(/There is no machine called “noSuchMachine”/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'See all statecharts' }));
    expect(currentPath()).toBe('/statecharts');
    expect(await screen.findByRole('table', { name: 'States of session' })).toBeInTheDocument();
  });

  it('draws the machine above its tables: nested boxes, the live states highlighted', async () => {
    renderApp('/statecharts', { signedIn: true });
    const drawing = await screen.findByRole('figure', { name: 'Statechart of session' });
    const box = (name: string) => within(drawing).getByRole('img', { name });
    expect(await within(drawing).findByRole('img', { name: 'signedIn › ready, start step, now' })).toHaveAttribute('aria-current', 'true');
    expect(box('signedIn, now')).toHaveAttribute('aria-current', 'true');
    expect(box('signedOut')).not.toHaveAttribute('aria-current');
    expect(box('restoring, start step')).toBeInTheDocument();
    expect(within(drawing).getByRole('img', { name: /^In any state: route\.changed \(stays\)/ })).toBeInTheDocument();
    expect(within(drawing).getByText('restoreSession done [hasStoredToken]')).toBeInTheDocument();
  });

  it('simulates a machine: only the enabled events are offered, and each moves it to its target', async () => {
    const { user } = renderApp('/statecharts/session', { signedIn: true });
    await user.click(await screen.findByRole('link', { name: 'Simulate' }));
    expect(await screen.findByText('Simulated session is in: restoring')).toBeInTheDocument();
    const choices = () => within(screen.getByRole('group', { name: 'What can happen now' })).getAllByRole('button').map((button) => button.textContent);
    expect(choices()).toEqual([
      'route.changed → (stays)',
      'restoreSession done [hasStoredToken] → signedIn',
      'restoreSession done → signedOut',
      'restoreSession failed → signedOut',
    ]);

    await user.click(screen.getByRole('button', { name: 'restoreSession done → signedOut' }));
    expect(await screen.findByText('Simulated session is in: signedOut')).toBeInTheDocument();
    expect(choices()).toContain('login.submit → authenticating');
    expect(choices()).not.toContain('session.logout → signingOut');
    const drawing = screen.getByRole('figure', { name: 'Statechart of session' });
    expect(within(drawing).getByRole('img', { name: 'signedOut, now' })).toHaveAttribute('aria-current', 'true');
    // The live session is signed in; the simulation does not touch it.
    expect(within(drawing).queryByRole('img', { name: /^signedIn, now/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'login.submit → authenticating' }));
    expect(await screen.findByText('Simulated session is in: authenticating')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Path taken' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Start',
      'restoreSession done → signedOut',
      'login.submit → authenticating',
    ]);
    expect(currentPath()).toMatch(/^\/statecharts\/session\?path=\d+\.\d+$/);

    await user.click(screen.getByRole('button', { name: 'Back a step' }));
    expect(await screen.findByText('Simulated session is in: signedOut')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Restart' }));
    expect(await screen.findByText('Simulated session is in: restoring')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back a step' })).toBeDisabled();
  });

  it('opens a simulated path from a link', async () => {
    renderApp('/statecharts/session?path=2.4', { signedIn: true });
    expect(await screen.findByText('Simulated session is in: authenticating')).toBeInTheDocument();
  });
});
