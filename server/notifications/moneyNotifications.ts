import { formatCents } from '../../src/domain/format';
import type { NewNotification } from './recordNotification';

const WALLET_PATH = '/settings/account/wallet';

export const giftReceived = (gift: { to: number; amountCents: number; fromEmail: string; message: string }): NewNotification => ({
  userId: gift.to,
  kind: 'gift_received',
  title: `You received a gift of ${formatCents(gift.amountCents)}`,
  body: gift.message ? `From ${gift.fromEmail}: ${gift.message}` : `From ${gift.fromEmail}`,
  link: WALLET_PATH,
});

export const topUpConfirmed = (userId: number, amountCents: number, description: string): NewNotification => ({
  userId,
  kind: 'top_up_confirmed',
  title: `${formatCents(amountCents)} added to your LYLA Wallet`,
  body: description,
  link: WALLET_PATH,
});
