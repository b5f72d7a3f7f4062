import { useId, useState } from 'react';
import { NavigationMenu } from 'radix-ui';
import { Link } from 'react-router-dom';
import * as styles from './SideMenu.css';

export interface SideMenuItem {
  key: string;
  label: string;
  to: string;
}

interface SideMenuProps {
  /** Names the navigation landmark. */
  label: string;
  items: readonly SideMenuItem[];
  /** The highlighted item (`aria-current="page"`), if any. */
  active: string | null;
}

/**
 * A vertical menu of page links; Tab reaches it, the arrow keys move between its links. On a
 * phone it is one button naming the page shown, which opens the links (decision 0016): the
 * page, not the menu, fills the first screen.
 */
export function SideMenu({ label, items, active }: SideMenuProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const current = items.find((item) => item.key === active);
  return (
    <NavigationMenu.Root orientation="vertical" aria-label={label} className={styles.root} data-open={open ? 'true' : 'false'}>
      <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
        <span>
          <span className={styles.toggleLabel}>{label}: </span>
          {current?.label ?? 'Menu'}
        </span>
        <svg className={styles.chevron} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <NavigationMenu.List id={listId} className={styles.list}>
        {items.map((item) => (
          <NavigationMenu.Item key={item.key}>
            <NavigationMenu.Link asChild active={item.key === active} onSelect={() => setOpen(false)}>
              <Link to={item.to} className={styles.link}>
                {item.label}
              </Link>
            </NavigationMenu.Link>
          </NavigationMenu.Item>
        ))}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}
