import { http } from 'msw';
import type { Preference } from '../../src/api/contract/account';
import type { Friend } from '../../src/domain/privateProfile';
import { fail, ok } from './sessionHandlers';

type Body = Record<string, unknown> & { id?: number };

/**
 * The private profile's calls for screen tests (docs/api.md "Private profile"), saving
 * into the account backend's profile answer (tests/support/accountHandlers.ts). Unknown ids
 * answer 404 as the reference server does; `calls` keeps each request body by path.
 */
export function createProfileBackend(preference: Preference, { friends = [] as Friend[] } = {}) {
  const state = { friends: [...friends], nextId: 500 };
  const calls: Record<string, Body[]> = {};
  const missing = (what: string) => fail(404, 40400, `${what} not found`);
  const post = (path: string, answer: (body: Body) => Response) =>
    http.post(path, async ({ request }) => {
      const body = (await request.json()) as Body;
      (calls[path] ??= []).push(body);
      return answer(body);
    });

  /** Adds (no id) or replaces the row `id` of `list`; undefined when `id` is unknown. */
  function save<Row extends { id: number }>(list: Row[], body: Body, defaults: Partial<Row> = {}): Row | undefined {
    if (body.id === undefined) {
      const row = { ...defaults, ...body, id: state.nextId++ } as unknown as Row;
      list.push(row);
      return row;
    }
    const index = list.findIndex((row) => row.id === body.id);
    if (index < 0) return undefined;
    list[index] = { ...list[index], ...body } as Row;
    return list[index];
  }
  const remove = (list: Array<{ id: number }>, id: unknown) => {
    const index = list.findIndex((row) => row.id === id);
    if (index >= 0) list.splice(index, 1);
    return index >= 0;
  };

  const handlers = [
    post('/reactapi/user/spouse', (body) => {
      preference.spouse = { id: preference.spouse?.id ?? state.nextId++, relationship: 1, ...body } as Preference['spouse'];
      return ok({ spouse: preference.spouse });
    }),
    post('/reactapi/user/add-family', (body) => {
      const member = save(preference.family, body);
      if (!member) return missing('Family member');
      preference.children = preference.family.filter((person) => [2, 3, 4].includes(person.relationship));
      return ok({ member });
    }),
    post('/api/user/delete-family', (body) => {
      if (preference.spouse?.id === body.id) preference.spouse = null;
      else if (!remove(preference.family, body.id)) return missing('Family member');
      return ok(null);
    }),
    post('/reactapi/user/add-pet', (body) => {
      const pet = save(preference.pets, body, { photo: null });
      return pet ? ok({ pet }) : missing('Pet');
    }),
    post('/api/user/delete-pet', (body) => (remove(preference.pets, body.id) ? ok(null) : missing('Pet'))),
    post('/api/user/add-pet-photo', (body) => {
      const pet = preference.pets.find((row) => row.id === body.pet_id);
      if (!pet) return missing('Pet');
      pet.photo = `/api/avatar/file/${String(body.upload_id)}.png`;
      return ok({ pet });
    }),
    post('/reactapi/user/add-team', (body) => {
      const team = save(preference.userTeams, body);
      return team ? ok({ team }) : missing('Team');
    }),
    post('/api/user/delete-team', (body) => (remove(preference.userTeams, body.id) ? ok(null) : missing('Team'))),
    post('/reactapi/user/edit-vehicle', (body) => {
      const vehicle = save(preference.vehicles, body);
      return vehicle ? ok({ vehicle }) : missing('Vehicle');
    }),
    post('/api/user/delete-vehicle', (body) => (remove(preference.vehicles, body.id) ? ok(null) : missing('Vehicle'))),
    http.get('/api/v2/user/friends', () => ok({ friends: state.friends })),
    http.get('/api/v2/user/view-friend', ({ request }) => {
      const friend = state.friends.find((row) => row.id === Number(new URL(request.url).searchParams.get('id')));
      return friend ? ok({ friend }) : missing('Friend');
    }),
    post('/api/v2/user/add-friend', (body) => ok({ friend: save(state.friends, body) })),
    post('/api/v2/user/edit-friend', (body) => {
      const friend = save(state.friends, body);
      return friend ? ok({ friend }) : missing('Friend');
    }),
    post('/api/v2/user/delete-friend', (body) => (remove(state.friends, body.id) ? ok(null) : missing('Friend'))),
  ];
  return { handlers, state, calls };
}
