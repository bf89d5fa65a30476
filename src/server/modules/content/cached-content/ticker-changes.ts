import type { FastifyInstance } from 'fastify';
import { listSubsiteFacts } from '../../../lib/site-directory';
import { invalidateContent } from './content-service';

/**
 * The cached rate ticker (`metalPrice_<website>_<store>`) of every process follows a rate change
 * made through any of them: the change notice (lib/catalogue-changes.ts) drops this process's
 * copy, as the process that made the change dropped its own (admin/rates). Without this, a second
 * process without Redis kept showing the old rate for the content cache's lifetime.
 */
export function dropTickerOnRateChange(app: FastifyInstance): void {
  // Subsite codes change only with the seed: looked up once per subsite.
  const codes = new Map<number, { websiteCode: string; storeCode: string }>();
  const siteOf = async (subsiteId: number) => {
    const known = codes.get(subsiteId);
    if (known) return known;
    const [facts] = await listSubsiteFacts(app.db, [subsiteId]);
    if (!facts) return null;
    const site = { websiteCode: facts.websiteCode, storeCode: facts.code };
    codes.set(subsiteId, site);
    return site;
  };
  const drop = async (subsiteId: number | null) => {
    const site = subsiteId === null ? undefined : await siteOf(subsiteId);
    if (site === null) return;
    await invalidateContent({ cache: app.cache, kind: 'metalPrice', site });
  };
  const unsubscribe = app.catalogueChanges.on((notice) => {
    if (notice.kind !== 'rates' && notice.kind !== 'lost') return;
    drop(notice.kind === 'rates' ? notice.subsiteId : null).catch((error: unknown) =>
      app.log.warn({ err: error }, 'could not drop the cached rate ticker; it expires on its own'),
    );
  });
  app.addHook('onClose', async () => unsubscribe());
}
