import { useEffect, useState, type ComponentProps } from 'react';
import { useLocation } from 'react-router-dom';
import { lazyOptionalPart } from '../components/OptionalPart';
import { MenuIcon } from './MenuIcon';
import type ShellMenuComponent from './ShellMenu';
import * as styles from './ShellMenu.css';

// The menu's code (Radix's dropdown, its positioning and focus handling) is asked for once the
// page has been drawn, so a phone's first paint (its pictures, its reads) does not share the
// network with it. Until then, or if it cannot be fetched, the button holds its place and cannot
// be pressed; the next page tries again.
const ShellMenu = lazyOptionalPart(() => import('./ShellMenu'));

/** False until the frame after the first one this component was drawn in. */
function useDrawn(): boolean {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A task queued from the next frame runs after that frame's paint.
    const frame = requestAnimationFrame(() => (timer = setTimeout(() => setDrawn(true))));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return drawn;
}

export function ShellMenuSlot(props: ComponentProps<typeof ShellMenuComponent>) {
  const { key } = useLocation();
  const drawn = useDrawn();
  const waiting = (
    <button type="button" className={styles.trigger} aria-label="Menu" disabled>
      <MenuIcon />
    </button>
  );
  return drawn ? <ShellMenu props={props} loading={waiting} failed={waiting} retryKey={key} /> : waiting;
}
