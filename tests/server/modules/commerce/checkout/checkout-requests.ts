import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Cart } from '@/shared/contracts/cart';
import type { PlacedOrder } from '@/shared/contracts/order-placement';
import { siteHeaders } from '@/tests/server/helpers/test-app';
import { expectSuccess } from '../commerce-requests';

/** Checkout calls as the storefront sends them (site headers of a locale, optional Bearer). */

export interface AsWho {
  locale?: string;
  auth?: { authorization: string };
}

const headersOf = ({ locale = 'in-en', auth }: AsWho, extra: Record<string, string> = {}) => ({ ...siteHeaders(locale), ...(auth ?? {}), ...extra });

export async function addItem(app: FastifyInstance, item: { cartID?: string; productID: number; productOptionID?: number; quantity: number }, who: AsWho = {}): Promise<Cart> {
  const response = await app.inject({ method: 'POST', url: '/api/cart/', headers: headersOf(who), payload: item });
  return expectSuccess<Cart>(response);
}

export function putCart(app: FastifyInstance, body: Record<string, unknown>, who: AsWho = {}, method: 'PUT' | 'PATCH' = 'PUT'): Promise<LightMyRequestResponse> {
  return app.inject({ method, url: '/api/cart/', headers: headersOf(who), payload: body });
}

export function getCartCall(app: FastifyInstance, cartID: string, path: string, who: AsWho = {}): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'GET', url: `/api/cart/${cartID}/${path}`, headers: headersOf(who) });
}

export function postOrder(app: FastifyInstance, cartID: string, body: Record<string, unknown>, who: AsWho & { key?: string | null } = {}): Promise<LightMyRequestResponse> {
  const key = who.key === undefined ? randomUUID() : who.key;
  return app.inject({ method: 'POST', url: `/api/cart/postorders/${cartID}/`, headers: headersOf(who, key === null ? {} : { 'idempotency-key': key }), payload: body });
}

export async function placeOk(app: FastifyInstance, cartID: string, body: Record<string, unknown>, who: AsWho & { key?: string } = {}): Promise<PlacedOrder> {
  return expectSuccess<PlacedOrder>(await postOrder(app, cartID, body, who));
}

/** An Indian address (Mumbai 400001: served, cash on delivery allowed) in add_address's fields. */
export function indiaAddress(cartID: string, overrides: Record<string, unknown> = {}) {
  return {
    cartID,
    mode: 'add_address',
    billingFirstName: 'Priya',
    billingLastName: 'Sharma',
    billingAddress1: '1 Marine Drive',
    billingCity: 'Mumbai',
    billingZip: '400001',
    billingState: 'Maharashtra',
    billingCountry: 'India',
    billingPhone: '+919876543210',
    billingEmail: 'priya@example.com',
    billingAddressDifferent: 'No',
    ...overrides,
  };
}

/** A UAE address (Deira, area code DXB-01). */
export function uaeAddress(cartID: string, overrides: Record<string, unknown> = {}) {
  return {
    cartID,
    mode: 'add_address',
    billingFirstName: 'Aisha',
    billingLastName: 'Al Mansoori',
    billingAddress1: 'Gold Souk, Deira',
    billingCity: 'Dubai',
    billingZip: 'DXB-01',
    billingCountry: 'United Arab Emirates',
    billingPhone: '+971501234567',
    billingEmail: 'aisha@example.com',
    billingAddressDifferent: 'No',
    ...overrides,
  };
}

/** The newest SMS to a phone, as `/dev/outbox` shows it, and the 6-digit code in it. */
export async function lastCodeSentTo(app: FastifyInstance, phone: string): Promise<string> {
  const response = await app.inject({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(phone)}` });
  const message = (response.json() as { messages: { channel: string; body: string }[] }).messages.find((candidate) => candidate.channel === 'sms');
  const code = message?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`No code was sent to ${phone}: ${response.body}`);
  return code;
}

