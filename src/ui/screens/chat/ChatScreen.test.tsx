import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { CHAT_ORDER_ID, chatServer, VENDOR_NAME, vendorMessage } from '../../../../tests/support/chatHandlers';
import { renderApp, startMockServer } from '../../../../tests/support/renderApp';
import { fail } from '../../../../tests/support/sessionHandlers';

const server = startMockServer();
beforeAll(() => Promise.all([import('./ChatScreen'), import('../../../composeChat')]), 60_000);

const PAGE = { timeout: 15_000 };
const log = () => screen.findByRole('log', { name: 'Messages' }, PAGE);
const bodies = (element: HTMLElement) => within(element).getAllByRole('listitem').map((item) => item.textContent);

describe('ChatScreen', () => {
  it('shows the conversation with who wrote each message, and sends with Enter', async () => {
    const chat = chatServer([vendorMessage('vendor-message-000001', 'Your planter ships today')]);
    server.use(...chat.handlers);
    const { user } = renderApp(`/requests/${CHAT_ORDER_ID}/chat`, { signedIn: true });

    const messages = await log();
    expect(screen.getByRole('heading', { name: `Chat with ${VENDOR_NAME}` })).toBeInTheDocument();
    expect(bodies(messages)[0]).toContain(VENDOR_NAME);
    expect(bodies(messages)[0]).toContain('Your planter ships today');

    const field = screen.getByLabelText('Message');
    await user.type(field, 'Thank you!{Shift>}{Enter}{/Shift}See you soon');
    expect(field).toHaveValue('Thank you!\nSee you soon');
    await user.keyboard('{Enter}');

    expect(await within(messages).findByText(/Thank you!\s+See you soon/)).toBeInTheDocument();
    await waitFor(() => expect(bodies(messages).at(-1)).toMatch(/^You.*Sent$/s));
    expect(field).toHaveValue('');
    expect(chat.sent).toEqual([expect.objectContaining({ order_id: CHAT_ORDER_ID, body: 'Thank you!\nSee you soon' })]);
  });

  it('reads earlier messages when scrolled to the top, until the first one is shown', async () => {
    const earlier = Array.from({ length: 3 }, (_, n) => vendorMessage(`vendor-message-00000${n}`, `Note ${n}`, `2026-03-01T0${n}:00:00.000Z`));
    server.use(...chatServer(earlier, 2).handlers);
    renderApp(`/requests/${CHAT_ORDER_ID}/chat`, { signedIn: true });

    const messages = await log();
    expect(bodies(messages)).toHaveLength(2);
    fireEvent.scroll(messages, { target: { scrollTop: 0 } });
    expect(await within(messages).findByText('Note 0')).toBeInTheDocument();
    expect(bodies(messages).map((text) => text?.match(/Note \d/)?.[0])).toEqual(['Note 0', 'Note 1', 'Note 2']);
    expect(screen.queryByRole('button', { name: 'Show earlier messages' })).not.toBeInTheDocument();
  });

  it('keeps a refused message with the reason, to retry or remove', async () => {
    const chat = chatServer();
    server.use(http.post('/reactapi/chat/send', () => fail(400, 40000, 'A message has at most 2000 characters')), ...chat.handlers);
    const { user } = renderApp(`/requests/${CHAT_ORDER_ID}/message`, { signedIn: true });

    await log();
    await user.type(screen.getByLabelText('Message'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const pending = await screen.findByRole('listitem', { name: 'Pending message: Hello' });
    expect(await within(pending).findByText('Not sent: A message has at most 2000 characters')).toBeInTheDocument();

    await user.click(within(pending).getByRole('button', { name: 'Remove' }));
    expect(screen.queryByRole('listitem', { name: 'Pending message: Hello' })).not.toBeInTheDocument();
    expect(screen.getByText(/No messages yet/)).toBeInTheDocument();
  });

  it('an order that is not theirs shows the not-found page', async () => {
    server.use(...chatServer().handlers);
    renderApp('/requests/999/chat', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Request not found' }, PAGE)).toBeInTheDocument();
  });
});
