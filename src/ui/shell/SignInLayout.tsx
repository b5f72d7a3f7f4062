import { Outlet } from 'react-router-dom';
import { Card } from '../components/Card';
import * as styles from './Shell.css';

/** The frame of the public sign-in and registration pages. */
export function SignInLayout() {
  return (
    <main className={styles.signInPage}>
      <div className={styles.signInCard}>
        <span className={styles.signInBrand}>LYLA</span>
        <Card>
          <Outlet />
        </Card>
      </div>
    </main>
  );
}
