import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Location } from '../api/contract/registration';
import { EnvelopeError } from '../api/errors';
import { EMPTY_DRAFT, type RegistrationDraft } from '../domain/registration';
import { registrationMachine } from './registrationMachine';
import { currentStep, selectAddressToShow, selectCodeRefused, selectTurnedAway } from './registrationSelectors';

const location: Location = { id: 1, name: 'Harbor Tower', location_type: 1, client_name: 'Acme', email_domain: null };
const site = { id: 11, name: 'North lobby', address: '1 Harbor Way' };

function start(draft: RegistrationDraft = EMPTY_DRAFT, options: { emailTaken?: boolean; locations?: Location[] } = {}) {
  const sessions: string[] = [];
  const machine = registrationMachine.provide({
    actors: {
      checkEmail: fromPromise(async (): Promise<unknown> => {
        if (options.emailTaken) throw new EnvelopeError('An account with this email already exists. Sign in instead.', 409, 40900);
        return { available: true };
      }),
      loadLocations: fromPromise(async () => options.locations ?? [location]),
      loadSites: fromPromise(async () => [site]),
      createAccount: fromPromise(async () => ({ resend_after_seconds: 60 })),
      verifyEmail: fromPromise(async ({ input }) => {
        if (input.code !== '123456') throw new EnvelopeError('The code is incorrect', 400, 40101);
        return { token: 'new-token' };
      }),
      resendCode: fromPromise(async () => ({ resend_after_seconds: 60 })),
      loadInterests: fromPromise(async () => [{ id: 5, name: 'Yoga' }]),
      saveInterests: fromPromise(async (): Promise<unknown> => ({ interests: [5] })),
    },
    actions: { startSession: (_, { token }) => sessions.push(token) },
  });
  const actor = createActor(machine, { input: { draft } }).start();
  return { actor, sessions };
}

const accountDone: RegistrationDraft = { ...EMPTY_DRAFT, first_name: 'Ada', last_name: 'Stone', gender: 2 };

