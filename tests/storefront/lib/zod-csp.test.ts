import { describe, expect, it } from 'vitest';
import '@/storefront/lib/zod-csp';
import { config } from 'zod/v4/core';
import { z } from 'zod';

describe('zod-csp: jitless zod without importing zod into every page', () => {
  it('zod reads the configuration the module sets on globalThis (jitless: no Function probe under the CSP)', () => {
    expect(config().jitless).toBe(true);
    expect(config()).toBe((globalThis as { __zod_globalConfig?: object }).__zod_globalConfig);
  });

  it('schemas still parse and refuse in jitless mode', () => {
    const schema = z.object({ name: z.string(), qty: z.number().int() });
    expect(schema.parse({ name: 'ring', qty: 2 })).toEqual({ name: 'ring', qty: 2 });
    expect(schema.safeParse({ name: 'ring', qty: 'two' }).success).toBe(false);
  });
});
