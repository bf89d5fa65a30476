import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Migration 0006 on a store that existed before it: stock counts and a single HUID per product,
 * no pieces. Each unit in stock becomes a piece; gold and silver pieces in India get HUIDs of
 * their own, all different; the product's single HUID goes. PGlite, or a database of its own on
 * PostgreSQL with TEST_DATABASE=postgres (TEST_DATABASE_URL).
 */
const folder = path.join(process.cwd(), 'src', 'server', 'db', 'migrations');
const statementsOf = (file: string) =>
  readFileSync(path.join(folder, file), 'utf8')
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter(Boolean);
const migrationFiles = readdirSync(folder).filter((file) => /^\d{4}_.*\.sql$/.test(file)).sort();

interface SqlClient {
  exec(text: string): Promise<unknown>;
  query<R>(text: string, values?: unknown[]): Promise<{ rows: R[] }>;
  close(): Promise<void>;
}

async function openClient(): Promise<SqlClient> {
  const url = process.env.TEST_DATABASE === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  if (!url) {
    const lite = await PGlite.create(undefined, { extensions: { pg_trgm } });
    return { exec: (text) => lite.exec(text), query: (text, values) => lite.query(text, values), close: () => lite.close() };
  }
  const name = `migration_0006_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const own = new URL(url);
  own.pathname = `/${name}`;
  const db = new pg.Client({ connectionString: own.toString() });
  await db.connect();
  return {
    exec: (text) => db.query(text),
    query: async <R,>(text: string, values?: unknown[]) => ({ rows: (await db.query(text, values)).rows as R[] }),
    close: async () => {
      await db.end();
      await admin.query(`DROP DATABASE ${name}`);
      await admin.end();
    },
  };
}

let client: SqlClient;

async function run(file: string) {
  for (const statement of statementsOf(file)) await client.exec(statement);
}

beforeAll(async () => {
  client = await openClient();
  for (const file of migrationFiles.filter((name) => Number(name.slice(0, 4)) < 6)) await run(file);
  await client.exec(`
    INSERT INTO websites (id, code, name) VALUES (1, 'SLV', 'SLV');
    INSERT INTO subsites (id, website_id, code, code_2, name, currency_code, currency_symbol, phone_code, tax_label, tax_rate_bp)
      VALUES (1, 1, 'in', 'IN', 'India', 'INR', '₹', '+91', 'GST', 300), (2, 1, 'ae', 'AE', 'UAE', 'AED', 'AED', '+971', 'VAT', 500);
    INSERT INTO categories (id, slug, image) VALUES (1, 'rings', '/r.svg');
    INSERT INTO products (id, sku, slug, category_id, metal, purity, colour, gross_weight_mg, net_weight_mg, making_charge_type, gender, occasion, huid, images) VALUES
      (1, 'G-1', 'gold-ring', 1, 'gold', '22K', 'yellow', 5000, 4800, 'percent', 'women', 'daily', 'AB12CD', '[]'),
      (2, 'S-1', 'silver-coin', 1, 'silver', '999', 'white', 10000, 10000, 'per_gram', 'unisex', 'gift', 'ZX98YW', '[]'),
      (3, 'P-1', 'platinum-band', 1, 'platinum', 'PT950', 'white', 3000, 2900, 'percent', 'men', 'daily', NULL, '[]');
    INSERT INTO product_options (id, product_id, code, kind, labels) VALUES
      (1, 1, 'size-12', 'ring_size', '{}'), (2, 1, 'size-14', 'ring_size', '{}'), (3, 2, 'std', 'one_size', '{}'), (4, 3, 'std', 'one_size', '{}');
    INSERT INTO product_stock (option_id, subsite_id, quantity) VALUES
      (1, 1, 3), (1, 2, 2), (2, 1, 0), (2, 2, 1), (3, 1, 40), (3, 2, 5), (4, 1, 2), (4, 2, 1);
  `);
  await run(migrationFiles.find((name) => name.startsWith('0006_'))!);
}, 120_000);
afterAll(async () => client?.close());

const piecesOf = async (optionId: number, subsiteId: number) =>
  (await client.query<{ huid: string | null }>('SELECT huid FROM product_pieces WHERE option_id = $1 AND subsite_id = $2 AND order_line_id IS NULL ORDER BY id', [optionId, subsiteId])).rows.map((row) => row.huid);

describe('migration 0006 on an existing store', () => {
  it('makes a piece for every unit in stock', async () => {
    const { rows } = await client.query<{ option_id: number; subsite_id: number; quantity: number; pieces: number }>(`
      SELECT s.option_id, s.subsite_id, s.quantity, (SELECT count(*)::int FROM product_pieces p WHERE p.option_id = s.option_id AND p.subsite_id = s.subsite_id) AS pieces
      FROM product_stock s ORDER BY 1, 2`);
    for (const row of rows) expect(row.pieces, `option ${row.option_id} subsite ${row.subsite_id}`).toBe(row.quantity);
  });

  it('gives gold and silver pieces in India their own HUIDs, and none to the UAE or platinum', async () => {
    const india = [...(await piecesOf(1, 1)), ...(await piecesOf(3, 1))];
    expect(india).toHaveLength(43);
    for (const huid of india) expect(huid).toMatch(/^[A-HJ-NP-Z0-9]{6}$/);
    expect(new Set(india).size).toBe(43);
    for (const [optionId, subsiteId] of [[1, 2], [2, 2], [3, 2], [4, 1], [4, 2]] as const) {
      const pieces = await piecesOf(optionId, subsiteId);
      expect(pieces.length).toBeGreaterThan(0);
      expect(pieces.every((huid) => huid === null), `option ${optionId} subsite ${subsiteId}`).toBe(true);
    }
  });

  it('drops the product’s single HUID and gives existing order lines an empty record', async () => {
    const columns = await client.query<{ column_name: string }>(`SELECT column_name FROM information_schema.columns WHERE table_name = 'products' AND column_name = 'huid'`);
    expect(columns.rows).toEqual([]);
    const lineColumn = await client.query<{ column_default: string }>(`SELECT column_default FROM information_schema.columns WHERE table_name = 'order_lines' AND column_name = 'huids'`);
    expect(lineColumn.rows[0]?.column_default).toMatch(/'\[\]'::jsonb/);
  });

  it('refuses a second piece with the same HUID', async () => {
    const [first] = await piecesOf(1, 1);
    await expect(client.query('INSERT INTO product_pieces (option_id, subsite_id, huid) VALUES (2, 1, $1)', [first])).rejects.toThrow(/unique/);
  });
});
