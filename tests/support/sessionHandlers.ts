import { http, HttpResponse } from 'msw';
import type { Preference } from '../../src/api/contract/account';
import type { CurrentUser } from '../../src/api/contract/session';

/** MSW answers for the session endpoints, shaped like the reference server's. */

export const DEMO_PASSWORD = 'lyla-demo-2026';

export const demoUser: CurrentUser = {
  id: 1,
  email: 'demo@lyla.example',
  cell_phone: '4155550134',
  avatar_img: null,
  first_name: 'Maya',
  last_name: 'Thompson',
  gender: 2,
  initial: 'MT',
  location: { location_type: 1, phone: '4155550100' },
};

/** The demo person's account read (`/reactapi/view/account/preference`), as the screen and model suites answer it. */
export const demoPreference: Preference = {
  profile: { birth_date: '1990-04-02', title: 'Ms' },
  job_title: 'Product designer',
  phone: null,
  work_email: 'demo@lyla.example',
  personal_email: null,
  location_id: 1,
  site: { id: 11, name: 'Market Street Tower' },
  interests: [3],
  contact_preference: 'email',
  receive_order_email_notify: true,
  receive_push_notify: false,
  receive_reminder_email_notify: true,
  spouse: null,
  children: [],
  family: [],
  pets: [],
  userTeams: [],
  vehicles: [],
  userHomeInfo: { zipcode: '94105' },
  location: { client: { name: 'Northwind Partners' } },
};

export const ok = (data: unknown) => HttpResponse.json({ code: 200, message: 'ok', data });
export const fail = (status: number, code: number, message: string, data: unknown = null) =>
  HttpResponse.json({ code, message, data }, { status });

export const tokenExpired = () => fail(500, 400, 'Token expired or does not exist');
export const sessionRevoked = () => fail(401, 70001, 'Your session has ended. Please sign in again.');
export const mfaChallenge = { mfa_token: 'mfa-ticket', destination: 'm***@lyla.example' };

/** The live updates stream, open and quiet: signed-in apps open it (src/app/composeLive.ts). */
export const quietLiveStream = () =>
  new HttpResponse(new ReadableStream({ start: () => {} }), { headers: { 'Content-Type': 'text/event-stream' } });

export const sessionHandlers = [
  http.get('/reactapi/live/updates', quietLiveStream),
  http.post('/reactapi/view/notifications', () => ok({ items: [], next_cursor: null, unread_count: 0 })),
  http.post('/api/auth/login', async ({ request }) => {
    const { email, password } = (await request.json()) as { email: string; password: string };
    if (password !== DEMO_PASSWORD) return fail(401, 40100, 'Email or password is incorrect');
    if (email === 'mfa@lyla.example') return fail(401, 60001, 'mfa required', mfaChallenge);
    return ok({ token: 'token-demo' });
  }),
  http.post('/api/auth/mfa/verify', async ({ request }) => {
    const { code } = (await request.json()) as { code: string };
    return code === '123456' ? ok({ token: 'token-mfa' }) : fail(400, 40101, 'The code is incorrect');
  }),
  http.post('/api/auth/logout', () => ok(null)),
  http.post('/api/v2/user/current', ({ request }) =>
    request.headers.get('Authorization') ? ok(demoUser) : tokenExpired(),
  ),
];
