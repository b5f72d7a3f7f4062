import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { loadBeforeTests, moneyReads, orderOf, requestDetailOf, scripted } from '../../../tests/support/moneyHandlers';
import { renderApp, startMockServer } from '../../../tests/support/renderApp';
import { fail, ok } from '../../../tests/support/sessionHandlers';
import { addDays, dayOf } from '../../domain/dates';

const server = startMockServer();
/** A day the form takes: within the year from today. */
const NEEDED_BY = addDays(dayOf(new Date()), 30);
loadBeforeTests(() => import('./CustomRequestScreen'));

const sent = requestDetailOf(
  orderOf({
    id: 77,
    kind: 'custom',
    status: 'requested',
    vendor_id: null,
    vendor_name: null,
    total_cents: 0,
    lines: [],
    custom: { category_id: 2, category_name: 'Coffee & Tea', description: 'Cold brew for 30', quantity: 3, budget_cents: 12_000, needed_by: NEEDED_BY, quote: null, photos: [] },
  }),
);

/** Types a whole request for cold brew, delivered to the saved home address. */
async function fillInColdBrew(user: ReturnType<typeof renderApp>['user']) {
    await user.type(await screen.findByLabelText(/^What you need/), 'Cold brew for 30');
    await user.type(screen.getByLabelText(/^Budget/), '120');
    await user.type(screen.getByLabelText(/^Needed by/), NEEDED_BY);
    await user.click(screen.getByRole('combobox', { name: /^Deliver to/ }));
    await user.click(await screen.findByRole('option', { name: /^Home:/ }));
}

