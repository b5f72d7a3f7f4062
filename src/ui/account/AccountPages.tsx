import { Outlet } from 'react-router-dom';
import { AccountServicesProvider } from './useAccount';

/** The settings pages that read and save the account: they open once its machines are loaded. */
export default function AccountPages() {
  return (
    <AccountServicesProvider>
      <Outlet />
    </AccountServicesProvider>
  );
}
