/** The header's main navigation and which entry a page belongs to. */

export type MainSection = 'home' | 'requests' | 'news' | 'notifications' | 'settings';

export const MAIN_NAV: ReadonlyArray<{ section: MainSection; label: string; path: string }> = [
  { section: 'home', label: 'Home', path: '/home' },
  { section: 'requests', label: 'Requests', path: '/requests' },
  { section: 'news', label: 'News', path: '/news' },
  { section: 'notifications', label: 'Notifications', path: '/notifications' },
  { section: 'settings', label: 'Settings', path: '/settings/account/index' },
];

/**
 * First path segment → section: the settings menu's pages belong to Settings. Home is the
 * home page only: a category, product, search result, the cart or a checkout is a place of
 * its own (its breadcrumbs say where it is), and marking Home there would say the person is
 * on the home page.
 */
const SECTION_OF_SEGMENT: ReadonlyMap<string, MainSection> = new Map([
  ['home', 'home'],
  ['requests', 'requests'],
  ['news', 'news'],
  ['video', 'news'],
  ['notifications', 'notifications'],
  ['settings', 'settings'],
  ['site-policy', 'settings'],
  ['call-centre', 'settings'],
]);

/** The main section a path belongs to, or null (a page of its own, such as not-found). */
export function mainSectionOf(pathname: string): MainSection | null {
  return SECTION_OF_SEGMENT.get(pathname.split('/')[1] ?? '') ?? null;
}

/** The unread count on the Notifications entry: nothing for none, "99+" past 99. */
export function unreadBadgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > 99 ? '99+' : String(count);
}