describe('CustomRequestScreen', () => {
  it('says what is missing or wrong before sending anything', async () => {
    const send = scripted('/reactapi/request/custom', () => ok({ request: sent, balance_cents: null }));
    server.use(...moneyReads(), send.handler);
    const { user } = renderApp('/categories/2/request-custom', { signedIn: true });

    await user.type(await screen.findByLabelText(/^Budget/), '12.345');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Say what you need')).toBeInTheDocument();
    expect(screen.getByText('Use at most 2 decimals')).toBeInTheDocument();
    expect(screen.getByText('Choose the date you need it by')).toBeInTheDocument();
    expect(send.bodies).toEqual([]);
  });

  it('sends what they need to the vendors of the category, to a saved address, and opens the request', async () => {
    const send = scripted('/reactapi/request/custom', () => ok({ request: sent, balance_cents: null }));
    server.use(...moneyReads({ orders: [sent] }), send.handler);
    const { user } = renderApp('/categories/2/request-custom', { signedIn: true });

    expect(await screen.findByText(/Ask the vendors of Coffee & Tea/)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^What you need/), 'Cold brew for 30');
    await user.clear(screen.getByLabelText(/^Quantity/));
    await user.type(screen.getByLabelText(/^Quantity/), '3');
    await user.type(screen.getByLabelText(/^Budget/), '120');
    await user.type(screen.getByLabelText(/^Needed by/), NEEDED_BY);
    await user.click(screen.getByRole('combobox', { name: /^Deliver to/ }));
    await user.click(await screen.findByRole('option', { name: /^Home:/ }));
    await user.click(screen.getByRole('button', { name: 'Send request' }));

    expect(await screen.findByRole('heading', { name: 'Custom request #77: Cold brew for 30' })).toBeInTheDocument();
    expect(send.bodies).toEqual([
      {
        idempotency_key: expect.stringMatching(/^[A-Za-z0-9_-]{16,64}$/),
        category_id: 2,
        vendor_id: null,
        description: 'Cold brew for 30',
        quantity: 3,
        budget_cents: 12_000,
        needed_by: NEEDED_BY,
        delivery: { address_id: expect.any(Number) },
      },
    ]);
  });

  it('asks the one vendor whose page it was opened from: named, chosen, and sent with the request', async () => {
    const send = scripted('/reactapi/request/custom', () => ok({ request: { ...sent, vendor_id: 7, vendor_name: 'Ember Roasters' }, balance_cents: null }));
    server.use(...moneyReads({ orders: [sent] }), send.handler);
    const { user } = renderApp('/categories/2/vendors/7', { signedIn: true });
    await user.click(await screen.findByRole('link', { name: 'Ask Ember Roasters for a custom request' }));

    expect(await screen.findByText(/^Ask Ember Roasters for something not in the catalogue/)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Vendor/ })).toHaveTextContent('Ember Roasters');
    await fillInColdBrew(user);
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(send.bodies).toEqual([expect.objectContaining({ category_id: 2, vendor_id: 7, description: 'Cold brew for 30' })]));
  });

  it('sends its photos through the avatar upload path, and the request page shows them', async () => {
    const withPhoto = { ...sent, custom: { ...sent.custom!, photos: ['/api/avatar/file/photo-1.png'] } };
    const send = scripted('/reactapi/request/custom', () => ok({ request: withPhoto, balance_cents: null }));
    const announced = scripted('/api/avatar/upload', () => ok({ upload_url: '/api/avatar/blob/photo-1?signature=s', upload_id: 'photo-1' }));
    server.use(...moneyReads({ orders: [withPhoto] }), send.handler, announced.handler, http.put('/api/avatar/blob/:id', () => ok(null)));
    const { user } = renderApp('/categories/2/request-custom', { signedIn: true });
    await fillInColdBrew(user);
    await user.upload(screen.getByLabelText('Add photos'), new File([new Uint8Array([0x89, 0x50])], 'jugs.png', { type: 'image/png' }));
    expect(within(screen.getByRole('list', { name: 'Photos to send' })).getByText('jugs.png')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send request' }));

    expect(await screen.findByRole('img', { name: 'Photo 1 of 1' })).toHaveAttribute('src', '/api/avatar/file/photo-1.png');
    expect(announced.bodies).toEqual([{ file_name: 'jugs.png', content_type: 'image/png', size: 2 }]);
    expect(send.bodies[0]).toMatchObject({ photo_upload_ids: ['photo-1'] });
  });

  it('shows the server’s refusal and keeps what was typed', async () => {
    server.use(...moneyReads(), scripted('/reactapi/request/custom', () => fail(400, 40000, 'This category is no longer available')).handler);
    const { user } = renderApp('/categories/2/request-custom', { signedIn: true });
    await fillInColdBrew(user);
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('This category is no longer available')).toBeInTheDocument();
    expect(screen.getByLabelText(/^What you need/)).toHaveValue('Cold brew for 30');
  });

  it('asks before leaving with something typed; leaving drops it', async () => {
    server.use(...moneyReads());
    const { user } = renderApp('/categories/2/request-custom', { signedIn: true });
    await user.type(await screen.findByLabelText(/^What you need/), 'Cold brew for 30');
    await user.click(screen.getByRole('link', { name: 'LYLA home' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Leave without saving?' })).getByRole('button', { name: 'Stay' }));
    expect(screen.getByLabelText(/^What you need/)).toHaveValue('Cold brew for 30');

    await user.click(screen.getByRole('link', { name: 'LYLA home' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Leave without saving?' })).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(window.location.hash).toBe('#/home'));
    window.location.hash = '#/categories/2/request-custom';
    expect(await screen.findByLabelText(/^What you need/)).toHaveValue('');
  });

  it('keeps what was typed through a reload, per category and vendor, and drops it once the request is sent', async () => {
    const send = scripted('/reactapi/request/custom', () => ok({ request: sent, balance_cents: null }));
    server.use(...moneyReads({ orders: [sent] }), send.handler);
    /** The page loaded afresh (a reload): a new app on the same tab storage. */
    const reload = (app: ReturnType<typeof renderApp>, path: string) => {
      app.unmount();
      app.dispose();
      return renderApp(path, { signedIn: true });
    };
    const first = renderApp('/categories/2/request-custom', { signedIn: true });
    await fillInColdBrew(first.user);

    const second = reload(first, '/categories/2/request-custom');
    expect(await screen.findByLabelText(/^What you need/)).toHaveValue('Cold brew for 30');
    expect(screen.getByText(/^We kept your unsaved changes\. Send them, or/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Budget/)).toHaveValue('120');
    expect(screen.getByLabelText(/^Needed by/)).toHaveValue(NEEDED_BY);
    // Asking one vendor of the category is another request: its form starts empty.
    const third = reload(second, '/categories/2/request-custom?vendor=7');
    expect(await screen.findByText(/^Ask Ember Roasters for something not in the catalogue/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^What you need/)).toHaveValue('');
    expect(screen.queryByText(/We kept your unsaved changes/)).not.toBeInTheDocument();

    const fourth = reload(third, '/categories/2/request-custom');
    expect(await screen.findByLabelText(/^What you need/)).toHaveValue('Cold brew for 30');
    await fourth.user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('heading', { name: 'Custom request #77: Cold brew for 30' })).toBeInTheDocument();
    expect(send.bodies).toEqual([expect.objectContaining({ description: 'Cold brew for 30', budget_cents: 12_000, needed_by: NEEDED_BY })]);
    // Sent: the form opens empty again.
    reload(fourth, '/categories/2/request-custom');
    expect(await screen.findByLabelText(/^What you need/)).toHaveValue('');
  });

  it('opened with kept changes, says so; discarding them empties the form and ends the notice', async () => {
    server.use(...moneyReads());
    const first = renderApp('/categories/2/request-custom', { signedIn: true });
    await first.user.type(await screen.findByLabelText(/^What you need/), 'Cold brew for 30');
    first.unmount();
    first.dispose();
    const again = renderApp('/categories/2/request-custom', { signedIn: true });
    expect(await screen.findByLabelText(/^What you need/)).toHaveValue('Cold brew for 30');
    await again.user.click(screen.getByRole('button', { name: 'discard them' }));
    await waitFor(() => expect(screen.getByLabelText(/^What you need/)).toHaveValue(''));
    expect(screen.queryByText(/We kept your unsaved changes/)).not.toBeInTheDocument();
    // Typed now, the changes are new ones: nothing was kept from before.
    await again.user.type(screen.getByLabelText(/^What you need/), 'Tea');
    expect(screen.queryByText(/We kept your unsaved changes/)).not.toBeInTheDocument();
  });

  it('an unknown category is not found', async () => {
    server.use(...moneyReads());
    renderApp('/categories/999/request-custom', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Category not found' })).toBeInTheDocument();
  });
});
