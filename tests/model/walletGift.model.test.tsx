import { describeMoneyFlow } from './moneySuite';

describeMoneyFlow('walletGift');
