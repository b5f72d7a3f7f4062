import { http, HttpResponse } from 'msw';
import { beforeAll } from 'vitest';
import type { Address, Card, WorkInfo } from '../../src/api/contract/account';
import type { CurrentUser } from '../../src/api/contract/session';
import { demoPreference, demoUser, fail, ok } from './sessionHandlers';

/**
 * A small account server for screen tests, answering like the reference server
 * (docs/api.md "Account area"). Each test gets a fresh one; `calls` keeps every request
 * body by path so a test can check what was sent.
 */

const northwind = { id: 1, name: 'Northwind HQ', location_type: 1, phone: '4155550100', client_name: 'Northwind Partners' };
const harbor = { id: 2, name: 'Harbor Hotel', location_type: 2, phone: '4155550111', client_name: null };
const sitesOf: Record<number, Array<{ id: number; name: string; address: string }>> = {
  1: [
    { id: 11, name: 'Market Street Tower', address: '525 Market Street' },
    { id: 12, name: 'Mission Bay Campus', address: '1 Mission Bay' },
  ],
  2: [{ id: 21, name: 'Harbor Hotel Main', address: '1 Harbor Way' }],
};
const interestsOf: Record<number, Array<{ id: number; name: string }>> = {
  1: [
    { id: 3, name: 'Coffee' },
    { id: 4, name: 'Fitness classes' },
    { id: 5, name: 'Yoga' },
  ],
};

export const homeAddress: Address = {
  id: 7,
  label: 'Home',
  line1: '12 Pine Street',
  line2: 'Apt 4',
  city: 'San Francisco',
  state: 'CA',
  zipcode: '94110',
  is_default: true,
};

export const visaCard: Card = {
  id: 5,
  brand: 'visa',
  last4: '4242',
  exp_month: 12,
  exp_year: 2030,
  holder_name: 'Maya Thompson',
  is_default: true,
};

export const TINY_PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

type Body = Record<string, unknown>;

