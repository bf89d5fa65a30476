import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { products } from '@/server/db/schema';
import { siteHeaders, type TestApp } from '@/tests/server/helpers/test-app';

/** Requests as the storefront sends them, and the checks every commerce answer shares. */

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  /** A demo locale for the site headers, or explicit headers (to leave one out). */
  locale?: string;
  headers?: Record<string, string>;
  payload?: unknown;
}

export function call(app: FastifyInstance, { method = 'GET', url, locale = 'in-en', headers, payload }: CallOptions) {
  return app.inject({ method, url, headers: headers ?? siteHeaders(locale), ...(payload === undefined ? {} : { payload: payload as object }) });
}

/** Site headers of a locale without one of them. */
export function headersWithout(locale: string, name: 'websiteID' | 'subsiteID' | 'languageID'): Record<string, string> {
  const { [name]: _left, ...rest } = siteHeaders(locale);
  return rest;
}

/** A success envelope: HTTP status 200 = meta.responsecode; returns data. */
export function expectSuccess<T = unknown>(response: LightMyRequestResponse, message?: string): T {
  const body = response.json();
  expect(response.statusCode, response.body).toBe(200);
  expect(body.meta).toMatchObject({ responsecode: 200, status: 'Success', ...(message ? { message } : {}) });
  return body.data as T;
}

/** A failure envelope with the status in both places and a message matching the pattern. */
export function expectFailure(response: LightMyRequestResponse, status: number, message: RegExp | string) {
  const body = response.json();
  expect(response.statusCode, response.body).toBe(status);
  expect(body.meta.responsecode).toBe(status);
  expect(body.meta.status).toBe('Failure');
  if (typeof message === 'string') expect(body.meta.message).toBe(message);
  else expect(body.meta.message).toMatch(message);
  return body;
}

/** The demo store's product id of a SKU. */
export async function productIdOf(t: TestApp, sku: string): Promise<number> {
  return (await t.db.select({ id: products.id }).from(products).where(eq(products.sku, sku)))[0]!.id;
}
