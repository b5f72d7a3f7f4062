/** What each route declares about itself (read with `useMatches`). */
export interface RouteHandle {
  /** The page title; screens not built yet show it inside the shell. */
  title: string;
}
