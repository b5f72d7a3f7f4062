import { Link } from 'react-router-dom';
import { Card } from '../components/Card';
import { PageTitle } from '../components/PageTitle';
import { textLink } from '../../theme/link.css';

export default function NotFoundScreen() {
  return (
    <Card>
      <PageTitle>Page not found</PageTitle>
      <p>The page you asked for does not exist or has moved.</p>
      <Link to="/home" className={textLink}>
        Go to the home page
      </Link>
    </Card>
  );
}
