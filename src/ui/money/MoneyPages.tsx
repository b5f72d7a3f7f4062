import { Outlet } from 'react-router-dom';
import { MoneyServicesProvider } from './useMoney';

/** Checkout, provider return, LYLA Wallet and order pages: they open once their machines are loaded. */
export default function MoneyPages() {
  return (
    <MoneyServicesProvider>
      <Outlet />
    </MoneyServicesProvider>
  );
}
