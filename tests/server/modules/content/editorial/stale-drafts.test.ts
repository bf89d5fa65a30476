import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentItem, DraftView, StaleRefusal } from '@/shared/contracts/content-editing';
import { signInAs } from '@/tests/server/helpers/auth';
import { createTestApp, type TestApp } from '@/tests/server/helpers/test-app';
import { expectFailure, expectSuccess } from '../../commerce/commerce-requests';
import { type Banner, editorCalls, HERO_AR, HERO_HI, modulesWith, recordingRevalidator } from './editorial-fixture';

/** A draft that someone published over since it began warns, and publishing it needs confirmation (docs/content-editing.md#stale-drafts). */
let test: TestApp;
let editor: Record<string, string>;
let admin: Record<string, string>;
const calls = editorCalls(() => test, () => editor);

beforeAll(async () => {
  test = await createTestApp({ modules: modulesWith(recordingRevalidator()) });
  editor = (await signInAs(test.app, 'editor')).headers;
  admin = (await signInAs(test.app, 'admin')).headers;
});
afterAll(async () => {
  await test?.close();
});

const bannersOf = (payload: unknown) => (payload as { banners: Banner[] }).banners;
const item = async (key: string) => expectSuccess<ContentItem>(await calls.item(key));
async function saveTitle(key: string, title: string, as?: Record<string, string>) {
  const banners = bannersOf((await item(key)).published).map((banner, index) => (index === 0 ? { ...banner, title } : banner));
  return expectSuccess<DraftView>(await calls.save(key, { banners }, as), 'Draft saved');
}
const liveTitle = async (key: string) => bannersOf(expectSuccess(await calls.shopperRead(key)))[0]!.title;

describe('stale drafts', () => {
  it('a fresh draft is not stale and publishes without confirmation', async () => {
    const draft = await saveTitle(HERO_HI, 'पहला संस्करण');
    expect(draft.stale).toBeNull();
    expectSuccess(await calls.publish(HERO_HI), 'Published');
  });

  it('warns when a version was published after the draft began, and refuses to publish it unconfirmed', async () => {
    const begun = await saveTitle(HERO_HI, 'दूसरा मसौदा');
    expect(begun.stale).toBeNull();
    const baseVersion = begun.baseVersion;
    // Meanwhile an admin rolls the live banner back: a new version over the draft's base.
    expectSuccess(await test.app.inject({ method: 'POST', url: `/admin/content/items/${HERO_HI}/rollback`, headers: admin, payload: { version: 1 } }), 'Rolled back');
    const live = await liveTitle(HERO_HI);

    const seen = (await item(HERO_HI)).draft!;
    expect(seen.stale).toMatchObject({ baseVersion, latestVersion: baseVersion + 1, source: 'rollback', publishedBy: 'admin@example.com' });
    // Saving again keeps the warning: the draft still began before that publish.
    expect((await saveTitle(HERO_HI, 'दूसरा मसौदा, फिर')).stale).toMatchObject({ latestVersion: baseVersion + 1 });

    const refused = expectFailure(await calls.publish(HERO_HI), 409, new RegExp(`${HERO_HI}: version ${baseVersion + 1} \\(rollback by admin@example.com, .*\\) was published after this draft began from version ${baseVersion}.*confirm`));
    expect((refused.data as StaleRefusal).stale).toEqual([expect.objectContaining({ key: HERO_HI, latestVersion: baseVersion + 1 })]);
    // Nothing changed: the draft is kept, the rolled-back banner is still live.
    expect((await item(HERO_HI)).draft).not.toBeNull();
    expect(await liveTitle(HERO_HI)).toBe(live);

    const answer = expectSuccess<{ published: { version: number }[] }>(await calls.publish(HERO_HI, 'locale', true), 'Published');
    expect(answer.published[0]!.version).toBe(baseVersion + 2);
    expect(await liveTitle(HERO_HI)).toBe('दूसरा मसौदा, फिर');
    expect((await item(HERO_HI)).draft).toBeNull();
  });

  it('publishing all locales refuses all of them when one is stale, naming it, and publishes all once confirmed', async () => {
    await saveTitle(HERO_HI, 'सब साथ');
    // ae-ar gets its versions (seed 1, publish 2), then a draft that a rollback will overtake.
    await saveTitle(HERO_AR, 'أول نشر');
    expectSuccess(await calls.publish(HERO_AR, 'locale'), 'Published');
    await saveTitle(HERO_AR, 'الكل معاً');
    expectSuccess(await test.app.inject({ method: 'POST', url: `/admin/content/items/${HERO_AR}/rollback`, headers: admin, payload: { version: 1 } }), 'Rolled back');
    const hiBefore = await liveTitle(HERO_HI);

    const refused = expectFailure(await calls.publish(HERO_HI, 'all'), 409, new RegExp(`^${HERO_AR}: version`));
    expect((refused.data as StaleRefusal).stale.map((entry) => entry.key)).toEqual([HERO_AR]);
    expect(await liveTitle(HERO_HI)).toBe(hiBefore);

    const answer = expectSuccess<{ published: { key: string }[] }>(await calls.publish(HERO_HI, 'all', true), 'Published');
    expect(answer.published.map((entry) => entry.key).sort()).toEqual([HERO_AR, HERO_HI].sort());
    expect(await liveTitle(HERO_AR)).toBe('الكل معاً');
  });

  it('refuses a confirmStale that is not a boolean, naming the field', async () => {
    await saveTitle(HERO_HI, 'जांच');
    expectFailure(await test.app.inject({ method: 'POST', url: `/admin/content/items/${HERO_HI}/publish`, headers: editor, payload: { scope: 'locale', confirmStale: 'yes' } }), 400, /confirmStale/);
  });
});
