import { Outlet } from 'react-router-dom';
import { Card } from '../components/Card';
import * as styles from './Shell.css';
import { Wordmark } from './Wordmark';

/** The frame of the public sign-in and registration pages. */
export function SignInLayout() {
  return (
    <main className={styles.signInPage}>
      <div className={styles.signInCard}>
        <div className={styles.signInBrand}>
          <Wordmark />
        </div>
        <Card>
          <Outlet />
        </Card>
      </div>
    </main>
  );
}