export function createAccountBackend({ addresses = [homeAddress], cards = [visaCard] }: { addresses?: Address[]; cards?: Card[] } = {}) {
  const state = {
    user: { ...demoUser } as CurrentUser,
    preference: structuredClone(demoPreference),
    addresses: [...addresses],
    cards: [...cards],
    nextId: 100,
  };
  const calls: Record<string, Body[]> = {};
  const record = async (path: string, request: Request): Promise<Body> => {
    const text = await request.text();
    const body = text ? (JSON.parse(text) as Body) : {};
    (calls[path] ??= []).push(body);
    return body;
  };
  const post = (path: string, answer: (body: Body) => Response | Promise<Response>) =>
    http.post(path, async ({ request }) => answer(await record(path, request)));
  const workInfo = (): WorkInfo => ({
    job_title: state.preference.job_title,
    work_email: state.preference.work_email ?? 'demo@lyla.example',
    location: state.preference.location_id === 2 ? harbor : northwind,
    site: (sitesOf[state.preference.location_id ?? 1] ?? []).find((site) => site.id === state.preference.site?.id) ?? null,
  });

  const handlers = [
    post('/reactapi/view/account/preference', () => ok(state.preference)),
    post('/reactapi/view/account/info', () => ok(workInfo())),
    http.get('/api/v2/user/location', () => ok({ location: workInfo().location })),
    post('/reactapi/dictionary/locations', () => ok({ locations: [northwind, harbor].map(({ phone: _, ...place }) => place) })),
    post('/api/user/account/get-site', (body) => ok({ sites: sitesOf[Number(body.location_id)] ?? [] })),
    post('/reactapi/dictionary/interests', (body) => ok({ interests: interestsOf[Number(body.location_id)] ?? [] })),
    post('/api/user/profile-edit', (body) => {
      const { title, birth_date, ...names } = body as { title: string | null; birth_date: string | null } & Partial<CurrentUser>;
      Object.assign(state.user, names);
      state.preference.profile = { title, birth_date };
      return ok(state.user);
    }),
    post('/api/v2/user/save-info', (body) => {
      state.user.cell_phone = (body.cell_phone as string) || null;
      state.preference.phone = (body.phone as string) || null;
      state.preference.personal_email = (body.personal_email as string) || null;
      state.preference.userHomeInfo = { zipcode: (body.zipcode as string) || null };
      return ok(state.preference);
    }),
    post('/api/user/edit', (body) => {
      state.preference.job_title = (body.job_title as string | null) ?? null;
      state.preference.location_id = Number(body.location_id);
      const site = sitesOf[Number(body.location_id)]?.find((candidate) => candidate.id === body.site_id);
      state.preference.site = site ? { id: site.id, name: site.name } : null;
      return ok(workInfo());
    }),
    post('/reactapi/user/edit', (body) => {
      Object.assign(state.preference, body);
      const { contact_preference, receive_order_email_notify, receive_push_notify, receive_reminder_email_notify } = state.preference;
      return ok({ contact_preference, receive_order_email_notify, receive_push_notify, receive_reminder_email_notify });
    }),
    post('/api/v2/user/interests', (body) => {
      state.preference.interests = [...(body.interests as number[])].sort((a, b) => a - b);
      return ok({ interests: state.preference.interests });
    }),
    post('/api/user/account/change-password', (body) =>
      body.current_password === 'lyla-demo-2026' ? ok(null) : fail(400, 40104, 'The current password is incorrect', { errors: [{ field: 'current_password', message: 'The current password is incorrect' }] }),
    ),
    post('/api/avatar/upload', () => ok({ upload_url: '/api/avatar/blob/up-1?signature=s', upload_id: 'up-1' })),
    // The upload address takes raw bytes and no token.
    http.put('/api/avatar/blob/:id', async ({ request }) => {
      (calls['PUT /api/avatar/blob'] ??= []).push({
        authorization: request.headers.get('Authorization'),
        contentType: request.headers.get('Content-Type'),
        size: (await request.arrayBuffer()).byteLength,
      });
      return ok(null);
    }),
    post('/api/avatar/save', () => {
      state.user.avatar_img = '/api/avatar/file/up-1.png';
      return ok({ avatar_img: state.user.avatar_img });
    }),
    // The profile page lists friends too (tests/support/profileHandlers.ts saves them).
    http.get('/api/v2/user/friends', () => ok({ friends: [] })),
    post('/reactapi/view/account/addresses', () => ok({ addresses: state.addresses })),
    post('/reactapi/user/address/add', (body) => {
      const address = { ...(body as Omit<Address, 'id'>), id: state.nextId++ };
      state.addresses.push(address);
      return ok({ address });
    }),
    post('/reactapi/user/address/edit', (body) => {
      const address = body as Address;
      state.addresses = state.addresses.map((old) => (old.id === address.id ? address : old));
      return ok({ address });
    }),
    post('/api/user/address/remove', (body) => {
      state.addresses = state.addresses.filter((address) => address.id !== body.id);
      return ok(null);
    }),
    post('/reactapi/view/account/payment', () => ok({ cards: state.cards })),
    post('/reactapi/user/card/credit', (body) => {
      const number = String(body.number);
      const card: Card = {
        id: state.nextId++,
        brand: number.startsWith('4') ? 'visa' : 'mastercard',
        last4: number.slice(-4),
        exp_month: Number(body.exp_month),
        exp_year: Number(body.exp_year),
        holder_name: String(body.holder_name),
        is_default: Boolean(body.is_default),
      };
      state.cards.push(card);
      return ok({ card });
    }),
    post('/api/user/card/edit', (body) => {
      const card = { ...state.cards.find((old) => old.id === body.id), ...body } as Card;
      state.cards = state.cards.map((old) => (old.id === card.id ? card : old));
      return ok({ card });
    }),
    post('/api/user/card/remove', (body) => {
      state.cards = state.cards.filter((card) => card.id !== body.id);
      return ok(null);
    }),
  ];
  return { handlers, state, calls };
}

/** An endpoint that fails the way the server does when it breaks. */
export const brokenAt = (path: string, method: 'post' | 'put' = 'post') =>
  http[method](path, () => fail(500, 50000, 'There is something wrong'));

/** An endpoint that refuses one field, as a 400 / 40000 answer does. */
export const refusedAt = (path: string, field: string, message: string) =>
  http.post(path, () => HttpResponse.json({ code: 40000, message: `${field}: ${message}`, data: { errors: [{ field, message }] } }, { status: 400 }));

/** For the first look at a page: its lazy chunks may take a while on a busy machine. */
export const PAGE_READY = { timeout: 10_000 };

/**
 * Loads the code of a signed-in settings page before a file's tests (the shell, the API, the
 * account machines and the pages are lazy chunks), so that the first test does not spend its
 * waiting time on compiling modules.
 */
export function loadAccountCode(...pages: Array<() => Promise<unknown>>) {
  beforeAll(async () => {
    await Promise.all([
      import('../../src/app/composeApi'),
      import('../../src/app/composeAccount'),
      import('../../src/ui/shell/Shell'),
      import('../../src/ui/shell/HeaderTools'),
      import('../../src/ui/account/SettingsLayout'),
      import('../../src/ui/account/AccountPages'),
      ...pages.map((load) => load()),
    ]);
  }, 60_000);
}
