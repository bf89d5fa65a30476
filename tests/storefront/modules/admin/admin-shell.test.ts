import { describe, expect, it } from 'vitest';
import { makeAdminStore } from '@/storefront/modules/admin/admin-store';
import { nextAdminPath } from '@/storefront/modules/admin/shell/admin-sign-in';
import { ADMIN_SECTIONS, sectionsFor } from '@/storefront/modules/admin/shell/sections';
import { loadStaffSession, STAFF_SESSION_KEY, staffSignedIn, staffSignedOut } from '@/storefront/modules/admin/shell/staff-session';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

const editor = { userID: 7, firstName: 'Meera', lastName: 'Iyer', email: 'editor@example.com', role: 'editor' as const };

describe('admin sections', () => {
  it('shows each role only the sections its permission opens', () => {
    const operations = ['Today', 'Orders', 'Returns', 'Metal rates', 'Products and stock', 'Promotions', 'Reviews', 'Customers'];
    expect(sectionsFor('editor').map((section) => section.label)).toEqual(['Content']);
    expect(sectionsFor('staff').map((section) => section.label)).toEqual(operations);
    expect(sectionsFor('admin').map((section) => section.label)).toEqual([...operations, 'Content', 'People', 'Audit log']);
    expect(sectionsFor('customer', ADMIN_SECTIONS)).toEqual([]);
  });
});

describe('the staff session', () => {
  it('is kept under its own key, apart from the shopper session, and survives a reload', () => {
    const storage = memoryStorage();
    storage.setItem('persist:root', '{"auth":"{}"}');
    const store = makeAdminStore(storage);
    store.dispatch(staffSignedIn({ user: editor, accessToken: 'a', refreshToken: 'r' }));
    expect(JSON.parse(storage.getItem(STAFF_SESSION_KEY)!)).toMatchObject({ accessToken: 'a', user: { role: 'editor' } });
    expect(storage.getItem('persist:root')).toBe('{"auth":"{}"}');
    expect(makeAdminStore(storage).getState().staffSession.user?.email).toBe('editor@example.com');
    store.dispatch(staffSignedOut());
    expect(storage.getItem(STAFF_SESSION_KEY)).toBeNull();
  });

  it('treats an unreadable saved session as signed out', () => {
    const storage = memoryStorage();
    storage.setItem(STAFF_SESSION_KEY, '{not json');
    expect(loadStaffSession(storage).user).toBeNull();
  });
});

describe('the sign-in next path', () => {
  it('follows only paths inside the back office', () => {
    expect(nextAdminPath('/admin/content?kind=homeBanners')).toBe('/admin/content?kind=homeBanners');
    expect(nextAdminPath('https://evil.example/admin')).toBe('/admin');
    expect(nextAdminPath('//evil.example')).toBe('/admin');
    expect(nextAdminPath('/cart')).toBe('/admin');
    expect(nextAdminPath(undefined)).toBe('/admin');
  });
});