describe('registrationMachine', () => {
  it('walks every step to the end and signs the person in after the code', async () => {
    const { actor, sessions } = start();
    actor.send({ type: 'step.visit', step: 'account' });
    actor.send({ type: 'draft.edit', changes: { first_name: 'Ada', last_name: 'Stone', gender: 2 } });
    actor.send({ type: 'account.submit', password: 'secret123' });
    expect(currentStep(actor.getSnapshot())).toBe('workEmail');
    actor.send({ type: 'draft.edit', changes: { work_email: 'Ada@Acme.example ' } });
    actor.send({ type: 'workEmail.submit' });
    await waitFor(actor, (s) => s.matches({ location: 'choosing' }));
    actor.send({ type: 'location.choose', locationId: 1 });
    await waitFor(actor, (s) => s.matches({ location: 'choosing' }) && s.context.sites.length === 1);
    actor.send({ type: 'site.choose', siteId: 11 });
    actor.send({ type: 'location.submit' });
    await waitFor(actor, (s) => s.matches('verify'));
    expect(actor.getSnapshot().context.draft.code_sent_to).toBe('ada@acme.example');
    actor.send({ type: 'verify.submit', code: '000000' });
    // Refused: the toast says why (spec §8), the step only knows it was refused.
    await waitFor(actor, (s) => s.matches({ verify: { code: 'awaitingCode' } }) && s.context.error === '');
    // The toast says why; the code field is marked.
    expect(selectCodeRefused(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'verify.submit', code: '123456' });
    await waitFor(actor, (s) => s.matches({ interests: 'choosing' }));
    expect(sessions).toEqual(['new-token']);
    expect(actor.getSnapshot().context.password).toBeNull();
    actor.send({ type: 'interests.change', interests: [5] });
    actor.send({ type: 'interests.submit' });
    await waitFor(actor, (s) => s.matches('feedback'));
    actor.send({ type: 'registration.finish' });
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('a deep link to a step not reached yet is turned away, naming the step the person is at', () => {
    const { actor } = start(accountDone);
    actor.send({ type: 'step.visit', step: 'verify' });
    expect(currentStep(actor.getSnapshot())).toBe('turnedAway');
    expect(selectTurnedAway(actor.getSnapshot())).toEqual({ asked: 'verify', at: 'workEmail' });
    // The address stays where the person asked; the page leads on with a link.
    expect(selectAddressToShow(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'step.visit', step: 'workEmail' });
    expect(currentStep(actor.getSnapshot())).toBe('workEmail');
  });

  it('a deep link to a step the registration has reached opens that step', async () => {
    const draft = { ...accountDone, work_email: 'ada@acme.example', checked_email: 'ada@acme.example' };
    const { actor } = start(draft);
    actor.send({ type: 'step.visit', step: 'location' });
    await waitFor(actor, (s) => s.matches({ location: 'choosing' }));
    expect(selectAddressToShow(actor.getSnapshot())).toBeNull();
  });

  it('the machine says which address follows its step: a new one when a step is done, a replaced one for a closed step', () => {
    const { actor } = start();
    actor.send({ type: 'step.visit', step: 'account' });
    actor.send({ type: 'draft.edit', changes: { first_name: 'Ada', last_name: 'Stone', gender: 2 } });
    actor.send({ type: 'account.submit', password: 'secret123' });
    expect(selectAddressToShow(actor.getSnapshot())).toEqual({ path: '/register/work-email', replace: false });
    // The page came to the address: nothing moves, nothing more to follow.
    actor.send({ type: 'step.visit', step: 'workEmail' });
    expect(actor.getSnapshot().matches({ workEmail: 'editing' })).toBe(true);
    expect(selectAddressToShow(actor.getSnapshot())).toBeNull();

    const verified = { ...accountDone, checked_email: 'a@b.co', work_email: 'a@b.co', location_id: 1, site_id: 11, code_sent_to: 'a@b.co', verified: true };
    const closed = start(verified).actor;
    closed.send({ type: 'step.visit', step: 'location' });
    expect(selectAddressToShow(closed.getSnapshot())).toEqual({ path: '/register/interests', replace: true });
  });

  it('keeps at most 50 interests', async () => {
    const verified = { ...accountDone, checked_email: 'a@b.co', work_email: 'a@b.co', location_id: 1, site_id: 11, code_sent_to: 'a@b.co', verified: true };
    const { actor } = start(verified);
    actor.send({ type: 'step.visit', step: 'interests' });
    await waitFor(actor, (s) => s.matches({ interests: 'choosing' }));
    const fifty = Array.from({ length: 50 }, (_, index) => index + 1);
    actor.send({ type: 'interests.change', interests: fifty });
    actor.send({ type: 'interests.change', interests: [...fifty, 51] });
    expect(actor.getSnapshot().context.draft.interests).toEqual(fifty);
  });

  it('a reload keeps the typed data and the step, but asks for the password again before creating the account', async () => {
    const draft = { ...accountDone, work_email: 'ada@acme.example', checked_email: 'ada@acme.example', location_id: 1, site_id: 11 };
    const { actor } = start(draft);
    actor.send({ type: 'step.visit', step: 'location' });
    await waitFor(actor, (s) => s.matches({ location: 'choosing' }));
    actor.send({ type: 'location.submit' });
    expect(currentStep(actor.getSnapshot())).toBe('account');
    expect(actor.getSnapshot().context.password).toBeNull();
    expect(actor.getSnapshot().context.draft.first_name).toBe('Ada');
  });

  it('a taken work email keeps the person on the step, refused without the toast’s words; changing the email lifts it', async () => {
    const { actor } = start(accountDone, { emailTaken: true });
    actor.send({ type: 'step.visit', step: 'workEmail' });
    actor.send({ type: 'draft.edit', changes: { work_email: 'taken@acme.example' } });
    actor.send({ type: 'workEmail.submit' });
    const snapshot = await waitFor(actor, (s) => s.matches({ workEmail: 'editing' }) && s.context.error !== null);
    // The toast says why (spec §8); the step marks the email without saying it again.
    expect(snapshot.context.error).toBe('');
    expect(snapshot.context.draft.work_email).toBe('taken@acme.example');
    // What was refused is being fixed: the refusal goes.
    actor.send({ type: 'draft.edit', changes: { work_email: 'free@acme.example' } });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  describe('the work place step preselects the place the work email is at', () => {
    const northwind: Location = { id: 7, name: 'Northwind Partners HQ', location_type: 1, client_name: 'Northwind Partners', email_domain: 'northwind.example' };
    const places = [{ ...location, email_domain: 'acme.example' }, northwind];
    const emailChecked = (email: string) => ({ ...accountDone, work_email: email, checked_email: email });

    it('chooses Northwind for an @northwind.example email and reads its sites; the person may change it', async () => {
      const { actor } = start(emailChecked('ada@northwind.example'), { locations: places });
      actor.send({ type: 'step.visit', step: 'location' });
      const ready = await waitFor(actor, (s) => s.matches({ location: 'choosing' }));
      expect(ready.context.draft.location_id).toBe(7);
      expect(ready.context.sites).toEqual([site]);
      actor.send({ type: 'location.choose', locationId: 1 });
      await waitFor(actor, (s) => s.matches({ location: 'choosing' }));
      expect(actor.getSnapshot().context.draft.location_id).toBe(1);
    });

    it('chooses nothing for a domain no place has', async () => {
      const { actor } = start(emailChecked('ada@unknown.example'), { locations: places });
      actor.send({ type: 'step.visit', step: 'location' });
      const ready = await waitFor(actor, (s) => s.matches({ location: 'choosing' }));
      expect(ready.context.draft.location_id).toBeNull();
      expect(ready.context.sites).toEqual([]);
    });

    it('finds the place again when the work email moves to another domain, and keeps it for the same domain', async () => {
      const { actor } = start({ ...emailChecked('ada@acme.example'), location_id: 1, site_id: 11 }, { locations: places });
      actor.send({ type: 'step.visit', step: 'workEmail' });
      actor.send({ type: 'draft.edit', changes: { work_email: 'ada.stone@acme.example' } });
      actor.send({ type: 'workEmail.submit' });
      const same = await waitFor(actor, (s) => s.matches({ location: 'choosing' }));
      expect([same.context.draft.location_id, same.context.draft.site_id]).toEqual([1, 11]);
      actor.send({ type: 'step.back' });
      actor.send({ type: 'draft.edit', changes: { work_email: 'ada@northwind.example' } });
      actor.send({ type: 'workEmail.submit' });
      const moved = await waitFor(actor, (s) => s.matches({ location: 'choosing' }) && s.context.draft.location_id !== 1);
      expect([moved.context.draft.location_id, moved.context.draft.site_id]).toEqual([7, null]);
    });

    it('keeps a place chosen before over the one the email is at', async () => {
      const { actor } = start({ ...emailChecked('ada@northwind.example'), location_id: 1 }, { locations: places });
      actor.send({ type: 'step.visit', step: 'location' });
      const ready = await waitFor(actor, (s) => s.matches({ location: 'choosing' }));
      expect(ready.context.draft.location_id).toBe(1);
    });
  });

  it('after verification the steps that built the account are closed', () => {
    const verified = { ...accountDone, checked_email: 'a@b.co', work_email: 'a@b.co', location_id: 1, site_id: 11, code_sent_to: 'a@b.co', verified: true };
    const { actor } = start(verified);
    actor.send({ type: 'step.visit', step: 'account' });
    expect(currentStep(actor.getSnapshot())).toBe('interests');
  });
});
