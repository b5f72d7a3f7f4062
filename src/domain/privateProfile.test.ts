import { describe, expect, it } from 'vitest';
import {
  FAMILY_MEMBER_RELATIONSHIPS,
  NO_PET_KIND,
  PET_KIND_CHOICES,
  PET_KINDS,
  RELATIONSHIP_TYPE,
  SPOUSE_RELATIONSHIP,
  relationshipName,
} from './enums';
import { familyForm, petForm, vehicleForm } from './formRules';
import {
  fullName,
  isProfileFormName,
  personDetails,
  petDetails,
  petsOf,
  profileFormId,
  vehicleName,
  type Pet,
} from './privateProfile';

const pet = (id: number, kind: number, name = 'Biscuit'): Pet => ({ id, name, kind, size: null, breed: '', birth_date: null, photo: null });

describe('relationships of the private profile', () => {
  it('offers every family relationship but the spouse, whose value has its own call', () => {
    expect(SPOUSE_RELATIONSHIP).toBe(1);
    expect(FAMILY_MEMBER_RELATIONSHIPS.map((r) => r.value)).toEqual([2, 3, 4, 5, 6, 7]);
  });

  it('names the spec’s unnamed gaps 3 and 4, and still names a value it does not know', () => {
    expect(relationshipName(RELATIONSHIP_TYPE.FAMILY, 3)).toBe('Stepchild');
    expect(relationshipName(RELATIONSHIP_TYPE.FAMILY, 4)).toBe('Grandchild');
    expect(relationshipName(RELATIONSHIP_TYPE.FAMILY, 9)).toBe('Family member');
    expect(relationshipName(RELATIONSHIP_TYPE.SOCIAL, 2)).toBe('Coworker');
    expect(relationshipName(RELATIONSHIP_TYPE.SOCIAL, 7)).toBe('Contact');
  });
});

describe('pets', () => {
  it('treats kind 5 as the answer "no pet", never as a pet', () => {
    expect(PET_KINDS.find((kind) => kind.value === NO_PET_KIND)?.label).toBe('I don`t have a pet');
    expect(petsOf([pet(1, NO_PET_KIND, '')])).toEqual({ listed: [], saidNone: pet(1, NO_PET_KIND, '') });
    // A pet saved alongside an old answer wins: it is listed and the answer is not shown.
    expect(petsOf([pet(1, NO_PET_KIND, ''), pet(2, 1)])).toEqual({ listed: [pet(2, 1)], saidNone: null });
    expect(petsOf([])).toEqual({ listed: [], saidNone: null });
  });

  it('describes a pet with its kind, size, breed and birth date', () => {
    expect(petDetails({ ...pet(1, 1), size: 2, breed: 'Beagle', birth_date: '2020-03-01' })).toBe('Dog · Medium · Beagle · Born March 1, 2020');
    expect(petDetails(pet(1, 9))).toBe('');
  });

  it('offers the kinds a pet can be, without "I don`t have a pet", and sends a pet only with a name', () => {
    expect(PET_KIND_CHOICES.map((kind) => kind.label)).toEqual(['Dog', 'Cat', 'Bird', 'Others']);
    const values = { name: '', kind: '1', size: '2', breed: 'Beagle', birth_date: '2020-01-01' };
    expect(petForm().check(values)).toEqual({ name: 'Name is required' });
    expect(petForm(4).toRequest({ ...values, name: 'Biscuit' })).toEqual({ id: 4, name: 'Biscuit', kind: 1, size: 2, breed: 'Beagle', birth_date: '2020-01-01' });
    expect(petForm().check({ ...values, kind: '' })).toMatchObject({ kind: 'Choose a kind of pet' });
  });
});

describe('the profile form route', () => {
  it('knows its forms and takes `new` or a positive id', () => {
    expect(isProfileFormName('family')).toBe(true);
    expect(isProfileFormName('boats')).toBe(false);
    expect(profileFormId('new')).toBe('new');
    expect(profileFormId('12')).toBe(12);
    for (const bad of ['0', '-1', '1.5', 'abc', '012', undefined]) expect(profileFormId(bad)).toBeNull();
  });
});

describe('names and lines', () => {
  it('names people and vehicles', () => {
    expect(fullName({ first_name: 'Lily', last_name: '' })).toBe('Lily');
    expect(fullName({ first_name: '', last_name: '' })).toBe('Unnamed');
    expect(personDetails({ id: 1, first_name: 'L', last_name: 'T', relationship: 2, birth_date: '2019-04-12' }, RELATIONSHIP_TYPE.FAMILY)).toBe(
      'Child · Born April 12, 2019',
    );
    expect(vehicleName({ id: 1, make: 'Toyota', model: 'Prius', year: 2019, plate: '' })).toBe('2019 Toyota Prius');
    expect(vehicleName({ id: 1, make: '', model: '', year: null, plate: '' })).toBe('Vehicle');
  });

  it('sends family members and vehicles as the server takes them', () => {
    expect(familyForm(3).toRequest({ first_name: ' Noah ', last_name: 'T', relationship: '2', birth_date: '' })).toEqual({
      id: 3,
      first_name: 'Noah',
      last_name: 'T',
      relationship: 2,
      birth_date: null,
    });
    expect(vehicleForm().toRequest({ make: 'Toyota', model: 'Prius', year: '', plate: ' 7abc-12 ' })).toEqual({
      make: 'Toyota',
      model: 'Prius',
      year: null,
      plate: '7ABC-12',
    });
    expect(vehicleForm().check({ make: 'Toyota', model: 'Prius', year: '1899', plate: '' })).toEqual({ year: 'Enter a year from 1900 to 2100' });
  });
});
