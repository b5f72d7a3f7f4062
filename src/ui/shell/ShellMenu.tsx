import { DropdownMenu } from 'radix-ui';
import { Link } from 'react-router-dom';
import { MAIN_NAV, type MainSection } from '../../domain/mainNav';
import { MenuIcon } from './MenuIcon';
import { UnreadBadge } from './UnreadBadge';
import * as styles from './ShellMenu.css';

interface ShellMenuProps {
  section: MainSection | null;
  fullName: string | null;
  onSignOut(): void;
}

/**
 * The phone header's menu (decision 0016): the main sections, who is signed in and Sign out,
 * behind one button. Radix gives it focus handling, arrow keys and Escape. Hidden on wider
 * screens, where the header shows all of it.
 */
export default function ShellMenu({ section, fullName, onSignOut }: ShellMenuProps) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className={styles.trigger} aria-label="Menu">
        <MenuIcon />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.content} align="end" sideOffset={8} collisionPadding={8}>
          {MAIN_NAV.map((item) => (
            <DropdownMenu.Item key={item.path} asChild className={styles.item}>
              <Link to={item.path} aria-current={item.section === section ? 'page' : undefined}>
                {item.label}
                {item.section === 'notifications' && <UnreadBadge />}
              </Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className={styles.separator} />
          {fullName && <DropdownMenu.Label className={styles.label}>Signed in as {fullName}</DropdownMenu.Label>}
          <DropdownMenu.Item className={styles.item} onSelect={onSignOut}>
            Sign out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
