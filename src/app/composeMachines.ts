import { fromPromise } from 'xstate';
import { createFormMachine } from '../machines/formMachine';
import { createResourceMachine } from '../machines/resourceMachine';
import type { FormSpec } from '../domain/formSpec';

/** A read machine with its call. */
export function resource<Params, Data>(id: string, load: (params: Params) => Promise<Data>) {
  return createResourceMachine<Params, Data>(id).provide({
    actors: { load: fromPromise(({ input }) => load(input.params)) },
  });
}

/** A form machine with its call, and what to do with the saved result. */
export function form<Values extends object, Request, Result>(
  id: string,
  spec: FormSpec<Values, Request>,
  submit: (request: Request) => Promise<Result>,
  saved?: (result: Result) => void,
) {
  return createFormMachine<Values, Request, Result>(id, spec).provide({
    actors: { submit: fromPromise(({ input }) => submit(input.request)) },
    actions: { saved: (_, { result }) => saved?.(result) },
  });
}
