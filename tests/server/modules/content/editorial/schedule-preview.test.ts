import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentDrafts } from '@/server/db/schema';
import { runScheduledPublishing } from '@/server/modules/content/cached-content/editorial/schedule-worker';
import { verifyPreviewToken } from '@/server/modules/content/cached-content/editorial/preview-token';
import type { ContentItem, DraftView, PreviewContent } from '@/shared/contracts/content-editing';
import { signInAs } from '@/tests/server/helpers/auth';
import { createTestApp, type TestApp } from '@/tests/server/helpers/test-app';
import { expectFailure, expectSuccess } from '../../commerce/commerce-requests';
import { type Banner, editorCalls, HERO_AR, HERO_HI, modulesWith, recordingRevalidator } from './editorial-fixture';

let test: TestApp;
let editor: Record<string, string>;
const calls = editorCalls(() => test, () => editor);

beforeAll(async () => {
  test = await createTestApp({ modules: modulesWith(recordingRevalidator()) });
  editor = (await signInAs(test.app, 'editor')).headers;
});
afterAll(async () => {
  await test?.close();
});

async function draftTitled(key: string, title: string) {
  const item = expectSuccess<ContentItem>(await calls.item(key));
  const banners = (item.published as { banners: Banner[] }).banners.map((banner, index) => (index === 0 ? { ...banner, title } : banner));
  return expectSuccess<DraftView>(await calls.save(key, { banners }));
}
const titleServed = async (key: string) => (expectSuccess<{ banners: Banner[] }>(await calls.shopperRead(key)).banners[0]!.title);

describe('a draft never leaks', () => {
  it('GET /api/redis/{key} serves only published content, to anyone, even an editor with a token', async () => {
    const published = await titleServed(HERO_AR);
    await draftTitled(HERO_AR, 'مسودة سرية');
    expect(await titleServed(HERO_AR)).toBe(published);
    const asEditor = await test.app.inject({ method: 'GET', url: `/api/redis/${HERO_AR}`, headers: editor });
    expect(JSON.stringify(asEditor.json())).not.toContain('مسودة سرية');
  });

  it('the preview read needs the shared secret or an editor, and shows the draft with its author', async () => {
    expectFailure(await test.app.inject({ method: 'GET', url: `/admin/content/preview/${HERO_AR}` }), 401, 'Invalid User');
    expectFailure(await test.app.inject({ method: 'GET', url: `/admin/content/preview/${HERO_AR}`, headers: { 'x-preview-secret': 'guess' } }), 403, /preview secret/);
    const answer = await test.app.inject({ method: 'GET', url: `/admin/content/preview/${HERO_AR}`, headers: { 'x-preview-secret': test.env.REVALIDATE_SECRET } });
    const preview = expectSuccess<PreviewContent>(answer);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect((preview.payload as { banners: Banner[] }).banners[0]!.title).toBe('مسودة سرية');
    expect(preview.draft).toMatchObject({ key: HERO_AR, authorEmail: 'editor@example.com' });
    const plain = expectSuccess<PreviewContent>(await test.app.inject({ method: 'GET', url: `/admin/content/preview/${HERO_HI}`, headers: editor }));
    expect(plain.draft).toBeNull();
  });

  it('signs preview links for an hour, or a day when shared', async () => {
    const own = expectSuccess<{ url: string; expiresAt: string }>(await test.app.inject({ method: 'POST', url: '/admin/content/preview-links', headers: editor, payload: { path: '/ae-ar' } }));
    const shared = expectSuccess<{ url: string; expiresAt: string }>(await test.app.inject({ method: 'POST', url: '/admin/content/preview-links', headers: editor, payload: { path: '/ae-ar', share: true } }));
    const hours = (answer: { expiresAt: string }) => Math.round((Date.parse(answer.expiresAt) - Date.now()) / 3_600_000);
    expect([hours(own), hours(shared)]).toEqual([1, 24]);
    const url = new URL(shared.url);
    expect(url.pathname).toBe('/api/preview');
    expect(url.searchParams.get('path')).toBe('/ae-ar');
    expect(await verifyPreviewToken(test.env.REVALIDATE_SECRET, url.searchParams.get('token')!)).toBe('editor@example.com');
    expect(await verifyPreviewToken('another-secret', url.searchParams.get('token')!)).toBeNull();
  });
});

describe('scheduled publishing', () => {
  it("takes the time on the store's clock and refuses a time that has passed or is malformed", async () => {
    await draftTitled(HERO_HI, 'आधी रात का बैनर');
    const view = expectSuccess<DraftView>(await calls.schedule(HERO_HI, '2099-11-27T00:00'));
    expect(view).toMatchObject({ timeZone: 'Asia/Kolkata', publishAtStoreTime: '2099-11-27T00:00', publishAt: '2099-11-26T18:30:00.000Z' });
    expectFailure(await calls.schedule(HERO_HI, '2020-01-01T00:00'), 400, /publishAt: .* has already passed/);
    expectFailure(await calls.schedule(HERO_HI, 'midnight'), 400, /publishAt: "midnight" is not a time/);
  });

  it('is published once even when two workers run the job at the same moment', async () => {
    await test.db.update(contentDrafts).set({ publishAt: new Date(Date.now() - 1000) }).where(eq(contentDrafts.kind, 'homeBanners'));
    const options = { db: test.db, returnWindowDays: test.env.RETURN_WINDOW_DAYS };
    const [first, second] = await Promise.all([runScheduledPublishing(options), runScheduledPublishing(options)]);
    const keys = [...first, ...second].map((entry) => entry.key).sort();
    expect(keys).toEqual([HERO_AR, HERO_HI].sort());
    expect(await runScheduledPublishing(options)).toEqual([]);
    expect(await titleServed(HERO_HI)).toBe('आधी रात का बैनर');
    const history = expectSuccess<ContentItem>(await calls.item(HERO_HI)).history;
    expect(history.filter((version) => version.source === 'schedule')).toHaveLength(1);
    expect(history[0]!.authorEmail).toBe('scheduler (for editor@example.com)');
  });
});
