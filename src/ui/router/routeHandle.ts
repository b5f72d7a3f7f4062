import type { SkeletonShape } from '../components/PageSkeleton';

/** What each route declares about itself (read with `useMatches`). */
export interface RouteHandle {
  /** The page title; screens not built yet show it inside the shell. */
  title: string;
  /** The header's search box is not shown on this page (spec §2: the old order chat). */
  hideHeaderSearch?: boolean;
  /** The shape of what the page lists, drawn while it loads (src/ui/router/RouteLoading.tsx). */
  skeleton?: SkeletonShape;
}
