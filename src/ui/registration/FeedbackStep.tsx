import { Button } from '../components/Button';
import { PageTitle } from '../components/PageTitle';
import * as styles from './Registration.css';
import { useRegistration } from './registrationContext';

export default function FeedbackStep() {
  const registration = useRegistration();
  return (
    <div className={styles.form}>
      <PageTitle>Welcome to LYLA</PageTitle>
      <p className={styles.lead}>
        Your account is ready. Browse the vendors of your work place, send orders and requests, and keep an eye on
        your LYLA Wallet.
      </p>
      <div className={styles.actions}>
        <Button type="button" onClick={() => registration.send({ type: 'registration.finish' })}>
          Start exploring
        </Button>
      </div>
    </div>
  );
}
