import { useMatches } from 'react-router-dom';
import type { RouteHandle } from '../router/routeHandle';
import { Card } from '../components/Card';
import { PageTitle } from '../components/PageTitle';

/** A route whose screen is not built yet: its title, inside the shell. */
export default function PlaceholderScreen() {
  const handle = useMatches().at(-1)?.handle as RouteHandle | undefined;
  return (
    <Card>
      <PageTitle>{handle?.title ?? 'LYLA'}</PageTitle>
      <p>This page is on its way.</p>
    </Card>
  );
}
