import { petForm } from '../../../src/domain/formRules';
import type { FormSpec } from '../../../src/domain/formSpec';
import { DAY_BEFORE_FIRST, FIRST_DAY, TODAY, TOMORROW, dateTypings, listedDay, pastDateFinding } from './family';
import { longerThan, notOneLine, present, SPACES, textOf, type CaseValues, type FormCase } from './formCase';
import { PROFILE_PAGE } from './privateProfile';

/** The kinds and sizes offered (docs/api.md "Pets": kind 1 Dog, size 2 Medium), by the value picked. */
const KINDS: CaseValues = { '1': 'Dog' };
const SIZES: CaseValues = { '2': 'Medium' };
const PET_NAME = 'Biscuit';

/**
 * What is wrong with a pet, as the server's contract states it (src/api/contract/profile.ts
 * `petRequestSchema`: a kind chosen, `Choose a kind of pet`; a name required once trimmed for
 * any kind offered, up to 60 characters; a breed up to 60 or none; a size or none; a date of
 * birth from 1900 to today, or none).
 */
function petFindings(values: CaseValues): CaseValues {
  return present({
    name: values.name!.trim() === '' ? 'Name is required' : (longerThan('Name', 60, values.name!) ?? notOneLine('Name', values.name!)),
    kind: values.kind === '' ? 'Choose a kind of pet' : undefined,
    breed: longerThan('Breed', 60, values.breed!) ?? notOneLine('Breed', values.breed!),
    birth_date: pastDateFinding(values.birth_date!),
  });
}

const named = (v: CaseValues) => v.name !== '' && petFindings(v).name === undefined;
/** The name passes and a kind is chosen: the optional fields may be filled, each while those after it are empty. */
const kindChosen = (v: CaseValues) => named(v) && v.kind !== '';

/** Settings → Profile → Add a pet: a page of its own, left for the profile once saved or cancelled. */
export const petCase: FormCase = {
  key: 'pet',
  startName: 'a new pet',
  start: { name: '', kind: '', size: '', breed: '', birth_date: '' },
  page: `${PROFILE_PAGE}/pet/new`,
  liveId: 'account.pet',
  formName: 'Add a pet',
  labels: { kind: 'Kind', name: 'Name', size: 'Size', breed: 'Breed', birth_date: 'Date of birth' },
  options: { kind: KINDS, size: SIZES },
  shownLimits: { name: 60, breed: 60 },
  saveButton: 'Save',
  saveName: 'saves the pet',
  savedName: 'the server saves the pet',
  typings: [
    // The name first: until a kind is chosen, each save also finds none chosen.
    ...[
      { name: "types a pet's name with spaces around it", text: `  ${PET_NAME}  ` },
      { name: "types a pet's name of spaces", text: SPACES },
      { name: "pastes a pet's 60-character name", text: textOf(`${PET_NAME} `, 60) },
      { name: "pastes a pet's 61-character name", text: textOf(`${PET_NAME} `, 61) },
      { name: "pastes a pet's name with a hidden control character", text: `${PET_NAME}\u202E the second` },
    ].map(({ name, text }) => ({ name, changes: { name: text }, when: (v: CaseValues) => v.name === '' && v.kind === '' })),
    { name: 'picks the kind Dog', changes: { kind: '1' }, when: (v) => named(v) && v.kind === '' },
    // A size is optional: picked by some paths, before the breed and the date.
    { name: 'picks the size Medium', changes: { size: '2' }, when: (v) => kindChosen(v) && v.size === '' && v.breed === '' && v.birth_date === '' },
    // What the rules refuse only while no size is picked: a size picked is then saved, and its number seen sent.
    ...[
      { name: "types a pet's breed with spaces around it", breed: ' Beagle ' },
      { name: "pastes a pet's 60-character breed", breed: textOf('Beagle ', 60) },
      { name: "pastes a pet's 61-character breed", breed: textOf('Beagle ', 61), unsized: true },
      { name: "pastes a pet's breed with a hidden control character", breed: 'Beagle\u2066 cross', unsized: true },
    ].map(({ name, breed, unsized }) => ({
      name,
      changes: { breed },
      when: (v: CaseValues) => kindChosen(v) && v.breed === '' && v.birth_date === '' && (!unsized || v.size === ''),
    })),
    ...dateTypings("a pet's", 'date of birth', 'birth_date', [FIRST_DAY, TODAY], kindChosen),
    ...dateTypings("a pet's", 'date of birth', 'birth_date', [DAY_BEFORE_FIRST, TOMORROW], (v) => kindChosen(v) && v.size === ''),
  ],
  rules: petForm() as unknown as FormSpec<CaseValues, unknown>,
  findings: petFindings,
  endpoint: '/reactapi/user/add-pet',
  // A new pet has no id; the texts trimmed, kind and size numbers (no size: none), no date sent as none.
  request: (values) => ({
    name: values.name!.trim(),
    kind: Number(values.kind),
    size: values.size === '' ? null : Number(values.size),
    breed: values.breed!.trim(),
    birth_date: values.birth_date || null,
  }),
  answer: (values) => ({ pet: { id: 63, ...(petCase.request(values) as object), photo: null } }),
  after: {
    closesTo: PROFILE_PAGE,
    cancelName: 'cancels the pet',
    // "Dog · Medium · Beagle · Born March 1, 2020" under its name.
    lists: (sent) => [
      sent.name!.trim(),
      [KINDS[sent.kind!], SIZES[sent.size!], sent.breed!.trim(), sent.birth_date && `Born ${listedDay(sent.birth_date)}`].filter(Boolean).join(' · '),
    ],
    empty: 'No pets saved.',
  },
  profile: (saved) => ({ pets: saved.map((answer) => (answer as { pet: unknown }).pet) }),
};
