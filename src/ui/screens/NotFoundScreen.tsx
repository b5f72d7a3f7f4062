import { Link } from 'react-router-dom';
import { Card } from '../components/Card';
import { PageTitle } from '../components/PageTitle';

export default function NotFoundScreen() {
  return (
    <Card>
      <PageTitle>Page not found</PageTitle>
      <p>The page you asked for does not exist or has moved.</p>
      <Link to="/home">Go to the home page</Link>
    </Card>
  );
}
