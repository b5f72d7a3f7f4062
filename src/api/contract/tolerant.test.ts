import { describe, expect, it } from 'vitest';
import { cardSchema, preferenceSchema } from './account';
import { productSchema } from './catalogue';
import { orderSchema } from './money';
import { currentUserSchema, mfaChallengeSchema } from './session';

describe('reading answers tolerantly', () => {
  it('reads a profile answer with only the fields spec §7 names, defaulting the rest', () => {
    const read = preferenceSchema.parse({
      spouse: null,
      children: [{ id: 2, first_name: 'Leo', relationship: 2 }],
      pets: [],
      userTeams: [],
      vehicles: [],
      userHomeInfo: { zipcode: '94105' },
      location: { client: { name: 'Northwind Partners' } },
    });
    expect(read).toMatchObject({
      profile: { birth_date: null, title: null },
      job_title: null,
      work_email: null,
      interests: [],
      contact_preference: 'email',
      receive_push_notify: false,
      children: [{ id: 2, first_name: 'Leo', last_name: '', relationship: 2, birth_date: null }],
      // Only the spec's children answered: they are the family.
      family: [{ id: 2, first_name: 'Leo', last_name: '', relationship: 2, birth_date: null }],
      location: { client: { name: 'Northwind Partners' } },
    });
  });

  it('ignores fields it does not know, and reads a mistyped optional field as its default', () => {
    const read = currentUserSchema.parse({
      id: 1,
      email: 'demo@lyla.example',
      first_name: 'Maya',
      last_name: 'Thompson',
      avatar_img: 42,
      favourite_colour: 'teal',
    });
    expect(read).toEqual({
      id: 1,
      email: 'demo@lyla.example',
      first_name: 'Maya',
      last_name: 'Thompson',
      cell_phone: null,
      avatar_img: null,
      gender: 5,
      initial: null,
      location: null,
    });
  });

  it('fails when a field the screen cannot work without is missing or mistyped', () => {
    expect(currentUserSchema.safeParse({ email: 'demo@lyla.example', first_name: 'Maya', last_name: 'T' }).success).toBe(false);
    const product = { id: 1, category_id: 1, vendor_id: 1, catalog_id: 1, name: 'Tea', vendor_name: 'Leaf', image: { url: '/a.svg', width: 1, height: 1 } };
    expect(productSchema.safeParse({ ...product, price_cents: 450 }).success).toBe(true);
    expect(productSchema.safeParse({ ...product, price_cents: '4.50' }).success).toBe(false);
    expect(cardSchema.safeParse({ id: 3, last4: '4242', exp_month: 4, exp_year: 2030 }).data).toMatchObject({ brand: 'unknown', holder_name: '', is_default: false });
    expect(orderSchema.safeParse({ id: 1, vendor_id: 1, vendor_name: 'Leaf', status: 'paid', total_cents: 100, created_at: 'x' }).success).toBe(false);
  });
});

describe('a second-factor challenge', () => {
  it('needs its token; where the code went is optional', () => {
    expect(mfaChallengeSchema.parse({ mfa_token: 'challenge' })).toEqual({ mfa_token: 'challenge', destination: null });
    expect(mfaChallengeSchema.safeParse({ destination: 'm***@lyla.example' }).success).toBe(false);
  });
});
