import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { PathStep } from './harness';
import type { EnvelopeError } from '../../src/api/errors';
import { oatLatte } from '../support/catalogueHandlers';
import { heldLiveStream } from '../support/liveStream';
import { fail, ok } from '../support/sessionHandlers';
import { FIRST, OTHER, OTHER_NAME, resourceModel } from './models/resource';
import type { AnySnapshot, ModelEvent } from './plan';
import { itPlansEveryEntry } from './planChecks';
import { describeScreenSuite, person } from './screenSuite';

/** The read machine where the product page runs it (`catalogue.product`). */

const PRODUCT = '/api/catalogue/product';
const liveStream = heldLiveStream();
/** The product the person is on after the path's steps: the first, until they open the other. */
const productOf = (before: Array<PathStep<AnySnapshot, ModelEvent>>) => (before.some(({ event }) => event.type === 'resource.load') ? OTHER : FIRST);

const pathOf = ({ category_id, vendor_id, product_id }: typeof FIRST) => `/categories/${category_id}/vendors/${vendor_id}/products/${product_id}`;

describeScreenSuite({
  model: resourceModel,
  liveId: 'catalogue.product',
  page: () => pathOf(FIRST),
  scripted: [PRODUCT],
  handlers: [liveStream.handler],
  prepare: () => liveStream.reset(),
  token: () => 'token-demo',
  answerFor(event, _later, before) {
    // Every read asks for the product the page is on (after a retry too).
    const asks = (call: { body: Record<string, unknown> | null }) => expect(call.body).toEqual(productOf(before));
    if (event.type === 'xstate.error.actor.load') {
      const { status } = event.error as EnvelopeError;
      return { endpoint: PRODUCT, answer: () => (status === 404 ? fail(404, 40400, 'Product not found') : fail(503, 50300, 'Try again later')), asks };
    }
    if (event.type !== 'xstate.done.actor.load') return null;
    const { id } = event.output as { id: number };
    return { endpoint: PRODUCT, answer: () => ok(id === oatLatte.id ? oatLatte : { ...oatLatte, id: OTHER.product_id, name: OTHER_NAME }), asks };
  },
  drive: {
    'resource.retry': async () => person.click(await screen.findByRole('button', { name: 'Try again' })),
    async 'connection.back'() {
      // The stream drops and opens again: the server answers.
      if (!liveStream.isOpen()) await liveStream.open();
      liveStream.drop();
      await liveStream.open();
    },
    async 'resource.load'() {
      // The person follows a link to another product of the same catalogue.
      window.location.hash = `#${pathOf(OTHER)}`;
    },
  },
  shows: {
    async loading() {
      expect(await screen.findByRole('status', { name: 'Loading the product' })).toBeInTheDocument();
    },
    async ready(_, before) {
      const name = productOf(before) === FIRST ? oatLatte.name : OTHER_NAME;
      expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();
    },
    async missing() {
      expect(await screen.findByRole('heading', { name: 'Product not found' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to the home page' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    },
    async failed() {
      expect(await screen.findByRole('heading', { name: 'This product could not be shown' })).toBeInTheDocument();
      // Why is the toast's (spec §8); the page says what failed, with a retry, not why again.
      expect((await screen.findAllByText('Try again later', { selector: 'li *' })).length).toBeGreaterThan(0);
      expect(within(screen.getByRole('main')).queryByText('Try again later')).not.toBeInTheDocument();
      // Not the product read before: another product's failed read shows no product.
      expect(screen.queryByRole('heading', { level: 1, name: oatLatte.name })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    },
  },
});

itPlansEveryEntry(resourceModel);
