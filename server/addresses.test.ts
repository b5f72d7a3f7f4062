// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { addressListSchema, addressResultSchema, type AddressInput } from '../src/api/contract/account';
import { MAX_ADDRESSES } from './routes/addressRoutes';
import { DEMO_EMAIL } from './seed';
import { startTestServer } from './testSupport';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;
let server: TestServer;
let token: string;

beforeEach(async () => {
  server = await startTestServer();
  token = await server.signIn(DEMO_EMAIL);
});

const home: AddressInput = {
  label: 'Home',
  line1: '120 Valencia Street',
  line2: 'Apt 4',
  city: 'San Francisco',
  state: 'CA',
  zipcode: '94103',
  is_default: false,
};

async function add(input: Partial<AddressInput> = {}, as = token) {
  const response = await server.post('/reactapi/user/address/add', { ...home, ...input }, as);
  expect(response.status).toBe(200);
  return addressResultSchema.parse(response.body.data).address;
}

async function list(as = token) {
  return addressListSchema.parse((await server.post('/reactapi/view/account/addresses', {}, as)).body.data).addresses;
}

const defaults = async () => (await list()).filter((address) => address.is_default).map((address) => address.label);
const notFound = { status: 404, body: { code: 40400, message: 'Address not found', data: null } };

describe('addresses', () => {
  it('starts empty, makes the first address the default and lists the default first, then newest', async () => {
    expect(await list()).toEqual([]);
    const first = await add({ label: 'Home' });
    expect(first).toEqual({ id: first.id, ...home, is_default: true });

    await add({ label: 'Office', is_default: true });
    await add({ label: 'Gym' });
    expect((await list()).map(({ label, is_default }) => [label, is_default])).toEqual([
      ['Office', true],
      ['Gym', false],
      ['Home', false],
    ]);
  });

  it('edits an address and moves the default', async () => {
    const homeAddress = await add({ label: 'Home' });
    const office = await add({ label: 'Office' });
    const response = await server.post(
      '/reactapi/user/address/edit',
      { ...home, id: office.id, label: 'Studio', line2: '', is_default: true },
      token,
    );
    expect(addressResultSchema.parse(response.body.data).address).toEqual({
      ...home,
      id: office.id,
      label: 'Studio',
      line2: '',
      is_default: true,
    });
    expect(await defaults()).toEqual(['Studio']);

    // Unsetting the default hands it to the newest other address.
    const unset = await server.post('/reactapi/user/address/edit', { ...home, id: office.id, label: 'Studio', is_default: false }, token);
    expect(addressResultSchema.parse(unset.body.data).address).toMatchObject({ label: 'Studio', is_default: false });
    expect(await defaults()).toEqual(['Home']);
    // The only address stays the default, and the answer says so.
    await server.post('/api/user/address/remove', { id: office.id }, token);
    const only = await server.post('/reactapi/user/address/edit', { ...home, id: homeAddress.id, is_default: false }, token);
    expect(addressResultSchema.parse(only.body.data).address).toMatchObject({ id: homeAddress.id, is_default: true });
    expect(await defaults()).toEqual(['Home']);
  });

  it('removes an address; removing the default makes the newest remaining one default', async () => {
    const first = await add({ label: 'First' });
    await add({ label: 'Second' });
    await add({ label: 'Third' });
    expect(await server.post('/api/user/address/remove', { id: first.id }, token)).toEqual({
      status: 200,
      body: { code: 200, message: 'ok', data: null },
    });
    expect((await list()).map(({ label, is_default }) => [label, is_default])).toEqual([
      ['Third', true],
      ['Second', false],
    ]);
    expect(await server.post('/api/user/address/remove', { id: first.id }, token)).toEqual(notFound);
  });

  it(`keeps at most ${MAX_ADDRESSES} addresses`, async () => {
    for (let index = 0; index < MAX_ADDRESSES; index += 1) await add({ label: `Place ${index}` });
    expect(await server.post('/reactapi/user/address/add', home, token)).toEqual({
      status: 400,
      body: { code: 40000, message: 'You can keep up to 20 addresses', data: null },
    });
    expect(await list()).toHaveLength(MAX_ADDRESSES);
  });

  it('keeps the cap and one default when adds and edits run at once', async () => {
    const EXTRA = 5;
    const adds = await Promise.all(
      Array.from({ length: MAX_ADDRESSES + EXTRA }, (_, index) =>
        server.post('/reactapi/user/address/add', { ...home, label: `Place ${index}`, is_default: index % 2 === 0 }, token),
      ),
    );
    expect(adds.filter((response) => response.status === 200)).toHaveLength(MAX_ADDRESSES);
    expect(adds.filter((response) => response.status === 400)).toHaveLength(EXTRA);
    const saved = await list();
    expect(saved).toHaveLength(MAX_ADDRESSES);
    expect(await defaults()).toHaveLength(1);

    await Promise.all(
      saved.slice(0, 6).map((address, index) =>
        server.post('/reactapi/user/address/edit', { ...home, id: address.id, label: address.label, is_default: index % 2 === 0 }, token),
      ),
    );
    expect(await defaults()).toHaveLength(1);
  });

  it('keeps one default when the default is edited, others are made default, removed and added, all at once', async () => {
    for (let index = 0; index < 8; index++) await add({ label: `Place ${index}`, is_default: index === 0 });
    const saved = await list();
    const kept = saved.find((address) => address.is_default)!;
    const others = saved.filter((address) => address.id !== kept.id);
    const answers = await Promise.all([
      // The default edited and staying default (one statement), again and again.
      ...Array.from({ length: 6 }, (_, index) =>
        server.post('/reactapi/user/address/edit', { ...home, id: kept.id, label: kept.label, line2: `Desk ${index}`, is_default: true }, token),
      ),
      ...others.slice(0, 3).map((address) => server.post('/reactapi/user/address/edit', { ...home, id: address.id, label: address.label, is_default: true }, token)),
      server.post('/reactapi/user/address/edit', { ...home, id: kept.id, label: kept.label, is_default: false }, token),
      ...others.slice(3, 5).map((address) => server.post('/api/user/address/remove', { id: address.id }, token)),
      server.post('/reactapi/user/address/add', { ...home, label: 'New default', is_default: true }, token),
      server.post('/reactapi/user/address/add', { ...home, label: 'New other', is_default: false }, token),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    expect(await list()).toHaveLength(8 - 2 + 2);
    expect(await defaults()).toHaveLength(1);
  });

  it('names the bad fields', async () => {
    const response = await server.post('/reactapi/user/address/add', { ...home, label: ' ', state: 'ca', zipcode: '9410' }, token);
    expect(response).toMatchObject({ status: 400, body: { code: 40000, message: 'Label is required' } });
    expect(response.body.data).toEqual({
      errors: [
        { field: 'label', message: 'Label is required' },
        { field: 'state', message: 'Choose a state' },
        { field: 'zipcode', message: 'Enter a 5-digit ZIP code' },
      ],
    });
    expect((await server.post('/reactapi/user/address/edit', home, token)).body).toMatchObject({ code: 40000, message: 'id is required' });
    expect(await list()).toEqual([]);
  });

  it('requires a session', async () => {
    for (const path of ['/reactapi/view/account/addresses', '/reactapi/user/address/add', '/reactapi/user/address/edit', '/api/user/address/remove']) {
      expect(await server.post(path, {})).toMatchObject({ status: 500, body: { code: 400 } });
    }
  });

  it("never lets user A read, edit or remove user B's address", async () => {
    const tokenB = await server.addUser('b@lyla.example');
    const addressOfB = await add({ label: 'B home' }, tokenB);

    expect(await list()).toEqual([]);
    expect(await server.post('/reactapi/user/address/edit', { ...home, id: addressOfB.id, label: 'Hijacked' }, token)).toEqual(notFound);
    expect(await server.post('/api/user/address/remove', { id: addressOfB.id }, token)).toEqual(notFound);
    // A's default never touches B's list either.
    await add({ label: 'A home', is_default: true });

    expect(await list(tokenB)).toEqual([addressOfB]);
  });
});
