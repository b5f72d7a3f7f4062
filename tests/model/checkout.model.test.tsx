import { describeMoneyFlow } from './moneySuite';

describeMoneyFlow('checkout');
