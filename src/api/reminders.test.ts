import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { ApiClient } from './client';
import { createRemindersApi } from './reminders';

/** A client whose answers are parsed by the caller's schema, as the real one does. */
function answering(answers: Record<string, unknown>): ApiClient {
  const parse = <Schema extends z.ZodMiniType>(url: string, schema: Schema) => Promise.resolve(z.parse(schema, answers[url]));
  return { post: (url: string, _body: unknown, schema: z.ZodMiniType) => parse(url, schema), get: parse } as unknown as ApiClient;
}

describe('the people a reminder can be about', () => {
  it('reads the spouse, the family (else the children) and the friends, named by their relationship', async () => {
    const api = createRemindersApi(
      answering({
        '/reactapi/view/account/preference': {
          spouse: { id: 1, first_name: 'Sam', last_name: 'Lee', relationship: 1, birth_date: '1988-02-29', anniversary_date: '2015-06-20' },
          children: [{ id: 3, first_name: 'Emma', last_name: 'Lee', relationship: 2, birth_date: '2019-03-10' }],
          family: [
            { id: 3, first_name: 'Emma', last_name: 'Lee', relationship: 2, birth_date: '2019-03-10' },
            { id: 4, first_name: 'Ruth', last_name: 'Lee', relationship: 5, birth_date: 'not a date' },
          ],
        },
        '/api/v2/user/friends': [{ id: 9, first_name: 'Ana', last_name: 'Diaz', relationship: 2, birth_date: null, unknown: true }],
      }),
    );
    expect(await api.people()).toEqual([
      { key: 'spouse', name: 'Sam Lee', relationship: 'Spouse/partner', birth_date: '1988-02-29', anniversary_date: '2015-06-20' },
      { key: 'family:3', name: 'Emma Lee', relationship: 'Child', birth_date: '2019-03-10', anniversary_date: null },
      { key: 'family:4', name: 'Ruth Lee', relationship: 'Parent', birth_date: null, anniversary_date: null },
      { key: 'friend:9', name: 'Ana Diaz', relationship: 'Coworker', birth_date: null, anniversary_date: null },
    ]);
  });

  it('tolerates answers that name people by one name, and a friends call that answers nothing useful', async () => {
    const api = createRemindersApi(
      answering({
        '/reactapi/view/account/preference': { spouse: { id: 1, name: 'Chris Park' }, children: [{ id: 2, name: 'Leo Park', relationship: 3 }] },
        '/api/v2/user/friends': { friends: 'none' },
      }),
    );
    expect(await api.people()).toEqual([
      { key: 'spouse', name: 'Chris Park', relationship: 'Spouse/partner', birth_date: null, anniversary_date: null },
      { key: 'family:2', name: 'Leo Park', relationship: 'Stepchild', birth_date: null, anniversary_date: null },
    ]);
  });
});
