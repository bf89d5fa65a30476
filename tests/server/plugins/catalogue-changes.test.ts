import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_CHANNEL, parseCatalogueNotice, type CatalogueNotice } from '@/server/lib/catalogue-changes';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * The catalogue's change notices as the services hear them (plugins/catalogue-changes.ts), sent
 * with pg_notify on the app's own database (PGlite and PostgreSQL alike): a readable notice is
 * handed on as written; one that cannot be read is handed on as `catalogue`, never dropped (a copy
 * kept after an unreadable notice could go on showing a stale price).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(async () => t?.close());

async function heardFor(payload: string): Promise<CatalogueNotice> {
  const heard = new Promise<CatalogueNotice>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no notice for ${payload}`)), 5_000);
    const off = t.app.catalogueChanges.on((notice) => {
      clearTimeout(timer);
      off();
      resolve(notice);
    });
  });
  await t.db.execute(sql`select pg_notify(${CATALOGUE_CHANNEL}, ${payload})`);
  return heard;
}

describe('catalogue change notices', () => {
  it.each([
    ['{"kind":"rates","subsiteId":2}', { kind: 'rates', subsiteId: 2 }],
    ['{"kind":"stock","subsiteId":1,"optionId":40}', { kind: 'stock', subsiteId: 1, optionId: 40 }],
    ['{"kind":"products","productIds":[66,67]}', { kind: 'products', productIds: [66, 67] }],
    ['{"kind":"catalogue","table":"categories"}', { kind: 'catalogue' }],
  ])('hands on %s as written', async (payload, notice) => {
    expect(await heardFor(payload)).toEqual(notice);
  });

  it.each([
    '{"kind":"products","productIds":[]}',
    '{"kind":"products","productIds":["66"]}',
    '{"kind":"rates"}',
    '{"kind":"stock","subsiteId":1,"optionId":4',
    '{"kind":"price"}',
    'not json',
  ])('hands on the unreadable %s as the whole catalogue', async (payload) => {
    expect(parseCatalogueNotice(payload)).toBeNull();
    expect(await heardFor(payload)).toEqual({ kind: 'catalogue' });
  });
});
