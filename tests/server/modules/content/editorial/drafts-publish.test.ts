import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentItem, DraftView } from '@/shared/contracts/content-editing';
import { signInAs } from '@/tests/server/helpers/auth';
import { createTestApp, type TestApp } from '@/tests/server/helpers/test-app';
import { expectFailure, expectSuccess } from '../../commerce/commerce-requests';
import { type Banner, editorCalls, HERO_AR, HERO_EN, HERO_HI, modulesWith, recordingRevalidator } from './editorial-fixture';

let test: TestApp;
const revalidator = recordingRevalidator();
let editor: Record<string, string>;
const calls = editorCalls(() => test, () => editor);

beforeAll(async () => {
  test = await createTestApp({ modules: modulesWith(revalidator) });
  editor = (await signInAs(test.app, 'editor')).headers;
});
afterAll(async () => {
  await test?.close();
});

const bannersOf = (payload: unknown) => (payload as { banners: Banner[] }).banners;
const published = async (key: string) => bannersOf(expectSuccess(await calls.shopperRead(key)));

async function draftWithTitle(key: string, title: string) {
  const item = expectSuccess<ContentItem>(await calls.item(key));
  const banners = bannersOf(item.published).map((banner, index) => (index === 0 ? { ...banner, title } : banner));
  return expectSuccess<DraftView>(await calls.save(key, { banners }), 'Draft saved');
}

describe('drafts and publishing of the home hero banners', () => {
  it('keeps a draft away from shoppers until it is published, then serves it at once', async () => {
    const before = await published(HERO_HI);
    const english = await published(HERO_EN);
    await published(HERO_HI); // now in the content cache too
    const draft = await draftWithTitle(HERO_HI, 'धनतेरस की रात');
    expect(draft.authorEmail).toBe('editor@example.com');
    expect((await published(HERO_HI))[0]!.title).toBe(before[0]!.title);

    const answer = expectSuccess<{ published: { key: string; version: number }[]; revalidatedPaths: string[] }>(await calls.publish(HERO_HI), 'Published');
    expect(answer.published).toEqual([{ key: HERO_HI, version: 2 }]);
    expect(answer.revalidatedPaths).toEqual(['/in-hi']);
    expect(revalidator.calls.at(-1)).toEqual(['/in-hi']);
    expect((await published(HERO_HI))[0]!.title).toBe('धनतेरस की रात');
    expect(await published(HERO_EN)).toEqual(english);

    const item = expectSuccess<ContentItem>(await calls.item(HERO_HI));
    expect(item.draft).toBeNull();
    expect(item.history.map((version) => [version.version, version.source])).toEqual([
      [2, 'publish'],
      [1, 'seed'],
    ]);
    expect(item.history[0]).toMatchObject({ authorEmail: 'editor@example.com', changedFields: ['banners[0].title'] });
  });

  it('keeps at most one draft per item: a second save replaces the first', async () => {
    await draftWithTitle(HERO_AR, 'ليلة العيد');
    await draftWithTitle(HERO_AR, 'ليلة الذهب');
    const item = expectSuccess<ContentItem>(await calls.item(HERO_AR));
    expect(bannersOf(item.draft!.payload)[0]!.title).toBe('ليلة الذهب');
    expectSuccess(await calls.discard(HERO_AR), 'Draft discarded');
    expect(expectSuccess<ContentItem>(await calls.item(HERO_AR)).draft).toBeNull();
    expectFailure(await calls.discard(HERO_AR), 404, /has no draft/);
  });

  it('publishes every locale of the website together with scope all', async () => {
    await draftWithTitle(HERO_HI, 'हिंदी साथ में');
    await draftWithTitle(HERO_AR, 'عربي معاً');
    const answer = expectSuccess<{ published: { key: string }[]; revalidatedPaths: string[] }>(await calls.publish(HERO_AR, 'all'));
    expect(answer.published.map((entry) => entry.key).sort()).toEqual([HERO_AR, HERO_HI].sort());
    expect(answer.revalidatedPaths.sort()).toEqual(['/ae-ar', '/in-hi']);
    expect((await published(HERO_HI))[0]!.title).toBe('हिंदी साथ में');
    expect((await published(HERO_AR))[0]!.title).toBe('عربي معاً');
  });

  it('rolls back to any earlier version as a new version, and refuses a version that never was', async () => {
    const seed = expectSuccess<ContentItem>(await calls.item(HERO_HI)).history.find((version) => version.source === 'seed')!;
    const answer = expectSuccess<{ published: { version: number }[] }>(await calls.rollback(HERO_HI, seed.version), 'Rolled back');
    const item = expectSuccess<ContentItem>(await calls.item(HERO_HI));
    expect(item.history[0]).toMatchObject({ version: answer.published[0]!.version, source: 'rollback' });
    expect((await published(HERO_HI))[0]!.title).not.toBe('हिंदी साथ में');
    expectFailure(await calls.rollback(HERO_HI, 999), 404, /Version 999/);
  });

  it('numbers versions one after another when two editors roll back at the same moment', async () => {
    const seed = expectSuccess<ContentItem>(await calls.item(HERO_HI)).history.find((version) => version.source === 'seed')!;
    const answers = await Promise.all([calls.rollback(HERO_HI, seed.version), calls.rollback(HERO_HI, seed.version), calls.rollback(HERO_HI, seed.version)]);
    const versions = answers.map((answer) => expectSuccess<{ published: { version: number }[] }>(answer, 'Rolled back').published[0]!.version).sort((a, b) => a - b);
    expect(versions).toEqual([versions[0], versions[0]! + 1, versions[0]! + 2]);
  });

  it('audits every change with who, what and when', async () => {
    const admin = (await signInAs(test.app, 'admin')).headers;
    const audit = expectSuccess<{ items: { action: string; actorEmail: string; entityID: string }[] }>(await test.app.inject({ method: 'GET', url: `/admin/audit?entityType=content&entityID=${HERO_HI}&limitTo=50`, headers: admin }));
    const actions = new Set(audit.items.filter((entry) => entry.entityID === HERO_HI).map((entry) => entry.action));
    expect([...actions]).toEqual(expect.arrayContaining(['content.draft.save', 'content.publish', 'content.rollback']));
    expect(audit.items.every((entry) => entry.actorEmail === 'editor@example.com')).toBe(true);
  });

  it('refuses to publish without a draft', async () => {
    expectFailure(await calls.publish(HERO_EN), 409, /has no draft/);
  });
});
