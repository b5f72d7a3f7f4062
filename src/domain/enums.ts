/** Enumerations of spec §3, with the lookups screens need to show and pick them. */

export const GENDERS = [
  { value: 1, label: 'Male' },
  { value: 2, label: 'Female' },
  { value: 0, label: 'Prefer not to say' },
  { value: 3, label: 'Transgender' },
  { value: 4, label: 'Non-binary' },
] as const;

export type Gender = (typeof GENDERS)[number]['value'];

/** Shown while nothing is chosen; never a valid answer, so it is not in GENDERS. */
// The spec's label ("Please Select") in sentence case, like every other word of the app.
export const GENDER_PLACEHOLDER = { value: 5, label: 'Please select' } as const;

export function genderLabel(value: number | null | undefined): string | undefined {
  return GENDERS.find((gender) => gender.value === value)?.label;
}

export function isGender(value: unknown): value is Gender {
  return GENDERS.some((gender) => gender.value === value);
}

export const RELATIONSHIP_TYPE = { FAMILY: 1, SOCIAL: 2, PET: 3 } as const;

export type RelationshipType = (typeof RELATIONSHIP_TYPE)[keyof typeof RELATIONSHIP_TYPE];

/**
 * Values are unique within a type, not across types. The spec lists family values 3 and 4
 * without names; Stepchild and Grandchild are our choice, sitting between Child and Parent.
 */
export const RELATIONSHIPS = [
  { name: 'Spouse/partner', key: 'spouse', value: 1, type: RELATIONSHIP_TYPE.FAMILY },
  { name: 'Child', key: 'child', value: 2, type: RELATIONSHIP_TYPE.FAMILY },
  { name: 'Stepchild', key: 'stepchild', value: 3, type: RELATIONSHIP_TYPE.FAMILY },
  { name: 'Grandchild', key: 'grandchild', value: 4, type: RELATIONSHIP_TYPE.FAMILY },
  { name: 'Parent', key: 'parent', value: 5, type: RELATIONSHIP_TYPE.FAMILY },
  { name: 'Sibling', key: 'sibling', value: 6, type: RELATIONSHIP_TYPE.FAMILY },
  { name: 'Relative', key: 'relative', value: 7, type: RELATIONSHIP_TYPE.FAMILY },
  { name: 'Friend', key: 'friend', value: 1, type: RELATIONSHIP_TYPE.SOCIAL },
  { name: 'Coworker', key: 'coworker', value: 2, type: RELATIONSHIP_TYPE.SOCIAL },
  { name: 'Other', key: 'other', value: 3, type: RELATIONSHIP_TYPE.SOCIAL },
  { name: 'Pet', key: 'pet', value: 1, type: RELATIONSHIP_TYPE.PET },
] as const;

export type Relationship = (typeof RELATIONSHIPS)[number];

export function relationshipsOfType(type: RelationshipType): Relationship[] {
  return RELATIONSHIPS.filter((relationship) => relationship.type === type);
}

export function findRelationship(type: RelationshipType, value: number): Relationship | undefined {
  return RELATIONSHIPS.find((relationship) => relationship.type === type && relationship.value === value);
}

/** Family value 1: set only through the spouse call, one per person. */
export const SPOUSE_RELATIONSHIP = 1;

/** The family relationships the family form offers: all of type 1 but the spouse. */
export const FAMILY_MEMBER_RELATIONSHIPS = relationshipsOfType(RELATIONSHIP_TYPE.FAMILY).filter(
  (relationship) => relationship.value !== SPOUSE_RELATIONSHIP,
);

/**
 * The relationship's name; a value this app does not know (a backend's own) reads as
 * "Family member" or "Contact", so a saved person is still listed.
 */
export function relationshipName(type: RelationshipType, value: number): string {
  return findRelationship(type, value)?.name ?? (type === RELATIONSHIP_TYPE.FAMILY ? 'Family member' : 'Contact');
}

export const WORK_PLACE_TYPES = [
  { key: 'CORPORATE', value: 1, name: 'Corporate' },
  { key: 'HOTEL', value: 2, name: 'Hotel' },
  { key: 'HOSPITAL', value: 3, name: 'Hospital' },
] as const;

export type WorkPlaceType = (typeof WORK_PLACE_TYPES)[number]['value'];

export function workPlaceTypeName(value: number | null | undefined): string | undefined {
  return WORK_PLACE_TYPES.find((type) => type.value === value)?.name;
}

export const PET_KINDS = [
  { value: 1, label: 'Dog' },
  { value: 2, label: 'Cat' },
  { value: 3, label: 'Bird' },
  { value: 4, label: 'Others' },
  // Spelled with a backtick as in the spec.
  { value: 5, label: 'I don`t have a pet' },
] as const;

export type PetKind = (typeof PET_KINDS)[number]['value'];

/** Pet kind 5: the person has no pet. An answer, not a pet: never listed as one. */
export const NO_PET_KIND = 5;

/** The kinds a pet can be, offered when adding one: not "I don`t have a pet" (no pet is added then). */
export const PET_KIND_CHOICES = PET_KINDS.filter((kind) => kind.value !== NO_PET_KIND);

export function petKindLabel(value: number | null | undefined): string | undefined {
  return PET_KINDS.find((kind) => kind.value === value)?.label;
}

export const PET_SIZES = [
  { value: 1, label: 'Small' },
  { value: 2, label: 'Medium' },
  { value: 3, label: 'Large' },
  { value: 4, label: 'Giant' },
] as const;

export type PetSize = (typeof PET_SIZES)[number]['value'];

export function petSizeLabel(value: number | null | undefined): string | undefined {
  return PET_SIZES.find((size) => size.value === value)?.label;
}
