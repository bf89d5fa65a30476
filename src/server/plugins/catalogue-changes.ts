import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CATALOGUE_CHANNEL, createCatalogueChanges, parseCatalogueNotice } from '../lib/catalogue-changes';

/**
 * Listens for the catalogue's change notices on the app's database (lib/catalogue-changes.ts) and
 * hands them to the modules through `app.catalogueChanges`; stops listening when the app closes.
 * Only our triggers speak on the channel, so a notice that cannot be read (a trigger written wrong,
 * a payload cut short) still means something changed: it is handed on as `catalogue`, and every
 * copy is read again rather than kept with a price that may be stale.
 */
async function catalogueChangesPlugin(app: FastifyInstance) {
  const changes = createCatalogueChanges((error) => app.log.error({ err: error }, 'a catalogue change handler failed'));
  app.decorate('catalogueChanges', changes);
  const stop = await app.database.listen(
    CATALOGUE_CHANNEL,
    (payload) => {
      const notice = parseCatalogueNotice(payload);
      if (!notice) app.log.warn({ payload: payload.slice(0, 200) }, 'an unreadable catalogue change notice: the whole catalogue is read again');
      changes.deliver(notice ?? { kind: 'catalogue' });
    },
    () => {
      app.log.warn('the catalogue change listener lost its connection: cached prices are dropped');
      changes.deliver({ kind: 'lost' });
    },
  );
  app.addHook('onClose', async () => {
    await stop();
  });
}

export default fp(catalogueChangesPlugin, { name: 'catalogue-changes' });
