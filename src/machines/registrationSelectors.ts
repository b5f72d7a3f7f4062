import type { SnapshotFrom } from 'xstate';
import {
  REGISTRATION_STEPS,
  STEP_PATHS,
  firstStepNotDone,
  replacesAddress,
  workPlaceOfEmail,
  type RegistrationStep,
} from '../domain/registration';
import type { registrationMachine } from './registrationMachine';

type RegistrationSnapshot = SnapshotFrom<typeof registrationMachine>;

export function currentStep(snapshot: RegistrationSnapshot): RegistrationStep | 'starting' | 'turnedAway' | 'done' {
  if (snapshot.matches('done')) return 'done';
  if (snapshot.matches('turnedAway')) return 'turnedAway';
  return REGISTRATION_STEPS.find((step) => snapshot.matches(step)) ?? 'starting';
}

/** The address the page moves to so it shows the machine's step; null when it already does. */
export function selectAddressToShow(snapshot: RegistrationSnapshot): { path: string; replace: boolean } | null {
  const step = currentStep(snapshot);
  const { shown, draft } = snapshot.context;
  if (!REGISTRATION_STEPS.includes(step as RegistrationStep) || shown === null || shown === step) return null;
  return { path: STEP_PATHS[step as RegistrationStep], replace: replacesAddress(draft, shown) };
}

/** When the page asked for a step not reached: that step, and the step the person is at. */
export function selectTurnedAway(snapshot: RegistrationSnapshot): { asked: RegistrationStep; at: RegistrationStep } | null {
  const { shown, draft } = snapshot.context;
  return snapshot.matches('turnedAway') && shown ? { asked: shown, at: firstStepNotDone(draft) } : null;
}

export const selectDraft = (s: RegistrationSnapshot) => s.context.draft;
export const selectError = (s: RegistrationSnapshot) => s.context.error;
export const selectNotice = (s: RegistrationSnapshot) => s.context.notice;
export const selectCodeRefused = (s: RegistrationSnapshot) => s.context.codeRefused;
export const selectPassword = (s: RegistrationSnapshot) => s.context.password;
export const selectLocations = (s: RegistrationSnapshot) => s.context.locations;
/** The work place the work email is at (the one preselected when none was chosen before), or null. */
export const selectEmailWorkPlace = (s: RegistrationSnapshot) => {
  const id = workPlaceOfEmail(s.context.draft.work_email, s.context.locations);
  return s.context.locations.find((location) => location.id === id) ?? null;
};
export const selectSites = (s: RegistrationSnapshot) => s.context.sites;
export const selectInterestOptions = (s: RegistrationSnapshot) => s.context.interestOptions;
export const selectResendAvailableAt = (s: RegistrationSnapshot) => s.context.resendAvailableAt;

/** Which part of a step is busy or waiting, for the step's screen. */
export const selectPhase = (s: RegistrationSnapshot) => {
  if (s.matches({ workEmail: 'checking' })) return 'checkingEmail';
  if (s.matches({ location: 'loadingLocations' }) || s.matches({ interests: 'loading' })) return 'loading';
  if (s.matches({ location: 'failed' }) || s.matches({ interests: 'failed' })) return 'failed';
  if (s.matches({ location: 'loadingSites' })) return 'loadingSites';
  if (s.matches({ location: 'creatingAccount' })) return 'creatingAccount';
  if (s.matches({ verify: { code: 'verifying' } })) return 'verifying';
  if (s.matches({ interests: 'saving' })) return 'saving';
  return 'idle';
};

export const selectResend = (s: RegistrationSnapshot): 'coolingDown' | 'available' | 'sending' | null =>
  s.matches({ verify: { resend: 'coolingDown' } })
    ? 'coolingDown'
    : s.matches({ verify: { resend: 'available' } })
      ? 'available'
      : s.matches({ verify: { resend: 'sending' } })
        ? 'sending'
        : null;
