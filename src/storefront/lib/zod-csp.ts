import { config } from 'zod/v4/core';

/**
 * Zod tests whether it may compile fast parsers by calling `Function('')`. The storefront's
 * Content-Security-Policy has no 'unsafe-eval' (docs/security.md), so that probe is a policy
 * violation in the browser; jitless mode parses without it. Imported first by `_app`, before
 * any schema runs; only zod's tiny config module comes with it.
 */
config({ jitless: true });
