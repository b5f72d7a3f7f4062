import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { use, useEffect, useState, type ComponentType } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { REGISTRATION_STEPS, STEP_PATHS, stepOfPath, withInvitedEmail, type RegistrationStep } from '../../domain/registration';
import { currentStep, selectAddressToShow, selectTurnedAway } from '../../machines/registrationSelectors';
import { button } from '../components/Button.css';
import { PageTitle } from '../components/PageTitle';
import { useAppServices } from '../app/services';
import AccountStep from './AccountStep';
import FeedbackStep from './FeedbackStep';
import InterestsStep from './InterestsStep';
import LocationStep from './LocationStep';
import * as styles from './Registration.css';
import { RegistrationContext, type RegistrationActor } from './registrationContext';
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
 * The frame of the registration steps. The machine decides the step and which address the
 * page moves to; every address the page comes to (a step finished, back, forward, a link) is
 * told to the machine, which may turn it down.
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
  const address = useSelector(actor, selectAddressToShow, shallowEqual);
  const routeStep = stepOfPath(useLocation().pathname);
  const navigate = useNavigate();

  useEffect(() => {
    // Once registration is over, its draft is gone for good (the machine removed it).
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.status === 'active') registration.saveDraft(snapshot.context.draft);
    });
    return () => subscription.unsubscribe();
  }, [actor, registration]);

  useEffect(() => {
    if (routeStep) actor.send({ type: 'step.visit', step: routeStep });
  }, [actor, routeStep]);

  useEffect(() => {
    if (address) navigate(address.path, { replace: address.replace });
  }, [address, navigate]);

  if (step === 'done') return <Navigate to="/home" replace />;
  if (step === 'starting') return null;
  if (step === 'turnedAway') return <TurnedAway actor={actor} />;

  // The machine's step is shown (the address bar catches up a moment later).
  const Step = STEP_SCREENS[step];
  return (
    <RegistrationContext.Provider value={actor}>
      <p className={styles.progress}>{stepLabel(step)}</p>
      <Step />
    </RegistrationContext.Provider>
  );
}

const stepNumber = (step: RegistrationStep) => REGISTRATION_STEPS.indexOf(step) + 1;
const stepLabel = (step: RegistrationStep) => `Step ${stepNumber(step)} of ${REGISTRATION_STEPS.length}: ${STEP_TITLES[step]}`;

/** A step's address opened before the registration reached it: why not, and the way on. */
function TurnedAway({ actor }: { actor: RegistrationActor }) {
  const turnedAway = useSelector(actor, selectTurnedAway, shallowEqual);
  if (!turnedAway) return null;
  const { asked, at } = turnedAway;
  return (
    <div className={styles.form}>
      <PageTitle>This step is not open yet</PageTitle>
      <p className={styles.lead}>
        {STEP_TITLES[asked]} (step {stepNumber(asked)} of {REGISTRATION_STEPS.length}) opens once the steps before it
        are done. Your registration is at step {stepNumber(at)}: {STEP_TITLES[at]}.
      </p>
      <div className={styles.actions}>
        {at !== 'account' && (
          <Link to={STEP_PATHS.account} className={button({ variant: 'ghost' })}>
            Go to step 1
          </Link>
        )}
        <Link to={STEP_PATHS[at]} className={button({ variant: 'primary' })}>
          Continue at step {stepNumber(at)}
        </Link>
      </div>
    </div>
  );
}
