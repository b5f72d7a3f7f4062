import type { SnapshotFrom } from 'xstate';
import { REGISTRATION_STEPS, workPlaceOfEmail, type RegistrationStep } from '../domain/registration';
import type { registrationMachine } from './registrationMachine';

type RegistrationSnapshot = SnapshotFrom<typeof registrationMachine>;

export function currentStep(snapshot: RegistrationSnapshot): RegistrationStep | 'starting' | 'done' {
  if (snapshot.matches('done')) return 'done';
  return REGISTRATION_STEPS.find((step) => snapshot.matches(step)) ?? 'starting';
}

export const selectDraft = (s: RegistrationSnapshot) => s.context.draft;
export const selectError = (s: RegistrationSnapshot) => s.context.error;
export const selectNotice = (s: RegistrationSnapshot) => s.context.notice;
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
