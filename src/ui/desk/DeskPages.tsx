import { Outlet } from 'react-router-dom';
import { DeskServicesProvider } from './useDesk';

/** The call centre, policy and invite pages: they open once their machines are loaded. */
export default function DeskPages() {
  return (
    <DeskServicesProvider>
      <Outlet />
    </DeskServicesProvider>
  );
}
