import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as s from '@/shared/contracts/content-editing';
import { commerceEnvelope } from '@/shared/contracts/envelope';
import { commerceOk } from '../../../../lib/envelope';
import { requireEditor } from '../../../../plugins/auth';
import { actorOf } from '../../../admin/audit';
import { discardDraft, getItem, getOverview, saveDraft, scheduleDraft } from './editorial-service';
import type { EditorialRoutesOptions } from './editorial-options';
import { resolveEntry } from './entry-key';
import { listDrafts } from './editorial-repository';
import { publishDrafts, rollBack } from './publishing';
import { listSubsiteFacts } from '../../../../lib/site-directory';
import { contentKey } from '@/shared/content-keys';

const tags = ['admin: content'];
const security = [{ bearer: [] }];
const route = <T extends object>(summary: string, extra: T) => ({ preHandler: requireEditor, schema: { tags, security, summary, ...extra } });

/** The editors' routes (editors and admins; 401 without a token, 403 for staff and shoppers). Every change is audited. */
export const editorialRoutes: FastifyPluginAsyncZod<EditorialRoutesOptions> = async (app, { afterPublish }) => {
  const context = () => ({ db: app.db, returnWindowDays: app.env.RETURN_WINDOW_DAYS });

  app.get('/admin/content/overview', route('Every locale of a website for one kind: missing, older than English, with a draft', { querystring: s.OverviewQuery, response: { 200: commerceEnvelope(s.ContentOverview) } }), async (request) =>
    commerceOk(await getOverview(app.db, request.query.website, request.query.kind)),
  );

  app.get('/admin/content/items/:key', route('One item: published, draft, history, the store\'s images', { params: s.ContentKeyParam, response: { 200: commerceEnvelope(s.ContentItem) } }), async (request) =>
    commerceOk(await getItem(context(), await resolveEntry(app.db, request.params.key))),
  );

  app.put('/admin/content/items/:key/draft', route('Save the draft (checked whole: nothing is saved when a field is wrong)', { params: s.ContentKeyParam, body: s.SaveDraftBody, response: { 200: commerceEnvelope(s.DraftView) } }), async (request) =>
    commerceOk(await saveDraft(context(), await resolveEntry(app.db, request.params.key), request.body.payload, actorOf(request.user!)), 'Draft saved'),
  );

  app.delete('/admin/content/items/:key/draft', route('Discard the draft', { params: s.ContentKeyParam, response: { 200: commerceEnvelope(z.null()) } }), async (request) => {
    await discardDraft(context(), await resolveEntry(app.db, request.params.key), actorOf(request.user!));
    return commerceOk(null, 'Draft discarded');
  });

  app.put('/admin/content/items/:key/schedule', route("Publish the draft by itself at a time on the store's clock (null: no schedule)", { params: s.ContentKeyParam, body: s.ScheduleBody, response: { 200: commerceEnvelope(s.DraftView) } }), async (request) =>
    commerceOk(await scheduleDraft(context(), await resolveEntry(app.db, request.params.key), request.body.publishAt, actorOf(request.user!)), 'Publication scheduled'),
  );

  app.post('/admin/content/items/:key/publish', route('Publish this locale\'s draft, or (scope all) every draft of this kind in the website, together', { params: s.ContentKeyParam, body: s.PublishBody, response: { 200: commerceEnvelope(s.PublishAnswer) } }), async (request) => {
    const entry = await resolveEntry(app.db, request.params.key);
    let entries = [entry];
    if (request.body.scope === 'all') {
      const subsites = (await listSubsiteFacts(app.db)).filter((facts) => facts.websiteCode.toUpperCase() === entry.websiteCode);
      const drafts = (await listDrafts(app.db, { kind: entry.kind })).filter((draft) => subsites.some((facts) => facts.id === draft.subsiteId));
      entries = await Promise.all(
        drafts.map((draft) => {
          const subsite = subsites.find((facts) => facts.id === draft.subsiteId)!;
          return resolveEntry(app.db, contentKey({ kind: entry.kind, websiteCode: entry.websiteCode, storeCode: subsite.code, language: draft.languageCode || undefined }));
        }),
      );
    }
    const versions = await publishDrafts({ db: app.db, entries, actor: actorOf(request.user!), returnWindowDays: app.env.RETURN_WINDOW_DAYS, confirmStale: request.body.confirmStale });
    const revalidatedPaths = await afterPublish(entries);
    return commerceOk({ published: entries.map((item, index) => ({ key: item.key, version: versions[index]!.version })), revalidatedPaths }, 'Published');
  });

  app.post('/admin/content/items/:key/rollback', route('Publish an earlier version again (as a new version)', { params: s.ContentKeyParam, body: s.RollbackBody, response: { 200: commerceEnvelope(s.PublishAnswer) } }), async (request) => {
    const entry = await resolveEntry(app.db, request.params.key);
    const version = await rollBack({ db: app.db, entry, version: request.body.version, actor: actorOf(request.user!), returnWindowDays: app.env.RETURN_WINDOW_DAYS });
    const revalidatedPaths = await afterPublish([entry]);
    return commerceOk({ published: [{ key: entry.key, version: version.version }], revalidatedPaths }, 'Rolled back');
  });
};
