import { accountAuthCases } from './account-auth-cases';
import { accountCases } from './account-cases';
import { cartCases } from './cart-cases';
import { checkoutCases } from './checkout-cases';
import { catalogueCases } from './catalogue-cases';
import { catalogueProductPageCases } from './catalogue-product-page-cases';
import { contentCases, urlRewriteCases } from './content-cases';
import type { ContractCase } from './contract-case';
import { ratesHistoryCases } from './rates-history-cases';

/**
 * The ONE list of requests both targets answer (tests/contract/contract.test.ts): every route
 * the storefront calls so far, with success, bad input and unknown ids. Built from the recorded
 * fixtures, so the ids it uses exist in the mocks and in a freshly seeded database alike.
 */
export function buildRequestSuite(): ContractCase[] {
  return [...contentCases(), ...urlRewriteCases(), ...catalogueCases(), ...catalogueProductPageCases(), ...ratesHistoryCases(), ...cartCases(), ...checkoutCases(), ...accountCases(), ...accountAuthCases()];
}

export interface ContractAnswer {
  status: number;
  body: unknown;
}

export interface SendOptions {
  baseUrl: string;
  request: Pick<ContractCase, 'method' | 'path' | 'headers' | 'body'>;
}

/** Sends one request with plain fetch, as the storefront would; both targets go through this. */
export async function send({ baseUrl, request }: SendOptions): Promise<ContractAnswer> {
  const hasBody = request.body !== undefined;
  // A string body is sent as it is (malformed JSON on purpose); anything else as JSON.
  const payload = typeof request.body === 'string' ? request.body : JSON.stringify(request.body);
  const response = await fetch(new URL(request.path, baseUrl), {
    method: request.method,
    headers: { ...(hasBody ? { 'content-type': 'application/json' } : {}), ...request.headers },
    body: hasBody ? payload : undefined,
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Left as text: the schema check then fails and shows what came back.
  }
  return { status: response.status, body };
}
