import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { postgresTemplateName } from './server/helpers/template-name';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's folder for the seeded template databases (tests/server/helpers/template-database.ts). */
    testTemplateDir: string;
  }
}

/** One folder per Vitest run for the seeded templates; removed, with the PostgreSQL template, at the end. */
export default function setup(project: TestProject) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'store-test-template-'));
  project.provide('testTemplateDir', folder);
  return async () => {
    if (fs.existsSync(path.join(folder, 'postgres.lock'))) {
      const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' });
      try {
        await client.connect();
        await client.query(`DROP DATABASE IF EXISTS ${postgresTemplateName(folder)} WITH (FORCE)`);
      } catch {
        // A template left behind is removed by the next run of the same name only; it holds no one's data.
      } finally {
        await client.end().catch(() => undefined);
      }
    }
    fs.rmSync(folder, { recursive: true, force: true });
  };
}
