// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PreviewBar } from '@/storefront/modules/admin/preview/preview-bar';
import { STAFF_SESSION_KEY } from '@/storefront/modules/admin/shell/staff-session';
import { useMockServer } from '@/tests/mocks/use-mock-server';

/**
 * The preview bar publishes with the back office's staff session and base query: an access token
 * that expired while the preview was open is refreshed once, and the publish goes through.
 */
const replace = vi.fn(async () => true);
vi.mock('next/router', () => ({ useRouter: () => ({ asPath: '/', locale: 'in-hi', defaultLocale: 'in-en', replace }) }));

useMockServer();
const API = 'http://localhost:4000/';
const KEY = 'homeBanners_SLV_in_hi';
const editorUser = { userID: 0, firstName: 'Meera', lastName: 'Iyer', email: 'editor@example.com', role: 'editor' };

async function signIn() {
  const answer = await fetch(`${API}account/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'editor@example.com', password: 'Editor#2026!', reCaptchaToken: 'x' }) });
  return (await answer.json()).responseBody.tokens as { accessToken: string; refreshToken: string };
}

async function draftWithTitle(accessToken: string, title: string) {
  const headers = { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' };
  const item = (await (await fetch(`${API}admin/content/items/${KEY}`, { headers })).json()).data;
  const banners = item.published.banners.map((banner: object, index: number) => (index === 0 ? { ...banner, title } : banner));
  expect((await fetch(`${API}admin/content/items/${KEY}/draft`, { method: 'PUT', headers, body: JSON.stringify({ payload: { banners } }) })).status).toBe(200);
}

const live = async () => (await (await fetch(`${API}api/redis/${KEY}`)).json()).data.banners[0].title as string;
const preview = { drafts: [{ key: KEY, authorEmail: 'editor@example.com', updatedAt: '2026-11-26T10:00:00.000Z' }] };

beforeEach(() => {
  window.localStorage.clear();
  replace.mockClear();
});
afterEach(cleanup);

/**
 * Clicks a button of the bar and waits until what the click started has finished: the bar says
 * it is busy (aria-busy) from the click until its last call has answered. The wait ends on that
 * state; its ceiling is only there to fail with a message before Vitest's own 30 s time-out (a
 * fixed 1 s, testing-library's default, failed under load while the publish was still going).
 */
async function clickAndSettle(name: string) {
  const bar = screen.getByTestId('preview-bar');
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
  await waitFor(() => expect(bar.getAttribute('aria-busy')).toBe('false'), { timeout: 25_000 });
}

describe('the preview bar', () => {
  it('publishes with a staff token that expired while the preview was open: one refresh, then the publish', async () => {
    const tokens = await signIn();
    await draftWithTitle(tokens.accessToken, 'धनतेरस की रात');
    window.localStorage.setItem(STAFF_SESSION_KEY, JSON.stringify({ user: editorUser, accessToken: `expired:${tokens.accessToken}`, refreshToken: tokens.refreshToken }));
    render(<PreviewBar preview={preview} />);
    await clickAndSettle('Publish');
    expect(screen.getByRole('status').textContent).toBe('Published: shoppers see it within seconds.');
    expect(await live()).toBe('धनतेरस की रात');
    const saved = JSON.parse(window.localStorage.getItem(STAFF_SESSION_KEY)!);
    expect(saved.accessToken).not.toMatch(/^expired:/);
    expect(saved.refreshToken).not.toBe(tokens.refreshToken);
    expect(replace).toHaveBeenCalledWith('/', undefined, { scroll: false });
  });

  it('asks to confirm a stale draft, and publishes it once confirmed', async () => {
    const tokens = await signIn();
    await draftWithTitle(tokens.accessToken, 'पहला');
    await fetch(`${API}admin/content/items/${KEY}/publish`, { method: 'POST', headers: { authorization: `Bearer ${tokens.accessToken}`, 'content-type': 'application/json' }, body: JSON.stringify({ scope: 'locale' }) });
    await draftWithTitle(tokens.accessToken, 'दूसरा');
    await fetch(`${API}admin/content/items/${KEY}/rollback`, { method: 'POST', headers: { authorization: `Bearer ${tokens.accessToken}`, 'content-type': 'application/json' }, body: JSON.stringify({ version: 1 }) });
    window.localStorage.setItem(STAFF_SESSION_KEY, JSON.stringify({ user: editorUser, ...tokens }));
    render(<PreviewBar preview={preview} />);
    await clickAndSettle('Publish');
    expect(screen.getByRole('status').textContent).toMatch(/was published after this draft began/);
    expect(await live()).not.toBe('दूसरा');
    expect(replace).not.toHaveBeenCalled();
    await clickAndSettle('Publish anyway');
    expect(screen.getByRole('status').textContent).toBe('Published: shoppers see it within seconds.');
    expect(await live()).toBe('दूसरा');
  });

  it('tells a browser without a staff session to sign in to the back office', async () => {
    render(<PreviewBar preview={preview} />);
    await clickAndSettle('Publish');
    expect(screen.getByRole('status').textContent).toMatch(/Sign in to the back office/);
    expect(replace).not.toHaveBeenCalled();
  });
});
