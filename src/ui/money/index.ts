// The money feature's public file: the money service (checkout, wallet, requests) and its shared parts.
export { Busy } from './Busy';
export { CaptureUnconfirmed } from './CaptureUnconfirmed';
export * as moneyStyles from './money.css';
export { linkButton } from './money.css';
export type { MoneyMachines } from './moneyMachines';
export { OrderPlaced } from './OrderPlaced';
export { OrderStatusBadge } from './OrderStatusBadge';
export { moneyPaths } from './paths';
export { PaymentChoiceFields } from './PaymentChoiceFields';
export { RadioCard, RadioCardGroup } from './RadioCard';
export { ResultPanel } from './ResultPanel';
export { useCheckingStatus } from './useCheckingStatus';
export { useMoney } from './useMoney';
