import { lazy, Suspense, type ComponentProps } from 'react';
import { useLocation } from 'react-router-dom';
import { OptionalPart } from '../components/OptionalPart';
import { MenuIcon } from './MenuIcon';
import * as styles from './ShellMenu.css';

// The menu's code (Radix's dropdown, its positioning and focus handling) loads after the page
// is drawn, so a phone's first paint does not wait for it. Until then, or if it cannot be
// fetched, the button holds its place and cannot be pressed; the next page tries again.
const loadShellMenu = () => lazy(() => import('./ShellMenu'));
let ShellMenu = loadShellMenu();

export function ShellMenuSlot(props: ComponentProps<typeof ShellMenu>) {
  const { key } = useLocation();
  const waiting = (
    <button type="button" className={styles.trigger} aria-label="Menu" disabled>
      <MenuIcon />
    </button>
  );
  return (
    <OptionalPart retryKey={key} fallback={waiting} onFailed={() => (ShellMenu = loadShellMenu())}>
      <Suspense fallback={waiting}>
        <ShellMenu {...props} />
      </Suspense>
    </OptionalPart>
  );
}
