/**
 * The private profile (spec §3 "Profile info": spouse, children, pets, teams, vehicles; and
 * friends): what is saved about the people and things in a person's life. Fields beyond the
 * spec's names are designed (docs/api.md "Private profile").
 */

/** A spouse, family member or friend. Dates are YYYY-MM-DD. */
export interface Person {
  id: number;
  first_name: string;
  last_name: string;
  /** A relationship value of spec §3, of type 1 (family) or 2 (social, friends). */
  relationship: number;
  birth_date: string | null;
}

export interface Spouse extends Person {
  anniversary_date: string | null;
}

export interface Friend extends Person {
  email: string;
}

export interface Pet {
  id: number;
  name: string;
  /** Pet kind of spec §3; 5 says the person has no pet. */
  kind: number;
  size: number | null;
  breed: string;
  birth_date: string | null;
  photo: string | null;
}

export interface Team {
  id: number;
  name: string;
  sport: string;
}

export interface Vehicle {
  id: number;
  make: string;
  model: string;
  year: number | null;
  plate: string;
}
