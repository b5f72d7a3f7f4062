import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { EnvelopeError } from '../api/errors';
import { formSpec } from '../domain/formRules';
import { createFormMachine } from './formMachine';
import { connectForm } from './formMachineConnect';

interface Values {
  name: string;
  city: string;
}

const spec = formSpec({
  rules: { name: [{ required: true }], city: [{ max: 5 }] },
  labels: { name: 'Name', city: 'City' },
  toRequest: (values: Values) => ({ ...values, name: values.name.trim() }),
});

function start(submit: (request: Values) => Promise<string>, kept: string | null = null, closesOnSave = false) {
  const calls = { keep: vi.fn(), drop: vi.fn(), saved: vi.fn() };
  const actor = createActor(
    createFormMachine<Values, Values, string>('test.form', spec).provide({
      actors: { submit: fromPromise(({ input }) => submit(input.request)) },
      actions: {
        keepDraft: (_, { values }) => calls.keep(values),
        dropDraft: () => calls.drop(),
        saved: (_, params) => calls.saved(params),
      },
    }),
    { input: { saved: { name: 'Ada', city: '' }, kept, closesOnSave } },
  ).start();
  const form = () => connectForm(actor.getSnapshot(), actor.send);
  return { actor, form, calls };
}

describe('formMachine', () => {
  it('sends nothing while a field is wrong, and says so at the field until it is fixed', () => {
    const submit = vi.fn(async () => 'ok');
    const { actor, form } = start(submit);
    form().field('name').onChange('');
    form().submit();
    expect(actor.getSnapshot().value).toBe('invalid');
    expect(form().field('name').error).toBe('Name is required');
    form().field('city').onChange('Springfield');
    expect(form().field('city').error).toBe('City cannot be longer than 5 characters');
    form().field('city').onChange('Paris');
    expect(actor.getSnapshot().value).toBe('invalid');
    form().field('name').onChange('Grace');
    expect(actor.getSnapshot().value).toBe('editing');
    expect(form().field('name').error).toBeUndefined();
    expect(submit).not.toHaveBeenCalled();
  });

  it('a field left with something wrong says so; an untouched empty one does not', () => {
    const { actor, form } = start(async () => 'ok');
    form().field('city').onBlur();
    expect(actor.getSnapshot().value).toBe('editing');
    form().field('city').onChange('Springfield');
    form().field('city').onBlur();
    expect(actor.getSnapshot().value).toBe('invalid');
    expect(form().field('name').error).toBeUndefined();
  });

  it('sends what the spec makes of the values, then is saved and tells the composition root', async () => {
    const submit = vi.fn(async (request: Values) => `hello ${request.name}`);
    const { actor, form, calls } = start(submit);
    form().field('name').onChange(' Grace ');
    form().submit();
    expect(form().busy).toBe(true);
    await waitFor(actor, (s) => s.matches('saved'));
    expect(submit).toHaveBeenCalledWith({ name: 'Grace', city: '' });
    expect(calls.saved).toHaveBeenCalledWith({ values: { name: ' Grace ', city: '' }, result: 'hello Grace' });
    expect(form().dirty).toBe(false);
    expect(calls.drop).toHaveBeenCalled();
  });

  it('gives the server\'s answer (a ticket\'s number) while the form says it is saved, and forgets it at the next change', async () => {
    const { actor, form } = start(async () => 'T-1042');
    form().field('city').onChange('Paris');
    expect(form().result).toBeNull();
    form().submit();
    await waitFor(actor, (s) => s.matches('saved'));
    expect(form().result).toBe('T-1042');
    form().field('city').onChange('Rome');
    expect(form().result).toBeNull();
  });

  it('values sent before the form opened (typed before the app was there) are sent as it opens, once; with something wrong, the fields say so instead', async () => {
    const submit = vi.fn(async (_request: Values) => 'ok');
    const sent = createActor(
      createFormMachine<Values, Values, string>('test.form', spec).provide({ actors: { submit: fromPromise(({ input }) => submit(input.request)) } }),
      { input: { saved: { name: ' Ada ', city: 'Paris' }, sent: true } },
    ).start();
    await waitFor(sent, (s) => s.matches('saved'), { timeout: 5_000 });
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit).toHaveBeenCalledWith({ name: 'Ada', city: 'Paris' });

    const wrong = createActor(createFormMachine<Values, Values, string>('test.form', spec), { input: { saved: { name: '', city: '' }, sent: true } }).start();
    expect(wrong.getSnapshot().value).toBe('invalid');
    expect(connectForm(wrong.getSnapshot(), wrong.send).field('name').error).toBe('Name is required');
  });

  it('a form of its own is closed once saved, or by Cancel with the changes and the draft dropped; a form that stays says "saved"', async () => {
    const own = start(async () => 'ok', null, true);
    own.form().field('city').onChange('Paris');
    own.form().submit();
    await waitFor(own.actor, (s) => s.matches('closed'));
    expect(own.form().closed).toBe(true);
    expect(own.form().dirty).toBe(false);
    expect(own.calls.saved).toHaveBeenCalled();

    const cancelled = start(async () => 'ok', null, true);
    cancelled.form().field('city').onChange('Paris');
    cancelled.form().close();
    expect(cancelled.form().closed).toBe(true);
    expect(cancelled.form().values).toEqual({ name: 'Ada', city: '' });
    expect(cancelled.calls.drop).toHaveBeenCalled();

    const stays = start(async () => 'ok');
    stays.form().field('city').onChange('Paris');
    stays.form().submit();
    await waitFor(stays.actor, (s) => s.matches('saved'));
    expect(stays.form().closed).toBe(false);
  });

  it('a refusal naming a field is shown there; other failures are said and may be tried again', async () => {
    const submit = vi
      .fn<(request: Values) => Promise<string>>()
      .mockRejectedValueOnce(new EnvelopeError('Check the form', 400, 40000, { errors: [{ field: 'city', message: 'No such city' }] }))
      .mockRejectedValueOnce(new Error('The server is busy'))
      .mockResolvedValueOnce('ok');
    const { actor, form } = start(submit);
    form().field('city').onChange('Nowhr');
    form().submit();
    await waitFor(actor, (s) => s.matches('refused'));
    expect(form().field('city').error).toBe('No such city');
    expect(form().canRetry).toBe(false);
    form().field('city').onChange('Paris');
    form().submit();
    await waitFor(actor, (s) => s.matches('refused'));
    expect(form().refusal).toBe('The server is busy');
    expect(form().canRetry).toBe(true);
    form().retry();
    await waitFor(actor, (s) => s.matches('saved'));
    expect(submit).toHaveBeenLastCalledWith({ name: 'Ada', city: 'Paris' });
  });

  it('keeps a draft while the values differ from the saved ones and brings it back', () => {
    const { form, calls } = start(async () => 'ok');
    form().field('city').onChange('Paris');
    expect(calls.keep).toHaveBeenLastCalledWith({ name: 'Ada', city: 'Paris' });
    form().field('city').onChange('');
    expect(calls.drop).toHaveBeenCalledTimes(1);

    const again = start(async () => 'ok', JSON.stringify({ name: 'Ada', city: 'Paris' }));
    expect(again.form().values).toEqual({ name: 'Ada', city: 'Paris' });
    expect(again.form().restored).toBe(true);
    again.form().discard();
    expect(again.form().values).toEqual({ name: 'Ada', city: '' });
    expect(again.calls.drop).toHaveBeenCalled();
  });

  it('a kept draft that no longer fits the form is ignored', () => {
    const { form } = start(async () => 'ok', JSON.stringify({ name: 'Ada', admin: true }));
    expect(form().values).toEqual({ name: 'Ada', city: '' });
    expect(form().restored).toBe(false);
  });
});
