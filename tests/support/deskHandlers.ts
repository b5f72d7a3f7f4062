import { http, HttpResponse } from 'msw';
import type { Invitation, PolicyDocument } from '../../src/api/contract/desk';
import type { Order } from '../../src/api/contract/money';
import { fail, ok } from './sessionHandlers';

/**
 * A small server for the call centre, policy and invite screens, answering like the reference
 * server (docs/api.md, "Desk"). `calls` keeps every request body by path.
 */

export const termsDocument: PolicyDocument = {
  policy: 'terms',
  version: 2,
  title: 'Terms of use',
  body: 'LYLA is a marketplace.\n\nYour account is for you alone.',
  effective_date: '2026-02-01',
};

export const paidOrder: Order = {
  id: 31,
  kind: 'order',
  vendor_id: 4,
  vendor_name: 'Bean There Coffee',
  status: 'paid',
  total_cents: 1250,
  lines: [{ product_id: 9, name: 'Flat white', quantity: 2, unit_cents: 625, options: {} }],
  created_at: '2026-03-01T10:00:00.000Z',
  failure: null,
  delivery_address: null,
  custom: null,
  unread_messages: 0,
};

type Body = Record<string, unknown>;

export function createDeskBackend({ invitations = [] as Invitation[], orders = [paidOrder] } = {}) {
  const state = { invitations: [...invitations], tickets: 0 };
  const calls: Record<string, Body[]> = {};
  const record = async (path: string, request: Request) => {
    const body = (await request.json()) as Body;
    (calls[path] ??= []).push(body);
    return body;
  };

  const handlers = [
    http.post('/reactapi/site-policy', async ({ request }) => {
      const { policy } = await record('/reactapi/site-policy', request);
      return ok({ document: { ...termsDocument, policy, title: policy === 'terms' ? 'Terms of use' : `The ${String(policy)} policy` } });
    }),
    http.post('/reactapi/view/requests', () => ok({ orders })),
    http.post('/reactapi/call-centre/ticket', async ({ request }) => {
      await record('/reactapi/call-centre/ticket', request);
      state.tickets += 1;
      return ok({ ticket: { id: state.tickets, number: `T-${String(state.tickets).padStart(6, '0')}`, created_at: '2026-03-02T09:00:00.000Z' } });
    }),
    http.post('/reactapi/view/account/invitations', () => ok({ invitations: state.invitations })),
    http.post('/reactapi/user/invite', async ({ request }) => {
      const { email } = await record('/reactapi/user/invite', request);
      if (email === 'demo@lyla.example') {
        const message = 'demo@lyla.example already has a LYLA account';
        return HttpResponse.json({ code: 40000, message, data: { errors: [{ field: 'email', message }] } }, { status: 400 });
      }
      if (state.invitations.length >= 3) return fail(429, 42900, 'You can send up to 3 invitations a day. Try again tomorrow.');
      const invitation: Invitation = {
        id: state.invitations.length + 1,
        email: String(email),
        state: 'sent',
        created_at: '2026-03-02T09:00:00.000Z',
        expires_at: '2026-03-16T09:00:00.000Z',
      };
      state.invitations = [invitation, ...state.invitations.filter((other) => other.email !== invitation.email)];
      return ok({ invitation });
    }),
  ];
  return { state, calls, handlers };
}
