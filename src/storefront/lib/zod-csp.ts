/**
 * Zod tests whether it may compile fast parsers by calling `Function('')`. The storefront's
 * Content-Security-Policy has no 'unsafe-eval' (docs/security.md), so that probe is a policy
 * violation in the browser; jitless mode parses without it. Imported first by `_app`, before
 * any schema runs.
 *
 * Zod 4 keeps its global configuration on `globalThis.__zod_globalConfig` and only creates it when
 * missing (zod/v4/core/core.js), so setting it here needs no zod code: importing `config` from
 * 'zod/v4/core' put zod's core (its utilities and error machinery) into the JavaScript every page
 * loads, pages that parse nothing with zod included. tests/storefront/lib/zod-csp.test.ts checks
 * that zod still reads this object.
 */
const holder = globalThis as typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };
// In place: should zod have been evaluated first, it holds this very object.
(holder.__zod_globalConfig ??= {}).jitless = true;

export {};
