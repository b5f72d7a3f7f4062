import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  GENDERS,
  GENDER_PLACEHOLDER,
  PET_KINDS,
  PET_SIZES,
  RELATIONSHIPS,
  RELATIONSHIP_TYPE,
  WORK_PLACE_TYPES,
  findRelationship,
  genderLabel,
  isGender,
  petKindLabel,
  petSizeLabel,
  relationshipsOfType,
  workPlaceTypeName,
} from './enums';
import type { RelationshipType } from './enums';

describe('enumerations of spec §3', () => {
  it('lists the genders in order, without the placeholder', () => {
    expect(GENDERS.map((g) => [g.value, g.label])).toEqual([
      [1, 'Male'],
      [2, 'Female'],
      [0, 'Prefer not to say'],
      [3, 'Transgender'],
      [4, 'Non-binary'],
    ]);
    expect(GENDER_PLACEHOLDER).toEqual({ value: 5, label: 'Please select' });
    expect(isGender(GENDER_PLACEHOLDER.value)).toBe(false);
    expect(genderLabel(GENDER_PLACEHOLDER.value)).toBeUndefined();
    expect(genderLabel(0)).toBe('Prefer not to say');
    expect(isGender(4)).toBe(true);
    expect(isGender('4')).toBe(false);
  });

  it('groups relationships by type', () => {
    const names = (type: RelationshipType) => relationshipsOfType(type).map((r) => [r.name, r.value]);
    expect(names(RELATIONSHIP_TYPE.FAMILY)).toEqual([
      ['Spouse/partner', 1],
      ['Child', 2],
      ['Stepchild', 3],
      ['Grandchild', 4],
      ['Parent', 5],
      ['Sibling', 6],
      ['Relative', 7],
    ]);
    expect(names(RELATIONSHIP_TYPE.SOCIAL)).toEqual([
      ['Friend', 1],
      ['Coworker', 2],
      ['Other', 3],
    ]);
    expect(names(RELATIONSHIP_TYPE.PET)).toEqual([['Pet', 1]]);
    expect(findRelationship(RELATIONSHIP_TYPE.SOCIAL, 1)?.name).toBe('Friend');
    expect(findRelationship(RELATIONSHIP_TYPE.PET, 2)).toBeUndefined();
  });

  it('names work-place types', () => {
    expect(WORK_PLACE_TYPES.map((t) => [t.key, t.value])).toEqual([
      ['CORPORATE', 1],
      ['HOTEL', 2],
      ['HOSPITAL', 3],
    ]);
    expect(workPlaceTypeName(2)).toBe('Hotel');
    expect(workPlaceTypeName(null)).toBeUndefined();
  });

  it('lists pet kinds and sizes', () => {
    expect(PET_KINDS.map((k) => k.label)).toEqual(['Dog', 'Cat', 'Bird', 'Others', 'I don`t have a pet']);
    expect(PET_SIZES.map((s) => s.label)).toEqual(['Small', 'Medium', 'Large', 'Giant']);
    expect(petKindLabel(5)).toBe('I don`t have a pet');
    expect(petSizeLabel(4)).toBe('Giant');
    expect(petSizeLabel(0)).toBeUndefined();
  });

  it('has unique values within each list, and unique relationship keys', () => {
    const unique = (values: readonly unknown[]) => new Set(values).size === values.length;
    for (const list of [GENDERS, WORK_PLACE_TYPES, PET_KINDS, PET_SIZES]) {
      expect(unique(list.map((item) => item.value))).toBe(true);
    }
    for (const type of Object.values(RELATIONSHIP_TYPE)) {
      expect(unique(relationshipsOfType(type).map((r) => r.value))).toBe(true);
    }
    expect(unique(RELATIONSHIPS.map((r) => r.key))).toBe(true);
  });

  it('lookups find a label exactly for listed values', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 20 }), (value) => {
        expect(genderLabel(value) !== undefined).toBe(GENDERS.some((g) => g.value === value));
        expect(isGender(value)).toBe(genderLabel(value) !== undefined);
        expect(workPlaceTypeName(value) !== undefined).toBe(WORK_PLACE_TYPES.some((t) => t.value === value));
        expect(petKindLabel(value) !== undefined).toBe(PET_KINDS.some((k) => k.value === value));
        expect(petSizeLabel(value) !== undefined).toBe(PET_SIZES.some((s) => s.value === value));
      }),
    );
  });
});
