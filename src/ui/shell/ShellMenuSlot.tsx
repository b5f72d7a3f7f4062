import type { ComponentProps } from 'react';
import { useLocation } from 'react-router-dom';
import { lazyOptionalPart } from '../components/OptionalPart';
import { MenuIcon } from './MenuIcon';
import type ShellMenuComponent from './ShellMenu';
import * as styles from './ShellMenu.css';

// The menu's code (Radix's dropdown, its positioning and focus handling) loads after the page
// is drawn, so a phone's first paint does not wait for it. Until then, or if it cannot be
// fetched, the button holds its place and cannot be pressed; the next page tries again.
const ShellMenu = lazyOptionalPart(() => import('./ShellMenu'));

export function ShellMenuSlot(props: ComponentProps<typeof ShellMenuComponent>) {
  const { key } = useLocation();
  const waiting = (
    <button type="button" className={styles.trigger} aria-label="Menu" disabled>
      <MenuIcon />
    </button>
  );
  return <ShellMenu props={props} loading={waiting} failed={waiting} retryKey={key} />;
}
