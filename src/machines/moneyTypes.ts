/** The money shapes the screens show, as the machines hold them. */
export type { Order, OrderResult, PaymentMethod, Wallet, WalletEntry, WalletMovement } from '../api/contract/money';
export type { Address, Card } from '../api/contract/account';
export type { RequestAnswer, RequestDetail } from '../api/contract/requests';
