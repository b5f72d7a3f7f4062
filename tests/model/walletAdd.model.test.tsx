import { describeMoneyFlow } from './moneySuite';

describeMoneyFlow('walletAdd');
