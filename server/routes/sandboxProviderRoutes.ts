import { Hono } from 'hono';
import { escapeHtml, formatCents } from '../../src/domain/format';
import { stylesOnlyPagePolicy } from '../http/securityHeaders';
import { SANDBOX_CHECKOUT_PATH, type SandboxDecision, type SandboxProvider } from '../money/sandboxProvider';

const DECISIONS: Record<string, SandboxDecision> = { approve: 'approved', cancel: 'cancelled', fail: 'failed' };

const STYLE = `
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f3f4f6;
    font-family: system-ui, sans-serif; color: #3f3f44; }
  main { background: #fff; border-radius: 8px; padding: 32px; width: min(360px, 90vw); box-shadow: 0 2px 12px #0001; }
  h1 { font-size: 18px; margin: 0 0 4px; } .amount { font-size: 32px; font-weight: 700; margin: 16px 0 24px; }
  .note { font-size: 14px; color: #6b7280; } form { margin: 0 0 12px; }
  button { width: 100%; height: 44px; border-radius: 8px; border: 1px solid #d1d5db; background: #fff; font-size: 16px; cursor: pointer; }
  button.approve { background: #1f6feb; border-color: #1f6feb; color: #fff; }`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

const NOT_FOUND = page('Payment not found', '<h1>Payment not found</h1><p class="note">This payment does not exist.</p>');

/**
 * The sandbox provider's "site": the page where the buyer approves, cancels or fails a payment,
 * self-contained (no outside assets). Not part of the API: no session, no envelope.
 */
export function sandboxProviderRoutes(sandbox: SandboxProvider) {
  const policy = stylesOnlyPagePolicy(STYLE);
  return new Hono()
    .use(`${SANDBOX_CHECKOUT_PATH}/*`, async (c, next) => {
      await next();
      c.res.headers.set('Content-Security-Policy', policy);
    })
    .get(`${SANDBOX_CHECKOUT_PATH}/:id`, async (c) => {
      const payment = await sandbox.find(c.req.param('id'));
      if (!payment) return c.html(NOT_FOUND, 404);
      const action = (decision: string) => `${SANDBOX_CHECKOUT_PATH}/${encodeURIComponent(payment.id)}/${decision}`;
      const button = (decision: string, label: string) =>
        `<form method="post" action="${escapeHtml(action(decision))}"><button class="${decision}" type="submit">${label}</button></form>`;
      const decided = payment.decision ? `<p class="note">Already ${payment.decision}: any button takes you back.</p>` : '';
      return c.html(
        page(
          'Sandbox payment',
          `<h1>Sandbox payment provider</h1><p class="note">Pay LYLA · ${escapeHtml(payment.id)}</p>
<p class="amount">${formatCents(payment.amount_cents)}</p>${decided}
${button('approve', 'Approve')}${button('cancel', 'Cancel')}${button('fail', 'Fail')}`,
        ),
      );
    })
    .post(`${SANDBOX_CHECKOUT_PATH}/:id/:decision{approve|cancel|fail}`, async (c) => {
      const target = await sandbox.decide(c.req.param('id'), DECISIONS[c.req.param('decision')]!);
      return target ? c.redirect(target, 303) : c.html(NOT_FOUND, 404);
    });
}
