import { Hono } from 'hono';
import { giftRequestSchema, rechargeRequestSchema } from '../../src/api/contract/money';
import { formatCents } from '../../src/domain/format';
import { requireSession } from '../auth/requireSession';
import type { AppDeps, AppEnv } from '../http/appEnv';
import { errors, ok } from '../http/envelope';
import { readJson } from '../http/readJson';
import { APP_PATH } from '../http/staticSite';
import { okAnswer, thenOutside } from '../money/idempotency';
import type { Money } from '../money/money';
import { giftReceived, topUpConfirmed } from '../notifications/moneyNotifications';
import { recordNotification } from '../notifications/recordNotification';
import { findUserByEmail } from '../users';
import { inTransaction } from '../db';

const HISTORY_LENGTH = 50;
/** Where the provider sends the buyer back after adding funds (the app's feedback step). */
const RECHARGE_RETURN_URL = `${APP_PATH}/#/settings/account/wallet/add/feedback`;

/** Amounts outside the limits (zero and negative ones included) are refused with the limits in words. */
function assertAmountWithin(amountCents: number, min: number, max: number, verb: 'Add' | 'Send') {
  if (amountCents < min || amountCents > max) {
    throw errors.invalidField('amount_cents', `${verb} between ${formatCents(min)} and ${formatCents(max)}`);
  }
}

/** The LYLA Wallet: balance and history, add funds, gifts (docs/api.md, "Money"). */
export function walletRoutes(deps: AppDeps, money: Money) {
  const { db } = deps;
  const { ledger, keys, limits, providerOrders, chargeCard } = money;
  const session = requireSession(deps);

  return new Hono<AppEnv>()
    .post('/reactapi/view/account/wallet', session, async (c) => {
      const userId = c.get('user').id;
      // One snapshot: the balance and the history agree.
      const wallet = await inTransaction(db, async (tx) => ({
        balance_cents: await ledger.balance(tx, userId),
        entries: await ledger.entries(tx, userId, HISTORY_LENGTH),
      }));
      return ok({ ...wallet, limits });
    })
    .post('/reactapi/user/recharge', session, async (c) => {
      const request = await readJson(c, rechargeRequestSchema);
      const { amount_cents: amountCents, method, idempotency_key: requestKey } = request;
      const userId = c.get('user').id;
      return keys.respond(c, request, async (tx) => {
        assertAmountWithin(amountCents, limits.recharge_min_cents, limits.recharge_max_cents, 'Add');
        if (method.type === 'wallet') throw errors.invalidField('method', 'Add funds with a card or the payment provider');
        if (method.type === 'provider') {
          await providerOrders.refuseStarted(tx, userId, requestKey);
          return thenOutside(async () => {
            const record = await providerOrders.start({ userId, kind: 'recharge', orderId: null, amountCents, requestKey, returnUrl: RECHARGE_RETURN_URL });
            return async (last) => okAnswer(await ledger.movement(last, userId, null, await record(last)));
          });
        }
        const charge = await chargeCard(tx, userId, method, 'method');
        // Nothing was taken: no record, and the same key may try again.
        if (charge.declined) throw errors.paymentDeclined(charge.declined);
        const description = `Added with ${charge.label}`;
        await charge.saveCard(tx);
        const entry = await ledger.post(tx, { userId, kind: 'top_up', amountCents, description, requestKey });
        await recordNotification(tx, deps, topUpConfirmed(userId, amountCents, description));
        return okAnswer(await ledger.movement(tx, userId, entry));
      });
    })
    .post('/reactapi/user/gift', session, async (c) => {
      const request = await readJson(c, giftRequestSchema);
      const sender = c.get('user');
      return keys.respond(c, request, async (tx) => {
        assertAmountWithin(request.amount_cents, limits.gift_min_cents, limits.gift_max_cents, 'Send');
        const recipient = await findUserByEmail(tx, request.recipient_email);
        if (!recipient) throw errors.invalidField('recipient_email', 'No LYLA account uses this email');
        if (recipient.id === sender.id) throw errors.invalidField('recipient_email', 'You cannot send a gift to yourself');
        const gift = {
          from: sender.id,
          to: recipient.id,
          amountCents: request.amount_cents,
          description: request.message || 'Gift',
          fromEmail: sender.email,
          toEmail: recipient.email,
          requestKey: request.idempotency_key,
        };
        // The balance check and both sides of the gift are one transaction (the key's); the
        // recipient's notification is written with the transfer, or neither is.
        const entry = await ledger.transfer(tx, gift);
        if (!entry) throw errors.insufficientFunds('Your balance is too low for this gift');
        await recordNotification(tx, deps, giftReceived({ ...gift, message: request.message }));
        return okAnswer(await ledger.movement(tx, sender.id, entry));
      });
    });
}
