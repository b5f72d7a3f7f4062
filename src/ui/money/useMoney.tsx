import { useCallback, type ReactNode } from 'react';
import { useAppServices } from '../app/services';
import type { CartActor } from '../cart';
import type { MoneyMachines } from './moneyMachines';
import { createServiceGate } from '../app/serviceGate';

/** The money pages' machines, and the cart checkout pays for. */
export type MoneyServices = MoneyMachines & { cart: CartActor };

const money = createServiceGate<MoneyServices>('useMoney', {
  loading: 'Loading your wallet and orders',
  failed: 'Your wallet and orders could not be loaded.',
});

/** Loads the checkout, LYLA Wallet and order machines once for the pages below it. */
export function MoneyServicesProvider({ children }: { children: ReactNode }) {
  const services = useAppServices();
  const load = useCallback(
    () => Promise.all([services.money(), services.cart()]).then(([machines, cart]) => ({ ...machines, cart })),
    [services],
  );
  return <money.ServiceGate load={load}>{children}</money.ServiceGate>;
}

/** Checkout, LYLA Wallet and order machines (src/app/composeMoney.ts), for pages inside MoneyServicesProvider. */
export const useMoney = money.useServices;
