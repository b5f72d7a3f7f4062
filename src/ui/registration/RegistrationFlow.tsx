import { useActorRef, useSelector } from '@xstate/react';
import { use, useEffect, useRef, useState, type ComponentType } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { REGISTRATION_STEPS, STEP_PATHS, stepOfPath, withInvitedEmail, type RegistrationStep } from '../../domain/registration';
import { currentStep } from '../../machines/registrationSelectors';
import { useAppServices } from '../app/services';
import AccountStep from './AccountStep';
import FeedbackStep from './FeedbackStep';
import InterestsStep from './InterestsStep';
import LocationStep from './LocationStep';
import * as styles from './Registration.css';
import { RegistrationContext } from './registrationContext';
import VerifyStep from './VerifyStep';
import WorkEmailStep from './WorkEmailStep';


// The steps come in this chunk with the flow: moving between them never waits for code.
const STEP_SCREENS: Record<RegistrationStep, ComponentType> = {
  account: AccountStep,
  workEmail: WorkEmailStep,
  location: LocationStep,
  verify: VerifyStep,
  interests: InterestsStep,
  feedback: FeedbackStep,
};

const STEP_TITLES = {
  account: 'Your account',
  workEmail: 'Work email',
  location: 'Work place',
  verify: 'Verify',
  interests: 'Interests',
  feedback: 'Done',
} as const;

/**
 * The frame of the registration steps. The machine decides the step; the route follows
 * it, and a route the person opens (back, forward, a link) is a request the machine may
 * turn down in favour of the first step not done.
 */
export default function RegistrationFlow() {
  const { registration: loadRegistration, inspect } = useAppServices();
  const registration = use(loadRegistration());
  // An invitation's link names the work email (docs/decisions/0024); read once, as the flow starts.
  const [searchParams] = useSearchParams();
  const [invitedEmail] = useState(() => searchParams.get('email'));
  const actor = useActorRef(registration.machine, {
    input: { draft: withInvitedEmail(registration.loadDraft(), invitedEmail) },
    inspect,
  });
  const step = useSelector(actor, currentStep);
  const routeStep = stepOfPath(useLocation().pathname);
  const navigate = useNavigate();
  const lastStep = useRef(step);
  const visiting = useRef(false);

  useEffect(() => {
    // Once registration is over, its draft is gone for good (the machine removed it).
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.status === 'active') registration.saveDraft(snapshot.context.draft);
    });
    return () => subscription.unsubscribe();
  }, [actor, registration]);

  useEffect(() => {
    const machineMoved = step !== lastStep.current;
    lastStep.current = step;
    if (step === 'done' || !routeStep) return;
    if (step === routeStep) {
      visiting.current = false;
      return;
    }
    if (machineMoved && step !== 'starting') {
      // A step finished (push, so browser back returns), or a visit was turned down (replace).
      navigate(STEP_PATHS[step], { replace: visiting.current });
      visiting.current = false;
      return;
    }
    visiting.current = true;
    actor.send({ type: 'step.visit', step: routeStep });
    if (currentStep(actor.getSnapshot()) === step && step !== 'starting') {
      navigate(STEP_PATHS[step], { replace: true });
      visiting.current = false;
    }
  }, [actor, navigate, routeStep, step]);

  if (step === 'done') return <Navigate to="/home" replace />;
  if (step === 'starting') return null;

  // The machine's step is shown (the address bar catches up a moment later).
  const number = REGISTRATION_STEPS.indexOf(step) + 1;
  const Step = STEP_SCREENS[step];
  return (
    <RegistrationContext.Provider value={actor}>
      <p className={styles.progress}>
        Step {number} of {REGISTRATION_STEPS.length}: {STEP_TITLES[step]}
      </p>
      <Step />
    </RegistrationContext.Provider>
  );
}
