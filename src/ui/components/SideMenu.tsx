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

/** A vertical menu of page links; Tab reaches it, the arrow keys move between its links. */
export function SideMenu({ label, items, active }: SideMenuProps) {
  return (
    <NavigationMenu.Root orientation="vertical" aria-label={label} className={styles.root}>
      <NavigationMenu.List className={styles.list}>
        {items.map((item) => (
          <NavigationMenu.Item key={item.key}>
            <NavigationMenu.Link asChild active={item.key === active}>
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
