import * as z from 'zod/mini';
import {
  FAMILY_MEMBER_RELATIONSHIPS,
  NO_PET_KIND,
  PET_KINDS,
  PET_SIZES,
  RELATIONSHIP_TYPE,
  relationshipsOfType,
} from '../../domain/enums';
import { emailSchema, isoDate, requiredText, text } from './registration';
import { listOf, optionalText, orDefault, orNull } from './tolerant';

/**
 * Contract of the private profile (spec §3 "Profile info", §7): spouse, family, pets, teams,
 * vehicles and friends. Spec §7 names the paths; the fields are designed here and in
 * docs/api.md ("Private profile"). Shared with the server.
 */

const id = z.int().check(z.positive());
const dateOrNull = z.nullable(isoDate);
const personName = { first_name: requiredText('First name', 60), last_name: requiredText('Last name', 60) };

/** Family relationship values the family form may save: type 1 without the spouse, who has its own call. */
export const FAMILY_RELATIONSHIP_VALUES = FAMILY_MEMBER_RELATIONSHIPS.map((relationship) => relationship.value);
/** Social relationship values (spec §3 type 2) for friends. */
export const SOCIAL_RELATIONSHIP_VALUES = relationshipsOfType(RELATIONSHIP_TYPE.SOCIAL).map((relationship) => relationship.value);

const oneOf = (values: readonly number[], message: string) => z.int().check(z.refine((value) => values.includes(value), message));

// ---- As read -------------------------------------------------------------------------

/** A spouse, family member or friend as read: names, relationship and saved dates. */
export const personSchema = z.object({
  id,
  first_name: optionalText,
  last_name: optionalText,
  relationship: orDefault(z.int(), 0),
  birth_date: orNull(isoDate),
});
export type Person = z.infer<typeof personSchema>;

export const spouseSchema = z.extend(personSchema, { anniversary_date: orNull(isoDate) });
export type Spouse = z.infer<typeof spouseSchema>;

export const petSchema = z.object({
  id,
  name: optionalText,
  kind: orDefault(z.int(), 4),
  size: orNull(z.int()),
  breed: optionalText,
  birth_date: orNull(isoDate),
  /** Same-origin or absolute URL of the photo, null without one. */
  photo: orNull(z.string()),
});
export type Pet = z.infer<typeof petSchema>;

export const teamSchema = z.object({ id, name: optionalText, sport: optionalText });
export type Team = z.infer<typeof teamSchema>;

export const vehicleSchema = z.object({
  id,
  make: optionalText,
  model: optionalText,
  year: orNull(z.int()),
  plate: optionalText,
});
export type Vehicle = z.infer<typeof vehicleSchema>;

export const friendSchema = z.extend(personSchema, { email: optionalText });
export type Friend = z.infer<typeof friendSchema>;

/**
 * The private-profile fields of `POST /reactapi/view/account/preference`. `family` (designed)
 * lists every family member but the spouse; see `withFamily`.
 */
export const privateProfileFields = {
  spouse: orNull(spouseSchema),
  children: listOf(personSchema),
  family: z.catch(z.optional(z.array(personSchema)), undefined),
  pets: listOf(petSchema),
  userTeams: listOf(teamSchema),
  vehicles: listOf(vehicleSchema),
};

/** A backend that answers only the spec's `children` has those read as the family. */
export const withFamily = <T extends { family?: Person[]; children: Person[] }>({ family, ...rest }: T) => ({
  ...rest,
  family: family ?? rest.children,
});

// ---- Writes: each answers the saved row -----------------------------------------------

/** `POST /reactapi/user/spouse`: saves the one spouse/partner (adds or replaces). */
export const spouseRequestSchema = z.object({ ...personName, birth_date: dateOrNull, anniversary_date: dateOrNull });
export type SpouseRequest = z.infer<typeof spouseRequestSchema>;
export const spouseResultSchema = z.object({ spouse: spouseSchema });

/** `POST /reactapi/user/add-family`: adds a family member, or edits the one with `id`. */
export const familyRequestSchema = z.object({
  id: z.optional(id),
  ...personName,
  relationship: oneOf(FAMILY_RELATIONSHIP_VALUES, 'Choose a relationship'),
  birth_date: dateOrNull,
});
export type FamilyRequest = z.infer<typeof familyRequestSchema>;
export const familyResultSchema = z.object({ member: personSchema });

/** `POST /reactapi/user/add-pet`: adds a pet, or edits the one with `id`. Kind 5 needs no name: it says there is no pet. */
export const petRequestSchema = z
  .object({
    id: z.optional(id),
    name: text('Name', 60),
    kind: oneOf(PET_KINDS.map((kind) => kind.value), 'Choose a kind of pet'),
    size: z.nullable(oneOf(PET_SIZES.map((size) => size.value), 'Choose a size')),
    breed: text('Breed', 60),
    birth_date: dateOrNull,
  })
  .check(
    z.refine((pet) => pet.kind === NO_PET_KIND || pet.name.length > 0, { message: 'Name is required', path: ['name'] }),
  );
export type PetRequest = z.infer<typeof petRequestSchema>;
export const petResultSchema = z.object({ pet: petSchema });

/** `POST /api/user/add-pet-photo`: makes an uploaded image (announced and PUT as for the avatar) the pet's photo. */
export const petPhotoRequestSchema = z.object({ pet_id: id, upload_id: z.string().check(z.minLength(1)) });

/** `POST /reactapi/user/add-team`: adds a team, or edits the one with `id`. */
export const teamRequestSchema = z.object({ id: z.optional(id), name: requiredText('Team', 80), sport: text('Sport', 40) });
export type TeamRequest = z.infer<typeof teamRequestSchema>;
export const teamResultSchema = z.object({ team: teamSchema });

/** `POST /reactapi/user/edit-vehicle`: adds a vehicle, or edits the one with `id`. */
export const vehicleRequestSchema = z.object({
  id: z.optional(id),
  make: requiredText('Make', 40),
  model: requiredText('Model', 40),
  year: z.nullable(z.int().check(z.minimum(1900, 'Enter a year from 1900'), z.maximum(2100, 'Enter a year up to 2100'))),
  plate: z.string().check(
    z.trim(),
    z.toUpperCase(),
    z.regex(/^[A-Z0-9 -]{0,10}$/, 'A plate has up to 10 letters, digits, spaces or dashes'),
  ),
});
export type VehicleRequest = z.infer<typeof vehicleRequestSchema>;
export const vehicleResultSchema = z.object({ vehicle: vehicleSchema });

/** `POST /api/v2/user/add-friend` (no id) and `edit-friend` (with id). */
const friendFields = {
  ...personName,
  relationship: oneOf(SOCIAL_RELATIONSHIP_VALUES, 'Choose a relationship'),
  birth_date: dateOrNull,
  email: z.union([z.literal(''), emailSchema]),
};
export const friendAddRequestSchema = z.object(friendFields);
export const friendEditRequestSchema = z.object({ id, ...friendFields });
export type FriendRequest = z.infer<typeof friendAddRequestSchema>;
export const friendResultSchema = z.object({ friend: friendSchema });
/** `GET /api/v2/user/friends`. */
export const friendListSchema = z.object({ friends: listOf(friendSchema) });
