import { SignJWT } from 'jose';
import { http } from 'msw';
import { z } from 'zod';
import { ACCOUNT_MESSAGES } from '@/shared/account-messages';
import { changedFields } from '@/shared/content-changes';
import { contentKey } from '@/shared/content-keys';
import { localisedPaths, pagesShowingKind } from '@/shared/content-publish-pages';
import { staleOf, staleRefusalMessage } from '@/shared/content-stale';

import * as s from '@/shared/contracts/content-editing';
import { hasPermission } from '@/shared/roles';
import { instantToStoreTime, storeTimeToInstant, storeTimeZone } from '@/shared/store-time';
import { userOfBearer } from '../lib/account-session';
import { checkDraft, editableKey } from '../lib/content-editing-rules';
import { contentEntries, urlRewrites, websiteStores } from '../lib/fixtures';
import { commerceOk, MockHttpError, withEnvelope } from '../lib/respond';
import { anyOrigin } from '../lib/route';
import { jsonBodyOf, parseInput, queryOf } from '../lib/validate';
import { contentEditing, type MockDraft } from '../state/content-editing-store';

/**
 * The editors' calls (`/admin/content/*`) for mock mode: drafts, publish, rollback, schedule and
 * preview reads over the recorded content, with the services' checks and words. A publish changes
 * what `GET /api/redis/{key}` answers in the same runtime and answers the pages to regenerate
 * (the storefront's relay route regenerates them in mock mode); preview links point at the storefront.
 */

/**
 * Set by the browser worker's relay (handlers/server-relay.ts) after it checked the bearer against
 * the sessions it holds: who the editor is. Only the storefront's relay route (mock builds) passes it on.
 */
export const RELAYED_EDITOR_HEADER = 'x-mock-editor';

function editor(request: Request): string {
  const relayed = request.headers.get(RELAYED_EDITOR_HEADER);
  if (relayed) return relayed;
  const caller = userOfBearer(request)!;
  if (!hasPermission(caller.user.role, 'content')) throw new MockHttpError(403, ACCOUNT_MESSAGES.editorsOnly);
  return caller.user.email;
}

/** The storefront's development revalidation secret (src/storefront/lib/config.ts), which mock mode uses. */
const PREVIEW_SECRET = 'development-revalidate-secret';

const published = (key: string): unknown => contentEditing.publishedOf(key)?.payload ?? contentEntries()[key] ?? null;

const staleDraftOf = (key: string, draft: MockDraft) => staleOf(draft.baseVersion, contentEditing.versionsOf(key)[0]);

function draftView(key: string, draft: MockDraft, storeCode: string): s.DraftView {
  const zone = storeTimeZone(storeCode);
  const { baseVersion, authorEmail, updatedAt, publishAt } = draft;
  return { payload: draft.payload, baseVersion, authorEmail, updatedAt, publishAt, publishAtStoreTime: publishAt ? instantToStoreTime(new Date(publishAt), zone) : null, timeZone: zone, stale: staleDraftOf(key, draft) };
}

/** The services' after-publish: every page showing the kind, in each affected language of the store. */
async function pagesToRegenerate(keys: string[]): Promise<string[]> {
  const paths = new Set<string>();
  for (const key of keys) {
    const item = editableKey(key);
    const store = websiteStores().flatMap((website) => website.subsite).find((entry) => entry.store_code === item.storeCode);
    const languages = item.language ? [item.language] : (store?.languages ?? []).map((entry) => entry.languageCode);
    const pages = await pagesShowingKind(item.kind, () => Object.keys(urlRewrites()));
    for (const path of localisedPaths(item.storeCode, languages, pages)) paths.add(path);
  }
  return [...paths];
}

function keyParam(params: Record<string, unknown>) {
  const { key } = parseInput(s.ContentKeyParam, params, 'params');
  return { key, ...editableKey(key) };
}

