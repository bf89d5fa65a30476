import { beforeEach, describe, expect, it } from 'vitest';
import { useMockServer } from './use-mock-server';

const API = 'http://localhost:4000/';
const KEY = 'homeBanners_SLV_in_hi';
let editor: Record<string, string>;

useMockServer();

async function login(username: string, password: string) {
  const answer = await fetch(`${API}account/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password, reCaptchaToken: 'x' }) });
  return { authorization: `Bearer ${(await answer.json()).responseBody.tokens.accessToken}`, 'content-type': 'application/json' };
}
const call = (method: string, path: string, body?: unknown, headers = editor) => fetch(`${API}${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) }).then(async (response) => ({ status: response.status, body: await response.json() }));

beforeEach(async () => {
  editor = await login('editor@example.com', 'Editor#2026!');
});

describe('the mocks answer the editors as the services do', () => {

  it('saves a draft that shoppers do not see, publishes it, and rolls it back', async () => {
    const item = (await call('GET', `admin/content/items/${KEY}`)).body.data;
    const banners = item.published.banners.map((banner: { title: string }, index: number) => (index === 0 ? { ...banner, title: 'धनतेरस' } : banner));
    expect((await call('PUT', `admin/content/items/${KEY}/draft`, { payload: { banners } })).body.meta.message).toBe('Draft saved');
    const shopper = async () => (await (await fetch(`${API}api/redis/${KEY}`)).json()).data.banners[0].title;
    expect(await shopper()).toBe(item.published.banners[0].title);
    expect((await call('GET', `admin/content/preview/${KEY}`)).body.data.draft.authorEmail).toBe('editor@example.com');
    const published = (await call('POST', `admin/content/items/${KEY}/publish`, { scope: 'all' })).body.data;
    expect(published.published).toEqual([{ key: KEY, version: 2 }]);
    expect(await shopper()).toBe('धनतेरस');
    expect((await call('GET', `admin/content/items/${KEY}`)).body.data.history[0]).toMatchObject({ version: 2, source: 'publish', changedFields: ['banners[0].title'] });
    await call('POST', `admin/content/items/${KEY}/rollback`, { version: 1 });
    expect(await shopper()).toBe(item.published.banners[0].title);
  });

  it('refuses a banner without an image naming the field, and staff', async () => {
    const item = (await call('GET', `admin/content/items/${KEY}`)).body.data;
    const banners = item.published.banners.map((banner: object, index: number) => (index === 0 ? { ...banner, image: '' } : banner));
    const refused = await call('PUT', `admin/content/items/${KEY}/draft`, { payload: { banners } });
    expect(refused.status).toBe(400);
    expect(refused.body.meta.message).toMatch(/^payload\.banners\[0\]\.image is required/);
    const staff = await login('staff@example.com', 'Staff#2026!');
    expect((await call('GET', `admin/content/items/${KEY}`, undefined, staff)).status).toBe(403);
  });

  it('answers the pages to regenerate, as the services do', async () => {
    const item = (await call('GET', `admin/content/items/${KEY}`)).body.data;
    await call('PUT', `admin/content/items/${KEY}/draft`, { payload: item.published });
    expect((await call('POST', `admin/content/items/${KEY}/publish`, { scope: 'locale' })).body.data.revalidatedPaths).toEqual(['/in-hi']);
    const menu = 'menu_SLV_ae_ar';
    await call('PUT', `admin/content/items/${menu}/draft`, { payload: (await call('GET', `admin/content/items/${menu}`)).body.data.published });
    const paths: string[] = (await call('POST', `admin/content/items/${menu}/publish`, { scope: 'locale' })).body.data.revalidatedPaths;
    expect(paths).toEqual(expect.arrayContaining(['/ae-ar', '/ae-ar/stores', '/ae-ar/rings']));
    expect(paths.every((path) => path.startsWith('/ae-ar'))).toBe(true);
  });

  it('warns of a stale draft and refuses to publish it until confirmed, like the services', async () => {
    const item = (await call('GET', `admin/content/items/${KEY}`)).body.data;
    const titled = (title: string) => ({ banners: item.published.banners.map((banner: object, index: number) => (index === 0 ? { ...banner, title } : banner)) });
    await call('PUT', `admin/content/items/${KEY}/draft`, { payload: titled('पहला') });
    await call('POST', `admin/content/items/${KEY}/publish`, { scope: 'locale' });
    const draft = (await call('PUT', `admin/content/items/${KEY}/draft`, { payload: titled('दूसरा') })).body.data;
    expect(draft).toMatchObject({ baseVersion: 2, stale: null });
    await call('POST', `admin/content/items/${KEY}/rollback`, { version: 1 });
    expect((await call('GET', `admin/content/items/${KEY}`)).body.data.draft.stale).toMatchObject({ baseVersion: 2, latestVersion: 3, source: 'rollback', publishedBy: 'editor@example.com' });
    const refused = await call('POST', `admin/content/items/${KEY}/publish`, { scope: 'all' });
    expect(refused.status).toBe(409);
    expect(refused.body.meta.message).toMatch(new RegExp(`^${KEY}: version 3 \\(rollback by editor@example.com, .*confirm`));
    expect(refused.body.data.stale).toEqual([expect.objectContaining({ key: KEY, latestVersion: 3 })]);
    expect((await call('POST', `admin/content/items/${KEY}/publish`, { scope: 'all', confirmStale: true })).body.data.published).toEqual([{ key: KEY, version: 4 }]);
  });

  it('takes the editor the browser worker vouched for (the relay of mock mode)', async () => {
    const relayed = { 'x-mock-editor': 'editor@example.com', 'content-type': 'application/json' };
    const item = (await call('GET', `admin/content/items/${KEY}`, undefined, relayed)).body.data;
    expect((await call('PUT', `admin/content/items/${KEY}/draft`, { payload: item.published }, relayed)).body.data.authorEmail).toBe('editor@example.com');
    expect((await call('GET', `admin/content/items/${KEY}`, undefined, { 'content-type': 'application/json' })).status).toBe(401);
  });
});
