import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { CHAT_ORDER_ID, chatServer, VENDOR_NAME, vendorMessage } from '../../../tests/support/chatHandlers';
import { heldLiveStream } from '../../../tests/support/liveStream';
import { renderApp, startMockServer } from '../../../tests/support/renderApp';
import { fail } from '../../../tests/support/sessionHandlers';

const server = startMockServer();
beforeAll(() => Promise.all([import('./ChatScreen'), import('../../app/composeChat')]), 60_000);

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

  it('a reply arriving in the open chat is read there: the menu does not count its notification', async () => {
    const live = heldLiveStream();
    server.use(...chatServer([]).handlers, live.handler);
    renderApp(`/requests/${CHAT_ORDER_ID}/chat`, { signedIn: true });
    await log();
    await live.open();
    const notification = (id: number, link: string) => ({ id, kind: 'chat_message', title: `Note ${id}`, body: null, link, read: false, created_at: '2026-03-01T10:00:00.000Z' });

    // Another conversation's reply counts: the menu is seen to hear them.
    live.send({ type: 'notification.created', notification: notification(10, '/requests/99/chat') });
    live.send({ type: 'chat.message', orderId: CHAT_ORDER_ID, message: vendorMessage('vendor-message-000009', 'It ships today') });
    live.send({ type: 'notification.created', notification: notification(9, `/requests/${CHAT_ORDER_ID}/chat`) });
    // Heard after both notifications (the stream is read in order).
    live.send({ type: 'chat.message', orderId: CHAT_ORDER_ID, message: vendorMessage('vendor-message-000010', 'Tracking to follow') });

    expect(await screen.findByText('Tracking to follow')).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Main' });
    expect(within(menu).getByRole('link', { name: /^Notifications/ })).toHaveAccessibleName(/^Notifications ?, 1 unread$/);
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

  it('keeps a refused message, marked Not sent (the toast says why), to retry or remove', async () => {
    const chat = chatServer();
    server.use(http.post('/reactapi/chat/send', () => fail(400, 40000, 'A message has at most 2000 characters')), ...chat.handlers);
    const { user } = renderApp(`/requests/${CHAT_ORDER_ID}/message`, { signedIn: true });

    await log();
    await user.type(screen.getByLabelText('Message'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const pending = await screen.findByRole('listitem', { name: 'Pending message: Hello' });
    // Why is said once, in the toast (spec §8); the message says where: it was not sent.
    expect(await within(pending).findByText('Not sent')).toBeInTheDocument();
    expect(await screen.findByText('A message has at most 2000 characters', { selector: 'li *' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).queryByText(/A message has at most 2000 characters/)).not.toBeInTheDocument();

    await user.click(within(pending).getByRole('button', { name: 'Remove' }));
    expect(screen.queryByRole('listitem', { name: 'Pending message: Hello' })).not.toBeInTheDocument();
    expect(screen.getByText(/No messages yet/)).toBeInTheDocument();
  });

  describe('while the server does not answer', () => {
    const CHAT = `/requests/${CHAT_ORDER_ID}/chat`;
    const WAITING = 'Not sent yet: it goes when the connection is back.';

    /**
     * A chat server that can stop answering (`answering = false`: its calls get no answer, the
     * ids sent are noted) and a live stream held until `live.open()`.
     */
    function flakyServer() {
      const chat = chatServer();
      const live = heldLiveStream();
      const state = { answering: true, unanswered: [] as string[] };
      server.use(
        live.handler,
        http.all('/reactapi/chat/*', async ({ request }) => {
          if (state.answering) return undefined;
          if (request.url.endsWith('/send')) state.unanswered.push(((await request.clone().json()) as { id: string }).id);
          return HttpResponse.error();
        }),
        ...chat.handlers,
      );
      return { chat, live, state };
    }

    /** The chat open and connected; then the server stops answering and the person writes `text`. */
    async function writeWhileDown(text: string) {
      const flaky = flakyServer();
      const app = renderApp(CHAT, { signedIn: true });
      await flaky.live.open();
      expect(await screen.findByText('Connected: new messages appear as they are written.', {}, PAGE)).toBeInTheDocument();
      flaky.state.answering = false;
      await app.user.type(screen.getByLabelText('Message'), `${text}{Enter}`);
      const pending = await screen.findByRole('listitem', { name: `Pending message: ${text}` });
      expect(await within(pending).findByText(WAITING)).toBeInTheDocument();
      return { ...flaky, app };
    }

    it('says at once that the connection is lost, though the stream still looked open', async () => {
      await writeWhileDown('Are you there?');
      expect(await screen.findByText('Connection lost. Reconnecting…')).toBeInTheDocument();
    });

    it('keeps a message written then when the chat is left, and sends it, once, when the server is back', async () => {
      const { chat, live, state } = await writeWhileDown('Typed while you were away');
      window.location.hash = '#/news';
      expect(await screen.findByRole('heading', { level: 1, name: 'News' }, PAGE)).toBeInTheDocument();
      window.location.hash = `#${CHAT}`;
      expect(await screen.findByRole('heading', { name: 'The messages could not be loaded' }, PAGE)).toBeInTheDocument();

      // The server is back: the stream opens again, the messages are read and the message goes, without Retry.
      state.answering = true;
      await live.open();
      const messages = await log();
      await waitFor(() => expect(bodies(messages)).toEqual([expect.stringMatching(/^You.*Typed while you were away.*Sent$/s)]), PAGE);
      expect(screen.queryByRole('listitem', { name: /^Pending message/ })).not.toBeInTheDocument();
      // Every try carried the same id: the server keeps it once.
      expect(chat.sent.map((sent) => sent.id)).toEqual([state.unanswered[0]]);
      expect(new Set(state.unanswered).size).toBe(1);
    });

    it('keeps it across a reload, and sends it when the server is back', async () => {
      const { app, chat, live, state } = await writeWhileDown('Still there after a reload');
      app.unmount();
      app.dispose();

      renderApp(CHAT, { signedIn: true });
      expect(await screen.findByRole('heading', { name: 'The messages could not be loaded' }, PAGE)).toBeInTheDocument();
      state.answering = true;
      await live.open();
      const messages = await log();
      await waitFor(() => expect(bodies(messages)).toEqual([expect.stringMatching(/^You.*Still there after a reload.*Sent$/s)]), PAGE);
      expect(chat.sent.map((sent) => sent.id)).toEqual([state.unanswered[0]]);
    });

    it('forgets it when the person signs out: the next visit sends nothing', async () => {
      const { app, chat, live, state } = await writeWhileDown('Not for the next person');
      await app.user.click(screen.getByRole('button', { name: 'Sign out' }));
      expect(await screen.findByRole('heading', { name: 'Sign in' }, PAGE)).toBeInTheDocument();
      app.unmount();
      app.dispose();

      state.answering = true;
      renderApp(CHAT, { signedIn: true });
      await live.open();
      expect(await screen.findByText(/No messages yet/, {}, PAGE)).toBeInTheDocument();
      expect(chat.sent).toEqual([]);
    });
  });

  it('an order that is not theirs shows the not-found page', async () => {
    server.use(...chatServer().handlers);
    const { services } = renderApp('/requests/999/chat', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Request not found' }, PAGE)).toBeInTheDocument();
    // The page says it is not found; no toast says it again (spec §8, said once).
    expect(services.toasts.getSnapshot()).toEqual([]);
  });
});
