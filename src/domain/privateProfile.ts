/**
 * The private profile (spec §3 "Profile info": spouse, children, pets, teams, vehicles; and
 * friends): what is saved about the people and things in a person's life. Fields beyond the
 * spec's names are designed (docs/api.md "Private profile").
 */
import { formatCalendarDate } from './format';
import { NO_PET_KIND, petKindLabel, petSizeLabel, relationshipName, type RelationshipType } from './enums';

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

/** The forms of `settings/account/profile/:formName/:formId` (spec §2). */
export const PROFILE_FORMS = ['spouse', 'family', 'pet', 'team', 'vehicle', 'friend'] as const;
export type ProfileFormName = (typeof PROFILE_FORMS)[number];

export const isProfileFormName = (name: string | undefined): name is ProfileFormName =>
  (PROFILE_FORMS as readonly string[]).includes(name ?? '');

/** `formId` of the form route: `new`, or the id of a saved row; null for anything else. */
export function profileFormId(formId: string | undefined): number | 'new' | null {
  if (formId === 'new') return 'new';
  return formId !== undefined && /^[1-9]\d{0,15}$/.test(formId) ? Number(formId) : null;
}

export const profileFormPath = (form: ProfileFormName, id: number | 'new') => `/settings/account/profile/${form}/${id}`;

export const fullName = (person: Pick<Person, 'first_name' | 'last_name'>) =>
  [person.first_name, person.last_name].filter(Boolean).join(' ') || 'Unnamed';

/** "2019 Toyota Prius", or its make when nothing else is saved. */
export const vehicleName = (vehicle: Vehicle) =>
  [vehicle.year ?? '', vehicle.make, vehicle.model].filter(Boolean).join(' ') || 'Vehicle';

/**
 * The pets to list, and whether the person said they have none (pet kind 5, spec §3): that
 * answer is not a pet, so it is never listed as one.
 */
export function petsOf(pets: readonly Pet[]): { listed: Pet[]; saidNone: Pet | null } {
  const listed = pets.filter((pet) => pet.kind !== NO_PET_KIND);
  return { listed, saidNone: listed.length === 0 ? (pets.find((pet) => pet.kind === NO_PET_KIND) ?? null) : null };
}

const joined = (parts: readonly (string | null | false | undefined)[]) => parts.filter(Boolean).join(' · ');

/** "Child · Born April 12, 2019": the line under a family member or friend. */
export const personDetails = (person: Person, type: RelationshipType) =>
  joined([relationshipName(type, person.relationship), person.birth_date && `Born ${formatCalendarDate(person.birth_date)}`]);

export const spouseDetails = (spouse: Spouse) =>
  joined([
    spouse.birth_date && `Born ${formatCalendarDate(spouse.birth_date)}`,
    spouse.anniversary_date && `Anniversary ${formatCalendarDate(spouse.anniversary_date)}`,
  ]);

/** "Dog · Medium · Beagle · Born March 1, 2020". */
export const petDetails = (pet: Pet) =>
  joined([petKindLabel(pet.kind), petSizeLabel(pet.size), pet.breed, pet.birth_date && `Born ${formatCalendarDate(pet.birth_date)}`]);
