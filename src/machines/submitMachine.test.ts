import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { EnvelopeError } from '../api/errors';
import { createSubmitMachine } from './submitMachine';

interface Values {
  name: string;
}

function start(submit: (values: Values) => Promise<string>) {
  const saved = vi.fn();
  const actor = createActor(
    createSubmitMachine<Values, string>('test.form').provide({
      actors: { submit: fromPromise(({ input }) => submit(input.values)) },
      actions: { saved: (_, params) => saved(params) },
    }),
  ).start();
  return { actor, saved };
}

describe('submitMachine', () => {
  it('sends the values, keeps the answer and tells the form it was saved', async () => {
    const submit = vi.fn(async (values: Values) => `hello ${values.name}`);
    const { actor, saved } = start(submit);
    actor.send({ type: 'form.submit', values: { name: 'Ada' } });
    expect(actor.getSnapshot().value).toBe('submitting');
    await waitFor(actor, (s) => s.matches('saved'));
    expect(submit).toHaveBeenCalledWith({ name: 'Ada' });
    expect(actor.getSnapshot().context.result).toBe('hello Ada');
    expect(saved).toHaveBeenCalledWith({ values: { name: 'Ada' }, result: 'hello Ada' });

    actor.send({ type: 'form.edit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.result).toBeNull();
  });

  it('keeps the reason and the field errors of a refusal, and retries the same values', async () => {
    const submit = vi
      .fn<(values: Values) => Promise<string>>()
      .mockRejectedValueOnce(
        new EnvelopeError('Name is too long', 400, 40000, {
          errors: [
            { field: 'name', message: 'Name is too long' },
            { field: 'name', message: 'ignored: first message wins' },
          ],
        }),
      )
      .mockResolvedValueOnce('ok');
    const { actor, saved } = start(submit);
    actor.send({ type: 'form.submit', values: { name: 'A very long name' } });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context).toMatchObject({
      error: 'Name is too long',
      fieldErrors: { name: 'Name is too long' },
    });
    expect(saved).not.toHaveBeenCalled();

    actor.send({ type: 'form.retry' });
    expect(actor.getSnapshot().context.error).toBeNull();
    await waitFor(actor, (s) => s.matches('saved'));
    expect(submit).toHaveBeenNthCalledWith(2, { name: 'A very long name' });
  });

  it('a failure without details gets the generic text; editing clears it', async () => {
    const { actor } = start(() => Promise.reject(new Error('')));
    actor.send({ type: 'form.submit', values: { name: 'Ada' } });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context).toMatchObject({ error: 'There is something wrong', fieldErrors: {} });
    actor.send({ type: 'form.edit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('refuses a retry before anything failed', () => {
    const { actor } = start(async () => 'ok');
    expect(actor.getSnapshot().can({ type: 'form.retry' })).toBe(false);
  });
});
