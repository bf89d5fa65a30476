import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signInAs } from '@/tests/server/helpers/auth';
import { createTestApp, siteHeaders, type TestApp } from '@/tests/server/helpers/test-app';
import { mutate, nastyUrlText, nastyValue, RAW_BODIES } from './nasty-input';

/**
 * Fuzzing every JSON route of the services (docs/security.md "Input"): the routes come from the
 * OpenAPI document the app builds from its own zod schemas, and each gets generated bad input in
 * its body, query string, path and headers (NUL bytes, lone surrogates, control and RTL
 * characters, huge strings, exponent-sized numbers, wrong types, deep nesting, prototype keys,
 * broken JSON and multipart), without a token, with a shopper's and (staff routes) with staff's.
 * Any 5xx, or an answer slower than a second (after one retry, against a noisy machine), fails.
 * Seeded and bounded: the same requests every run, well under a minute on the embedded database.
 */

const SEED = 20_261_125;
const SLOW_MS = 1000;
/** Requests per route and kind; the totals are printed at the end of the run. */
const COUNTS = { body: 20, raw: 8, query: 8, params: 8, headers: 5 };

type JsonSchema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  default?: unknown;
  $ref?: string;
};

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema?: JsonSchema;
}

interface Operation {
  method: string;
  path: string;
  params: Parameter[];
  body: JsonSchema | null;
  bodyType: string | null;
  family: string;
}

let t: TestApp;
let shopper: SignedIn;
let staff: SignedIn;
let components: Record<string, JsonSchema> = {};

beforeAll(async () => {
  t = await createTestApp();
  shopper = await signInAs(t.app, 'shopper');
  staff = await signInAs(t.app, 'staff');
});
afterAll(async () => {
  await t?.close();
});

function resolve(schema: JsonSchema | undefined): JsonSchema {
  if (!schema) return {};
  if (schema.$ref) return resolve(components[schema.$ref.split('/').pop() ?? '']);
  return schema;
}

/** Every route of the OpenAPI document with a JSON, form or no body; the HTML docs are left out. */
function operations(document: { paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: JsonSchema }> } }>> }): Operation[] {
  const found: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    if (path.startsWith('/docs')) continue;
    for (const [method, operation] of Object.entries(methods)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const content = operation.requestBody?.content ?? {};
      const bodyType = Object.keys(content)[0] ?? null;
      const segments = path.split('/').filter(Boolean);
      const family = segments.slice(0, segments[0] === 'api' || segments[0] === 'account' ? 2 : 1).join('/');
      found.push({ method: method.toUpperCase(), path, params: operation.parameters ?? [], body: bodyType ? resolve(content[bodyType]!.schema) : null, bodyType, family });
    }
  }
  return found;
}

/** A plausible value for a schema: what a well-behaved client would send. */
function plausible(raw: JsonSchema | undefined, depth = 0): unknown {
  const schema = resolve(raw);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const variant = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (variant?.length) return plausible(variant[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((each) => each !== 'null') : schema.type;
  switch (type) {
    case 'string':
      if (schema.format === 'uuid') return randomUUID();
      if (schema.format === 'email') return 'fuzz@example.com';
      if (schema.format === 'date-time') return new Date(0).toISOString();
      return 'fuzz-text'.padEnd(schema.minLength ?? 0, 'x');
    case 'integer':
    case 'number':
      return Math.min(Math.max(schema.minimum ?? 1, 1), schema.maximum ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return depth > 4 ? [] : [plausible(schema.items, depth + 1)];
    case 'object': {
      if (depth > 4) return {};
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, value]) => [key, plausible(value, depth + 1)]));
    }
    default:
      return 'fuzz';
  }
}

function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => values[name] ?? '1');
}

function plausibleParams(operation: Operation): Record<string, string> {
  return Object.fromEntries(operation.params.filter((p) => p.in === 'path').map((p) => [p.name, encodeURIComponent(String(plausible(p.schema)))]));
}

function plausibleQuery(operation: Operation): Record<string, string> {
  return Object.fromEntries(operation.params.filter((p) => p.in === 'query' && p.required).map((p) => [p.name, String(plausible(p.schema))]));
}

function queryString(values: Record<string, string>, encoded = false): string {
  const pairs = Object.entries(values).map(([key, value]) => `${encodeURIComponent(key)}=${encoded ? value : encodeURIComponent(value)}`);
  return pairs.length ? `?${pairs.join('&')}` : '';
}

function tokenFor(operation: Operation, index: number): Record<string, string> {
  // Signing out or rotating tokens with the shared session would end it for the rest of the run.
  if (/logout|refresh-token/i.test(operation.path)) return {};
  const choice = index % 3;
  if (choice === 0) return {};
  if (choice === 1 || !operation.path.startsWith('/admin')) return shopper.headers;
  return staff.headers;
}

interface Outcome {
  request: string;
  status: number;
  ms: number;
}

