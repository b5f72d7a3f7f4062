import { http } from 'msw';
import { contactPreferenceForm, interestsForm } from '../../../src/domain/formRules';
import type { FormSpec } from '../../../src/domain/formSpec';
import { demoPreference, ok } from '../../support/sessionHandlers';
import { present, type CaseValues, type FormCase } from './formCase';

/** The most interests a person keeps (docs/api.md `POST /api/v2/user/interests`: at most 50). */
const MOST_INTERESTS = 50;
/** The work place's interests: two more than a person may keep. */
const INTERESTS = Array.from({ length: MOST_INTERESTS + 2 }, (_, index) => ({ id: index + 1, name: `Interest ${index + 1}` }));
const YOGA = INTERESTS[4]!;
/** The interests as the form holds them in a case: ids joined by commas. */
const idsOf = (text: string) => text.split(',').filter(Boolean);
const savedAnswer = (saved: readonly unknown[]) => saved.at(-1) as Record<string, unknown> | undefined;

/** Settings → Interests: chips from the work place's list, saved together; the form stays and says so. */
export const interestsCase: FormCase = {
  key: 'interests',
  startName: 'your interests',
  // The demo person keeps one (docs/api.md: the preference read's `interests`).
  start: { interests: demoPreference.interests.join(',') },
  page: '/settings/account/interests',
  liveId: 'account.interests',
  formName: 'Interests',
  labels: { interests: 'Interests' },
  options: { interests: Object.fromEntries(INTERESTS.map(({ id, name }) => [String(id), name])) },
  picks: { interests: 'toggles' },
  saveButton: 'Save interests',
  savesOnlyChanges: true,
  saveName: 'saves the interests',
  savedName: 'the server saves the interests',
  typings: [
    { name: 'lets go of every interest', changes: { interests: '' } },
    { name: `picks ${YOGA.name} too`, changes: { interests: [...demoPreference.interests, YOGA.id].join(',') } },
    // The first fifty of the list; sent in the order picked, the one kept first.
    {
      name: `picks ${MOST_INTERESTS} interests, the most allowed`,
      changes: { interests: [...demoPreference.interests, ...INTERESTS.slice(0, MOST_INTERESTS).map(({ id }) => id).filter((id) => !demoPreference.interests.includes(id))].join(',') },
    },
  ],
  // The real rules take the chosen ids as a list.
  rules: {
    check: (values) => interestsForm.check({ interests: idsOf(values.interests!) }) as CaseValues,
    toRequest: (values) => interestsForm.toRequest({ interests: idsOf(values.interests!) }),
    keepsDraft: interestsForm.keepsDraft,
  },
  findings: (values) => present({ interests: idsOf(values.interests!).length > MOST_INTERESTS ? `Choose at most ${MOST_INTERESTS} interests` : undefined }),
  endpoint: '/api/v2/user/interests',
  // The ids as numbers (docs/api.md: `{ interests: [id, …] }`).
  request: (values) => ({ interests: idsOf(values.interests!).map(Number) }),
  answer: (values) => ({ interests: idsOf(values.interests!).map(Number) }),
  after: { says: () => 'Your interests are saved.', empties: false },
  // The work place's list, on this case's paths only (the password form's paths leave for an empty one).
  reads: (_saved, mine) => [http.post('/reactapi/dictionary/interests', () => (mine() ? ok({ interests: INTERESTS }) : undefined))],
  profile: (saved) => (savedAnswer(saved) ? { interests: savedAnswer(saved)!.interests } : {}),
};

/** The first `count` interests of the list, as the form holds them. */
const firstInterests = (count: number) => INTERESTS.slice(0, count).map(({ id }) => id).join(',');

/**
 * Settings → Interests for a person who keeps more than may be saved: every one of the list (a
 * real backend may hold more than 50, docs/api.md). Letting go of one still leaves too many.
 */
export const manyInterestsCase: FormCase = {
  ...interestsCase,
  key: 'manyInterests',
  startName: 'more interests than allowed',
  start: { interests: firstInterests(INTERESTS.length) },
  saveName: 'saves the interests left',
  savedName: 'the server saves the interests left',
  typings: [
    { name: `lets go of one, keeping ${MOST_INTERESTS + 1}`, changes: { interests: firstInterests(MOST_INTERESTS + 1) } },
    { name: `lets go of two, keeping ${MOST_INTERESTS}, the most`, changes: { interests: firstInterests(MOST_INTERESTS) } },
  ],
  // The person's account on this case's paths keeps them all, or what was saved since.
  reads: (saved, mine) => [
    http.post('/reactapi/view/account/preference', () =>
      mine() ? ok({ ...demoPreference, interests: savedAnswer(saved())?.interests ?? INTERESTS.map(({ id }) => id) }) : undefined,
    ),
    ...interestsCase.reads!(saved, mine),
  ],
  profile: undefined,
};

const CHOICES = { email: 'Email', phone: 'Phone call', sms: 'Text message' };

/** Settings → Contact preference: one of three, saved with the button; the form stays and says so. */
export const contactPreferenceCase: FormCase = {
  key: 'contactPreference',
  startName: 'your contact preference',
  start: { contact_preference: demoPreference.contact_preference },
  page: '/settings/account/contact',
  liveId: 'account.contactPreference',
  formName: 'Contact preference',
  labels: { contact_preference: 'Reach me by' },
  options: { contact_preference: CHOICES },
  picks: { contact_preference: 'radios' },
  saveButton: 'Save preference',
  savesOnlyChanges: true,
  saveName: 'saves the contact preference',
  savedName: 'the server saves the contact preference',
  typings: [
    { name: 'chooses text messages', changes: { contact_preference: 'sms' } },
    { name: 'chooses phone calls', changes: { contact_preference: 'phone' } },
  ],
  rules: contactPreferenceForm as unknown as FormSpec<CaseValues, unknown>,
  // One is always chosen; spec §5's '%s is required' if none were.
  findings: (values) => present({ contact_preference: values.contact_preference === '' ? 'Contact preference is required' : undefined }),
  endpoint: '/reactapi/user/edit',
  // Only the preference (docs/api.md: keys left out keep their value).
  request: (values) => ({ contact_preference: values.contact_preference }),
  answer: (values) => ({
    contact_preference: values.contact_preference,
    receive_order_email_notify: demoPreference.receive_order_email_notify,
    receive_push_notify: demoPreference.receive_push_notify,
    receive_reminder_email_notify: demoPreference.receive_reminder_email_notify,
  }),
  after: { says: () => 'Your contact preference is saved.', empties: false },
  profile: (saved) => (savedAnswer(saved) ? { contact_preference: savedAnswer(saved)!.contact_preference } : {}),
};
