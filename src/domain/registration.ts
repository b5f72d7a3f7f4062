import { emailDomain } from './formRules';

/** The registration steps in order, their routes, and which are done (pure rules). */

export const REGISTRATION_STEPS = ['account', 'workEmail', 'location', 'verify', 'interests', 'feedback'] as const;
export type RegistrationStep = (typeof REGISTRATION_STEPS)[number];

export const STEP_PATHS: Record<RegistrationStep, string> = {
  account: '/register',
  workEmail: '/register/work-email',
  location: '/register/location',
  verify: '/verify',
  interests: '/register/interests',
  feedback: '/register/feedback',
};

export function stepOfPath(pathname: string): RegistrationStep | null {
  const entry = Object.entries(STEP_PATHS).find(([, path]) => path === pathname);
  return entry ? (entry[0] as RegistrationStep) : null;
}

/** What a person has told us so far; saved in the tab's storage, never with the password. */
export interface RegistrationDraft {
  first_name: string;
  last_name: string;
  /** Gender enumeration value (spec §3), null while "Please select". */
  gender: number | null;
  /** Digits only. */
  cell_phone: string;
  work_email: string;
  /** The work email the server said is free. */
  checked_email: string | null;
  location_id: number | null;
  site_id: number | null;
  /** Where the verification code went: set once the account is created. */
  code_sent_to: string | null;
  verified: boolean;
  interests: number[];
  interests_done: boolean;
}

export const EMPTY_DRAFT: RegistrationDraft = {
  first_name: '',
  last_name: '',
  gender: null,
  cell_phone: '',
  work_email: '',
  checked_email: null,
  location_id: null,
  site_id: null,
  code_sent_to: null,
  verified: false,
  interests: [],
  interests_done: false,
};

const DONE: Record<RegistrationStep, (draft: RegistrationDraft) => boolean> = {
  account: (d) => d.first_name.trim() !== '' && d.last_name.trim() !== '' && d.gender !== null,
  workEmail: (d) => d.checked_email !== null && d.checked_email === d.work_email.trim().toLowerCase(),
  location: (d) => d.code_sent_to !== null,
  verify: (d) => d.verified,
  interests: (d) => d.interests_done,
  feedback: () => false,
};

export function isStepDone(draft: RegistrationDraft, step: RegistrationStep): boolean {
  return DONE[step](draft);
}

export function firstStepNotDone(draft: RegistrationDraft): RegistrationStep {
  return REGISTRATION_STEPS.find((step) => !isStepDone(draft, step)) ?? 'feedback';
}

/**
 * Whether a person may open `step` now: every earlier step must be done, and once the
 * email is verified the account exists, so the steps that built it are closed.
 */
export function canVisit(draft: RegistrationDraft, step: RegistrationStep): boolean {
  const index = REGISTRATION_STEPS.indexOf(step);
  if (draft.verified && index < REGISTRATION_STEPS.indexOf('interests')) return false;
  return REGISTRATION_STEPS.slice(0, index).every((earlier) => isStepDone(draft, earlier));
}

/**
 * Where opening `step` leads: the step itself; the step to go on from when `step` is closed
 * (the account exists once the email is verified); or nowhere yet, when the registration
 * has not reached `step` and the person is told so (`at` is the step they are at).
 */
export type StepVisit =
  | { kind: 'opens'; step: RegistrationStep }
  | { kind: 'closed'; step: RegistrationStep }
  | { kind: 'notReached'; at: RegistrationStep };

export function visitStep(draft: RegistrationDraft, step: RegistrationStep): StepVisit {
  if (canVisit(draft, step)) return { kind: 'opens', step };
  const at = firstStepNotDone(draft);
  return REGISTRATION_STEPS.indexOf(step) > REGISTRATION_STEPS.indexOf(at) ? { kind: 'notReached', at } : { kind: 'closed', step: at };
}

/**
 * Whether the page, showing the address of `shown` while the registration is at another step,
 * replaces that address (a step that cannot be opened, so back does not return to it) rather
 * than adding the new one (the person moved on, and back returns).
 */
export const replacesAddress = (draft: RegistrationDraft, shown: RegistrationStep) => !canVisit(draft, shown);

/** A saved draft read back: anything that is not a well-formed draft starts over. */
export function parseDraft(raw: string | null): RegistrationDraft {
  if (!raw) return EMPTY_DRAFT;
  try {
    const value = JSON.parse(raw) as Partial<RegistrationDraft>;
    const draft = { ...EMPTY_DRAFT, ...value };
    const wellFormed =
      typeof draft.first_name === 'string' &&
      typeof draft.last_name === 'string' &&
      (draft.gender === null || Number.isInteger(draft.gender)) &&
      typeof draft.cell_phone === 'string' &&
      typeof draft.work_email === 'string' &&
      (draft.checked_email === null || typeof draft.checked_email === 'string') &&
      (draft.location_id === null || Number.isInteger(draft.location_id)) &&
      (draft.site_id === null || Number.isInteger(draft.site_id)) &&
      (draft.code_sent_to === null || typeof draft.code_sent_to === 'string') &&
      typeof draft.verified === 'boolean' &&
      Array.isArray(draft.interests) &&
      draft.interests.every(Number.isInteger) &&
      typeof draft.interests_done === 'boolean';
    return wellFormed ? draft : EMPTY_DRAFT;
  } catch {
    return EMPTY_DRAFT;
  }
}

/**
 * The draft for registration opened from an invitation's link (`/register?email=…`): the work
 * email is the invited one, unless this tab's registration already made its account.
 */
export function withInvitedEmail(draft: RegistrationDraft, invited: string | null): RegistrationDraft {
  const email = invited?.trim() ?? '';
  if (!/^[^\s@]+@[^\s@]+$/.test(email) || email.length > 254 || draft.code_sent_to !== null) return draft;
  return { ...draft, work_email: email };
}

/** A work place as far as matching a work email goes; `email_domain` is null when it has none. */
export interface WorkPlaceDomain {
  id: number;
  email_domain: string | null;
}

const isAtDomain = (domain: string, placeDomain: string) => domain === placeDomain || domain.endsWith(`.${placeDomain}`);

/** Whether an email is at a work place's domain, a subdomain included (as registration matches it). */
export const isEmailAtDomain = (email: string, placeDomain: string) => isAtDomain(emailDomain(email), placeDomain.trim().toLowerCase());

/**
 * The work place a work email belongs to: the one whose domain the address is at (a subdomain
 * counts, ada@mail.northwind.example is at northwind.example; the most specific domain wins).
 * Null when no place matches, or when several share the matching domain (the person chooses).
 */
export function workPlaceOfEmail(email: string, places: readonly WorkPlaceDomain[]): number | null {
  const domain = emailDomain(email);
  if (domain === '') return null;
  const matches = places
    .map((place) => ({ id: place.id, placeDomain: place.email_domain?.trim().toLowerCase() ?? '' }))
    .filter(({ placeDomain }) => placeDomain !== '' && isAtDomain(domain, placeDomain));
  const longest = Math.max(0, ...matches.map(({ placeDomain }) => placeDomain.length));
  const best = matches.filter(({ placeDomain }) => placeDomain.length === longest);
  const [only, ...others] = best;
  return only && others.length === 0 ? only.id : null;
}
