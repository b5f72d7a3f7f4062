// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addressListSchema, cardListSchema, type AddressInput, type CardAddRequest } from '../../src/api/contract/account';
import { mfaChallengeSchema, outboxMessageSchema } from '../../src/api/contract/session';
import { MAX_CARDS } from '../../src/domain/cards';
import { MFA_MAX_ATTEMPTS } from '../auth/mfa';
import { MAX_ADDRESSES } from '../routes/addressRoutes';
import { MAX_TICKETS_PER_HOUR } from '../routes/deskRoutes';
import { DEMO_EMAIL, DEMO_MFA_EMAIL, DEMO_PASSWORD } from '../seed';
import { startTwoServers } from './clusterTestSupport';

type Cluster = Awaited<ReturnType<typeof startTwoServers>>;
let cluster: Cluster;
let token: string;

beforeEach(async () => {
  cluster = await startTwoServers();
  token = await cluster.a.signIn(DEMO_EMAIL);
});

afterEach(async () => {
  await cluster.close();
});

/** `count` copies of a request sent at once, alternately to A and B as a load balancer would. */
const atOnceToBoth = (count: number, send: (server: Cluster['a'], index: number) => Promise<{ status: number; body: { code: number } }>) =>
  Promise.all(Array.from({ length: count }, (_, index) => send(index % 2 === 0 ? cluster.a : cluster.b, index)));
const statusCount = (answers: { status: number }[], status: number) => answers.filter((answer) => answer.status === status).length;

const home: AddressInput = { label: 'Home', line1: '120 Valencia Street', line2: '', city: 'San Francisco', state: 'CA', zipcode: '94103', is_default: false };
const visa: CardAddRequest = { number: '4242424242424242', cvc: '853', holder_name: 'Maya Thompson', exp_month: 8, exp_year: 2029, is_default: false };

describe('count caps under adds sent at once to two processes', () => {
  it(`keeps at most ${MAX_ADDRESSES} addresses, one of them the default`, async () => {
    const answers = await atOnceToBoth(MAX_ADDRESSES + 5, (server, index) =>
      server.post('/reactapi/user/address/add', { ...home, label: `Place ${index}`, is_default: true }, token),
    );
    expect([statusCount(answers, 200), statusCount(answers, 400)]).toEqual([MAX_ADDRESSES, 5]);

    const saved = addressListSchema.parse((await cluster.b.post('/reactapi/view/account/addresses', {}, token)).body.data).addresses;
    expect(saved).toHaveLength(MAX_ADDRESSES);
    expect(saved.filter((address) => address.is_default)).toHaveLength(1);
  });

  it(`keeps at most ${MAX_CARDS} cards, one of them the default`, async () => {
    const answers = await atOnceToBoth(MAX_CARDS + 4, (server, index) =>
      server.post('/reactapi/user/card/credit', { ...visa, exp_year: 2030 + index, is_default: true }, token),
    );
    expect(statusCount(answers, 200)).toBe(MAX_CARDS);

    const saved = cardListSchema.parse((await cluster.a.post('/reactapi/view/account/payment', {}, token)).body.data).cards;
    expect(saved).toHaveLength(MAX_CARDS);
    expect(saved.filter((card) => card.is_default)).toHaveLength(1);
  });

  it(`checks at most ${MFA_MAX_ATTEMPTS} sign-in codes, counting every wrong one`, async () => {
    const login = await cluster.a.post('/api/auth/login', { email: DEMO_MFA_EMAIL, password: DEMO_PASSWORD });
    const { mfa_token } = mfaChallengeSchema.parse(login.body.data);
    const { code } = outboxMessageSchema.parse((await cluster.a.post('/api/dev/outbox/latest', { email: DEMO_MFA_EMAIL })).body.data);
    const wrong = code === '000000' ? '111111' : '000000';

    const answers = await atOnceToBoth(MFA_MAX_ATTEMPTS + 3, (server) => server.post('/api/auth/mfa/verify', { mfa_token, code: wrong }));
    const codes = answers.map((answer) => answer.body.code);
    expect(codes.filter((answer) => answer === 40101)).toHaveLength(MFA_MAX_ATTEMPTS);
    expect(codes.filter((answer) => answer === 40102)).toHaveLength(3);
    expect((await cluster.b.post('/api/auth/mfa/verify', { mfa_token, code })).body.code).toBe(40102);
  });

  it(`takes ${MAX_TICKETS_PER_HOUR} call-centre tickets an hour`, async () => {
    const answers = await atOnceToBoth(MAX_TICKETS_PER_HOUR + 3, (server) =>
      server.post('/reactapi/call-centre/ticket', { topic: 'other', message: 'Hello', order_id: null }, token),
    );
    expect([statusCount(answers, 200), statusCount(answers, 429)]).toEqual([MAX_TICKETS_PER_HOUR, 3]);
  });

  it('lets photo uploads announced at once take no more than the allowance', async () => {
    await cluster.close();
    cluster = await startTwoServers({ photoAllowance: { photos: 3, bytes: 10 * 1024 * 1024 } });
    token = await cluster.a.signIn(DEMO_EMAIL);
    const answers = await atOnceToBoth(6, (server) =>
      server.post('/api/avatar/upload', { file_name: 'photo.png', content_type: 'image/png', size: 1024 }, token),
    );
    expect([statusCount(answers, 200), statusCount(answers, 429)]).toEqual([3, 3]);
  });
});
