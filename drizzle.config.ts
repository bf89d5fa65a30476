import { defineConfig } from 'drizzle-kit';

/** `npm run db:generate` writes SQL migrations that both PGlite and PostgreSQL apply unchanged. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './src/server/db/migrations',
});