/** All or none, like the services' transaction: every draft exists and none is stale unless confirmed. */
function checkPublishable(keys: string[], confirmStale: boolean) {
  const stale = keys.flatMap((key) => {
    const draft = contentEditing.draftOf(key);
    if (!draft) throw new MockHttpError(409, `${key} has no draft to publish (published or discarded meanwhile)`);
    const over = staleDraftOf(key, draft);
    return over ? [{ key, ...over }] : [];
  });
  if (stale.length > 0 && !confirmStale) throw new MockHttpError(409, staleRefusalMessage(stale), s.StaleRefusal.parse({ stale }));
}

function publishKey(key: string, email: string) {
  const draft = contentEditing.draftOf(key)!;
  const before = published(key);
  const version = contentEditing.publish(key, before, { payload: draft.payload, source: 'publish', authorEmail: email, changedFields: changedFields(before, draft.payload) });
  contentEditing.discardDraft(key);
  return { key, version: version.version };
}

export const contentEditingHandlers = [
  http.get(anyOrigin('/admin/content/overview'), withEnvelope('commerce', ({ request }) => {
    const query = parseInput(s.OverviewQuery, queryOf(request), 'querystring');
    editor(request);
    const website = websiteStores().find((entry) => entry.code.toUpperCase() === query.website.toUpperCase());
    const locales = (website?.subsite ?? []).flatMap((store) =>
      (query.kind === 'productCartSettings' ? [''] : store.languages.map((language) => language.languageCode)).map((language) => {
        const key = contentKey({ kind: query.kind, websiteCode: website!.code, storeCode: store.store_code, language: language || undefined });
        return { key, locale: language ? `${store.store_code}-${language}` : store.store_code, storeCode: store.store_code, language, missing: published(key) === null, olderThanEnglish: false, hasDraft: Boolean(contentEditing.draftOf(key)), publishedAt: null };
      }),
    );
    return commerceOk(s.ContentOverview, { websiteCode: query.website.toUpperCase(), kind: query.kind, locales });
  })),
  http.get(anyOrigin('/admin/content/items/:key'), withEnvelope('commerce', ({ request, params }) => {
    const item = keyParam(params);
    editor(request);
    const draft = contentEditing.draftOf(item.key);
    const history = contentEditing.versionsOf(item.key).map(({ payload: _payload, ...version }) => version);
    const images = [...new Set(JSON.stringify(contentEntries()).match(/\/images\/[\w/.-]+/g) ?? [])];
    return commerceOk(s.ContentItem, { key: item.key, kind: item.kind, published: published(item.key), publishedVersion: history[0]?.version ?? null, draft: draft ? draftView(item.key, draft, item.storeCode) : null, history, images });
  })),
  http.put(anyOrigin('/admin/content/items/:key/draft'), withEnvelope('commerce', async ({ request, params }) => {
    const item = keyParam(params);
    const body = parseInput(s.SaveDraftBody, await jsonBodyOf(request), 'body');
    const email = editor(request);
    const payload = checkDraft(item.kind, body.payload);
    const before = contentEditing.draftOf(item.key);
    const baseVersion = before?.baseVersion ?? contentEditing.versionsOf(item.key)[0]?.version ?? 0;
    const draft = { payload, baseVersion, authorEmail: email, updatedAt: new Date().toISOString(), publishAt: before?.publishAt ?? null };
    contentEditing.saveDraft(item.key, draft);
    return commerceOk(s.DraftView, draftView(item.key, draft, item.storeCode), { message: 'Draft saved' });
  })),
  http.delete(anyOrigin('/admin/content/items/:key/draft'), withEnvelope('commerce', ({ request, params }) => {
    const item = keyParam(params);
    editor(request);
    if (!contentEditing.discardDraft(item.key)) throw new MockHttpError(404, `${item.key} has no draft`);
    return commerceOk(z.null(), null, { message: 'Draft discarded' });
  })),
  http.put(anyOrigin('/admin/content/items/:key/schedule'), withEnvelope('commerce', async ({ request, params }) => {
    const item = keyParam(params);
    const { publishAt } = parseInput(s.ScheduleBody, await jsonBodyOf(request), 'body');
    editor(request);
    const zone = storeTimeZone(item.storeCode);
    const instant = publishAt === null ? null : storeTimeToInstant(publishAt, zone);
    if (publishAt !== null && !instant) throw new MockHttpError(400, `publishAt: "${publishAt}" is not a time like 2026-11-27T00:00 (${zone})`);
    if (instant && instant.getTime() <= Date.now()) throw new MockHttpError(400, `publishAt: ${publishAt} (${zone}) has already passed`);
    const draft = contentEditing.draftOf(item.key);
    if (!draft) throw new MockHttpError(404, `${item.key} has no draft to schedule`);
    const next = { ...draft, publishAt: instant?.toISOString() ?? null };
    contentEditing.saveDraft(item.key, next);
    return commerceOk(s.DraftView, draftView(item.key, next, item.storeCode), { message: 'Publication scheduled' });
  })),
  http.post(anyOrigin('/admin/content/items/:key/publish'), withEnvelope('commerce', async ({ request, params }) => {
    const item = keyParam(params);
    const { scope, confirmStale } = parseInput(s.PublishBody, await jsonBodyOf(request), 'body');
    const email = editor(request);
    const prefix = `${item.kind}_${params.key!.toString().split('_')[1]}_`;
    const keys = scope === 'all' ? contentEditing.listDraftKeys().filter((key) => key.startsWith(prefix)) : [item.key];
    if (keys.length === 0) throw new MockHttpError(409, `${item.key} has no draft to publish (published or discarded meanwhile)`);
    checkPublishable(keys, confirmStale);
    const done = keys.map((key) => publishKey(key, email));
    return commerceOk(s.PublishAnswer, { published: done, revalidatedPaths: await pagesToRegenerate(keys) }, { message: 'Published' });
  })),
  http.post(anyOrigin('/admin/content/items/:key/rollback'), withEnvelope('commerce', async ({ request, params }) => {
    const item = keyParam(params);
    const { version } = parseInput(s.RollbackBody, await jsonBodyOf(request), 'body');
    const email = editor(request);
    const earlier = contentEditing.versionsOf(item.key).find((entry) => entry.version === version);
    if (!earlier) throw new MockHttpError(404, `Version ${version} of ${item.key} not found`);
    const before = published(item.key);
    const next = contentEditing.publish(item.key, before, { payload: earlier.payload, source: 'rollback', authorEmail: email, changedFields: changedFields(before, earlier.payload) });
    return commerceOk(s.PublishAnswer, { published: [{ key: item.key, version: next.version }], revalidatedPaths: await pagesToRegenerate([item.key]) }, { message: 'Rolled back' });
  })),
  // Signed like the services' links, with the development secret the mock storefront checks them with.
  http.post(anyOrigin('/admin/content/preview-links'), withEnvelope('commerce', async ({ request }) => {
    const body = parseInput(s.PreviewLinkBody, await jsonBodyOf(request), 'body');
    const email = editor(request);
    const expiresAt = new Date(Date.now() + (body.share ? 86_400_000 : 3_600_000));
    const token = await new SignJWT({ editor: email }).setProtectedHeader({ alg: 'HS256' }).setAudience('content-preview').setExpirationTime(Math.floor(expiresAt.getTime() / 1000)).sign(new TextEncoder().encode(PREVIEW_SECRET));
    // Relative: the mock storefront answers it on whatever origin it runs.
    const url = `/api/preview?${new URLSearchParams({ token, path: body.path }).toString()}`;
    return commerceOk(s.PreviewLinkAnswer, { url, expiresAt: expiresAt.toISOString() });
  })),
  http.get(anyOrigin('/admin/content/preview/:key'), withEnvelope('commerce', ({ request, params }) => {
    const item = keyParam(params);
    if (!request.headers.get('x-preview-secret')) editor(request);
    const draft = contentEditing.draftOf(item.key);
    return commerceOk(s.PreviewContent, { payload: draft?.payload ?? published(item.key), draft: draft ? { key: item.key, authorEmail: draft.authorEmail, updatedAt: draft.updatedAt } : null });
  })),
];

