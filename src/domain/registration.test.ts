import { describe, expect, it } from 'vitest';
import { workPlaceOfEmail } from './registration';

const places = [
  { id: 1, email_domain: 'northwind.example' },
  { id: 2, email_domain: 'harborview.example' },
  { id: 3, email_domain: null },
  { id: 4, email_domain: 'labs.northwind.example' },
];

describe('workPlaceOfEmail', () => {
  it('finds the work place whose domain the email is at, whatever the case and spaces', () => {
    expect(workPlaceOfEmail('ada@northwind.example', places)).toBe(1);
    expect(workPlaceOfEmail('  Ada@HarborView.Example ', places)).toBe(2);
  });

  it('counts a subdomain, and the most specific domain wins', () => {
    expect(workPlaceOfEmail('ada@mail.northwind.example', places)).toBe(1);
    expect(workPlaceOfEmail('ada@labs.northwind.example', places)).toBe(4);
  });

  it('finds nothing for another domain, one that only ends alike, or no address', () => {
    expect(workPlaceOfEmail('ada@acme.example', places)).toBeNull();
    expect(workPlaceOfEmail('ada@notnorthwind.example', places)).toBeNull();
    expect(workPlaceOfEmail('', places)).toBeNull();
    expect(workPlaceOfEmail('ada@northwind.example', [])).toBeNull();
  });

  it('leaves the choice to the person when several places share the domain', () => {
    expect(workPlaceOfEmail('ada@northwind.example', [...places, { id: 5, email_domain: 'Northwind.example' }])).toBeNull();
  });
});
