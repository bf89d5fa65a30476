import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createHttpRevalidator, type Revalidator } from '../../../../lib/revalidator';
import { createDiskStorage, createMemoryStorage, type Storage } from '../../../commerce/orders/after-sales/storage';
import { dropContentKey } from '../content-service';
import { editorialRoutes } from './editorial-routes';
import type { EditableEntry } from './entry-key';
import { previewRoutes } from './preview-routes';
import { afterPublish, CONTENT_CHANGED_CHANNEL } from './publish-effects';
import { startScheduleLoop } from './schedule-worker';

export interface EditorialModuleOptions {
  /** Where page revalidations go; the storefront's `POST /api/revalidate` by default. Tests record them. */
  revalidator?: Revalidator;
  storage?: Storage;
}

/** Drafts, versions, publishing, preview and banner images of the content entries (docs/content-editing.md). */
export function createEditorialModule({ revalidator, storage }: EditorialModuleOptions = {}) {
  return async function editorialModule(app: FastifyInstance) {
    const pages = revalidator ?? createHttpRevalidator({ storefrontUrl: app.env.STOREFRONT_URL, secret: app.env.REVALIDATE_SECRET, log: app.log });
    const files = storage ?? (app.env.DATA_DIR.startsWith('memory://') ? createMemoryStorage() : createDiskStorage(path.join(app.env.dataDir, 'uploads')));
    const effects = (entries: EditableEntry[]) => afterPublish({ db: app.db, cache: app.cache, revalidator: pages, log: app.log, entries });
    await app.register(editorialRoutes, { afterPublish: effects });
    await app.register(previewRoutes, { storage: files });

    const stops: (() => unknown)[] = [];
    // Every process drops a published key from its own cache, on the database's own connection for
    // notices (src/server/db/listener.ts; on the embedded database the one process hears itself).
    stops.push(
      await app.database.listen(CONTENT_CHANGED_CHANNEL, (key) => {
        void dropContentKey({ cache: app.cache, key }).catch((error: unknown) => app.log.warn({ err: error }, 'could not drop a changed content key'));
      }),
    );
    if (app.env.CONTENT_SCHEDULE_POLL_SECONDS > 0) {
      stops.push(startScheduleLoop({ db: app.db, returnWindowDays: app.env.RETURN_WINDOW_DAYS, intervalMs: app.env.CONTENT_SCHEDULE_POLL_SECONDS * 1000, log: app.log, afterPublish: effects }));
    }
    app.addHook('onClose', async () => {
      await Promise.all(stops.map((stop) => stop()));
    });
  };
}
