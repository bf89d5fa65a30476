import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase } from '@/server/db/client';
import { seedDemoStore } from '@/server/db/seed/seed';
import { postgresTemplateName } from './template-name';

/**
 * The demo store migrated and seeded once per test run, copied for each test app
 * (docs/conventions.md#tests). Migrating and seeding cost seconds per app; a copy costs a fraction:
 * PGlite starts from a dump of the template's data directory, PostgreSQL creates the database
 * `TEMPLATE` the template database. The first worker to need a template builds it under a lock
 * file in the run's folder (tests/global-setup.ts); the others wait for it. Outside a Vitest run
 * with that set-up, or when the template cannot be had, callers migrate and seed as before.
 */

const WAIT_MS = 180_000;

function runFolder(): string | undefined {
  try {
    return inject('testTemplateDir') || undefined;
  } catch {
    return undefined;
  }
}

/**
 * Builds the template once under `<folder>/<name>.lock` and marks it ready with `<name>.ready`;
 * resolves once it is ready, whoever built it. Null when it could not be built in time.
 */
async function once(folder: string, name: string, build: () => Promise<void>): Promise<boolean> {
  const ready = path.join(folder, `${name}.ready`);
  const failed = path.join(folder, `${name}.failed`);
  if (fs.existsSync(ready)) return true;
  let lock: number | undefined;
  try {
    lock = fs.openSync(path.join(folder, `${name}.lock`), 'wx');
  } catch {
    // Another worker builds it.
  }
  if (lock !== undefined) {
    try {
      await build();
      fs.writeFileSync(ready, '');
      return true;
    } catch (error) {
      fs.writeFileSync(failed, String(error));
      return false;
    } finally {
      fs.closeSync(lock);
    }
  }
  const until = Date.now() + WAIT_MS;
  while (Date.now() < until) {
    if (fs.existsSync(ready)) return true;
    if (fs.existsSync(failed)) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

/** A dump of the seeded embedded database to start a PGlite from, or undefined without a run folder. */
export async function pgliteTemplate(): Promise<Blob | undefined> {
  const folder = runFolder();
  if (!folder) return undefined;
  const file = path.join(folder, 'pglite.tar');
  const built = await once(folder, 'pglite', async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    try {
      await seedDemoStore(database.db, {});
      const client = (database.db as unknown as { $client: PGlite }).$client;
      const dump = await client.dumpDataDir('none');
      fs.writeFileSync(`${file}.part`, Buffer.from(await dump.arrayBuffer()));
      fs.renameSync(`${file}.part`, file);
    } finally {
      await database.close();
    }
  });
  return built ? new Blob([fs.readFileSync(file)]) : undefined;
}

/**
 * The seeded template database on the PostgreSQL of `adminUrl`, or undefined without a run
 * folder. No one stays connected to it: PostgreSQL copies a template only while it is unused.
 */
export async function postgresTemplate(adminUrl: string): Promise<string | undefined> {
  const folder = runFolder();
  if (!folder) return undefined;
  const name = postgresTemplateName(folder);
  const built = await once(folder, 'postgres', async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${name}`);
    } finally {
      await admin.end();
    }
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' });
    try {
      await seedDemoStore(database.db, {});
    } finally {
      await database.close();
    }
  });
  return built ? name : undefined;
}
