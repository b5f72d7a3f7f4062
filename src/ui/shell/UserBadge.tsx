import { initialsOf, type UserInfo } from '../../domain/user';
import { useAssetUrl } from '../app/useAssetUrl';
import * as styles from './Shell.css';

/** The avatar, or the person's initials when there is no picture. */
export function UserBadge({ user }: { user: UserInfo }) {
  const initials = initialsOf(user);
  const urlOf = useAssetUrl();
  return (
    <span className={styles.avatar} aria-hidden="true">
      {user.avatar ? <img className={styles.avatarImage} src={urlOf(user.avatar)} alt="" width={40} height={40} /> : initials}
    </span>
  );
}
