import { describe, expect, it } from 'vitest';
import { mainSectionOf, unreadBadgeText } from './mainNav';

describe('mainSectionOf', () => {
  it.each([
    ['/home', 'home'],
    ['/requests/42/chat', 'requests'],
    ['/video/news/3', 'news'],
    ['/notifications', 'notifications'],
    ['/settings/account/index', 'settings'],
    ['/settings/account/wallet/gift', 'settings'],
    ['/site-policy/terms', 'settings'],
    ['/call-centre', 'settings'],
  ])('%s belongs to %s', (path, section) => {
    expect(mainSectionOf(path)).toBe(section);
  });

  it('knows no section for other pages, whatever their name', () => {
    expect(mainSectionOf('/404')).toBeNull();
    expect(mainSectionOf('/statecharts')).toBeNull();
    expect(mainSectionOf('/constructor')).toBeNull();
    expect(mainSectionOf('')).toBeNull();
  });

  it.each(['/categories/2', '/categories/2/vendors/5/products/9', '/search', '/cart', '/checkout/categories/2/vendors/5'])(
    '%s is a shop page, not the home page: no section is marked',
    (path) => {
      expect(mainSectionOf(path)).toBeNull();
    },
  );
});

describe('unreadBadgeText', () => {
  it('shows nothing for none and caps at 99+', () => {
    expect([0, 1, 99, 100].map(unreadBadgeText)).toEqual([null, '1', '99', '99+']);
  });
});
