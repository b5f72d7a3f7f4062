import { use } from 'react';
import { useAppServices } from '../app/services';
import type { MoneyMachines } from './moneyMachines';

/** Checkout and LYLA Wallet machines; the screen waits (Suspense) the first time they load. */
export function useMoney(): MoneyMachines {
  return use(useAppServices().money());
}