describe('fuzzing every JSON route', () => {
  it('answers generated bad input with a 4xx, never a 5xx, and within a second', { timeout: 240_000 }, async () => {
    const document = t.app.swagger() as unknown as Parameters<typeof operations>[0] & { components?: { schemas?: Record<string, JsonSchema> } };
    components = document.components?.schemas ?? {};
    const routes = operations(document);
    expect(routes.length).toBeGreaterThan(50);

    const started = performance.now();
    const failures: Outcome[] = [];
    const families = new Map<string, number>();
    let requests = 0;

    const send = async (operation: Operation, options: InjectOptions, label: string) => {
      const once = async () => {
        const before = performance.now();
        const response = await t.app.inject(options);
        return { status: response.statusCode, ms: performance.now() - before, body: response.body };
      };
      let outcome = await once();
      requests += 1;
      families.set(operation.family, (families.get(operation.family) ?? 0) + 1);
      if (outcome.status < 500 && outcome.ms > SLOW_MS) outcome = await once();
      if (outcome.status >= 500 || outcome.ms > SLOW_MS) {
        failures.push({ request: `${operation.method} ${String(options.url).slice(0, 160)} [${label}] → ${outcome.body.slice(0, 160)}`, status: outcome.status, ms: Math.round(outcome.ms) });
      }
    };

    const site = siteHeaders('in-en');
    let routeIndex = 0;
    for (const operation of routes) {
      routeIndex += 1;
      const seed = SEED + routeIndex;
      const baseParams = plausibleParams(operation);
      const baseQuery = plausibleQuery(operation);
      const url = (params = baseParams, query = queryString(baseQuery)) => `${fillPath(operation.path, params)}${query}`;
      const headers = (index: number, extra: Record<string, string> = {}) => ({ ...site, 'idempotency-key': `fuzz-${seed}-${index}`, ...tokenFor(operation, index), ...extra });
      const jsonBody = operation.bodyType === 'application/json' || operation.bodyType === null;

      // Bodies: a plausible body with one field (or the whole body) replaced by something nasty.
      if (operation.body && ['POST', 'PUT', 'PATCH', 'DELETE'].includes(operation.method)) {
        const base = plausible(operation.body);
        const values = fc.sample(fc.tuple(fc.nat(), nastyValue), { seed, numRuns: COUNTS.body });
        for (const [index, [pick, replacement]] of values.entries()) {
          const payload = JSON.stringify(mutate(base, pick, replacement)) ?? 'null';
          if (jsonBody) {
            await send(operation, { method: operation.method as InjectOptions['method'], url: url(), headers: headers(index, { 'content-type': 'application/json' }), payload }, 'body');
          } else {
            // Form routes: the same fields as a urlencoded form.
            const mutated = mutate(base, pick, replacement);
            const fields = mutated && typeof mutated === 'object' ? Object.entries(mutated) : [['value', mutated]];
            const form = new URLSearchParams(fields.map(([key, value]) => [String(key), typeof value === 'string' ? value : (JSON.stringify(value) ?? '')]));
            await send(operation, { method: operation.method as InjectOptions['method'], url: url(), headers: headers(index, { 'content-type': 'application/x-www-form-urlencoded' }), payload: form.toString() }, 'form');
          }
        }
      }
      // Raw bodies no schema gets to see as an object.
      if (operation.method !== 'GET') {
        const raw = fc.sample(fc.constantFrom(...RAW_BODIES), { seed, numRuns: COUNTS.raw });
        for (const [index, body] of raw.entries()) {
          await send(operation, { method: operation.method as InjectOptions['method'], url: url(), headers: headers(index, { 'content-type': body.type }), payload: body.payload }, `raw ${body.type}`);
        }
      }
      // Query strings: each known parameter (and some unknown ones) given nasty text, or repeated.
      const queryNames = [...operation.params.filter((p) => p.in === 'query').map((p) => p.name), '__proto__[polluted]', 'constructor'];
      const queries = fc.sample(fc.tuple(fc.constantFrom(...queryNames), nastyUrlText, fc.boolean()), { seed, numRuns: COUNTS.query });
      for (const [index, [name, value, repeated]] of queries.entries()) {
        const encoded: Record<string, string> = Object.fromEntries(Object.entries(baseQuery).map(([key, v]) => [key, encodeURIComponent(v)]));
        encoded[name] = value;
        const query = queryString(encoded, true) + (repeated ? `&${encodeURIComponent(name)}=${value}` : '');
        await send(operation, { method: operation.method as InjectOptions['method'], url: url(baseParams, query), headers: headers(index) }, 'query');
      }
      // Path parameters.
      const pathNames = operation.params.filter((p) => p.in === 'path').map((p) => p.name);
      if (pathNames.length > 0) {
        const params = fc.sample(fc.tuple(fc.constantFrom(...pathNames), nastyUrlText), { seed, numRuns: COUNTS.params });
        for (const [index, [name, value]] of params.entries()) {
          await send(operation, { method: operation.method as InjectOptions['method'], url: url({ ...baseParams, [name]: value }), headers: headers(index) }, 'params');
        }
      }
      // Headers: the site ids, the token, the idempotency key.
      const headerValues = fc.sample(
        fc.tuple(
          fc.constantFrom('websiteid', 'subsiteid', 'languageid', 'authorization', 'idempotency-key', 'systemid'),
          fc.constantFrom('1e308', '5e-324', '-1', 'abc', '1.5', '9'.repeat(30), '', ' ', 'Bearer ' + 'x'.repeat(5000), 'Bearer a.b.c', 'Basic Zm9vOmJhcg==', 'ÿ'.repeat(80), '0x1', '١'),
        ),
        { seed, numRuns: COUNTS.headers },
      );
      for (const [index, [name, value]] of headerValues.entries()) {
        await send(operation, { method: operation.method as InjectOptions['method'], url: url(), headers: { ...headers(index), [name]: value } }, `header ${name}`);
      }
    }

    const seconds = (performance.now() - started) / 1000;
    console.log(`[fuzz] ${routes.length} routes in ${families.size} families, ${requests} requests, ${seconds.toFixed(1)} s: ${[...families].map(([family, count]) => `${family} ${count}`).join(', ')}`);
    expect(failures, 'requests answered with 5xx or slower than 1 s').toEqual([]);
  });
});
