/**
 * Cart and checkout scenarios of `npm run bench` (issues 5 and 14). Writes change carts, so the
 * carts are prepared first (not measured) from the stock the services report:
 * - repeatable calls (cart summary, update quantity, gift, address) go round-robin over a pool of
 *   carts, so fifty connections do not all queue on one cart's row lock;
 * - calls that change a cart for good (add a second item, apply a coupon, delete its first line,
 *   place the order) get a prepared cart each and run a fixed number of requests; their rate is
 *   successes ÷ elapsed time.
 * Placing takes stock, so it runs last and exactly as many orders as there are units in stock.
 */
import { randomUUID } from 'node:crypto';
import { measured } from './measure.mjs';

export const INDIA = { websiteID: '1', subsiteID: '1', languageID: '1', 'content-type': 'application/json' };
const ADDRESS = {
  mode: 'add_address',
  billingFirstName: 'Bench',
  billingLastName: 'Shopper',
  billingAddress1: '1 Marine Drive',
  billingCity: 'Mumbai',
  billingZip: '400001',
  billingCountry: 'India',
  billingPhone: '+919800000000',
  billingEmail: 'bench@example.com',
  billingAddressDifferent: 'No',
};

async function call(base, method, url, body) {
  const response = await fetch(base + url, { method, headers: INDIA, body: body === undefined ? undefined : JSON.stringify(body) });
  const json = await response.json().catch(() => null);
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${json?.meta?.message ?? ''}`);
  return json.data;
}

/** Options in stock in India with their stock, found through the public stock call. */
async function optionsInStock(base) {
  const options = [];
  let misses = 0;
  for (let id = 1; misses < 20 && id < 1000; id += 1) {
    const response = await fetch(`${base}/api/products/quantity/${id}/Yes/`, { headers: INDIA });
    if (!response.ok) {
      misses += 1;
      continue;
    }
    misses = 0;
    const { data } = await response.json();
    for (const option of data.options) if (option.stock > 0) options.push({ productID: id, productOptionID: option.productOptionID, stock: option.stock });
  }
  return options;
}

/** One entry per unit, round-robin over options (so orders do not all queue on one stock row). */
function unitsOf(options, limit) {
  const units = [];
  for (let round = 0; units.length < limit; round += 1) {
    const before = units.length;
    for (const option of options) if (option.stock > round && units.length < limit) units.push(option);
    if (units.length === before) break;
  }
  return units;
}

async function inParallel(items, width, work) {
  const queue = items.map((item, index) => [item, index]);
  const results = [];
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (queue.length) {
        const [item, index] = queue.shift();
        results[index] = await work(item);
      }
    }),
  );
  return results;
}

/** A guest cart holding one unit, with an address (so it can be placed). */
async function prepareCart(base, unit) {
  const created = await call(base, 'POST', '/api/cart/', { productID: unit.productID, productOptionID: unit.productOptionID, quantity: 1 });
  await call(base, 'PUT', '/api/cart/', { cartID: created.cartID, ...ADDRESS });
  return { cartID: created.cartID, cartItemID: created.items[0].cartItemID, ...unit };
}

/** autocannon requests that take the next item of `items` each time (round-robin when `cycle`). */
function rotating(items, cycle, build) {
  let next = 0;
  return [
    {
      setupRequest: (request) => {
        const item = cycle ? items[next++ % items.length] : items[next++];
        return { ...request, ...build(item) };
      },
    },
  ];
}

/** `selected(name)` says which scenarios to run (`--only` of run.mjs); carts are prepared only for those. */
export async function benchCheckout({ base, pids, seconds, connections, orders = 300, fixed = 1000, selected = () => true }) {
  const options = await optionsInStock(base);
  if (options.length < 2) throw new Error('bench: no stock to order in India');
  const anyOf = (...names) => names.some((name) => selected(name));
  const repeatable = ['cart summary', 'update quantity', 'checkout: gift_buy', 'checkout: add_address'];
  const pool = anyOf(...repeatable) ? await inParallel(unitsOf(options, 50), 8, (unit) => prepareCart(base, unit)) : [];
  const once = anyOf('add to cart (existing cart', 'checkout: apply_promotion', 'delete a line') ? await inParallel(unitsOf(options, fixed), 8, (unit) => prepareCart(base, unit)) : [];
  const rows = [];
  const measuredOnly = (name, ...rest) => (selected(name) ? measured(name, ...rest) : null);
  const timed = (name, requests, extra) => measuredOnly(name, pids, { url: base, connections, duration: seconds, requests, ...extra });
  const { 'content-type': _json, ...withoutBody } = INDIA;
  const json = (method, path, body) => ({ method, path, headers: { ...INDIA }, body: JSON.stringify(body) });

  rows.push(await timed('cart summary', rotating(pool, true, (cart) => ({ method: 'GET', path: `/api/cart/${cart.cartID}/cart_summary`, headers: { ...INDIA } }))));
  rows.push(await timed('add to cart (new guest cart)', [json('POST', '/api/cart/', { productID: options[0].productID, quantity: 1 })]));
  rows.push(
    await timed(
      'update quantity',
      rotating(pool, true, (cart) => json('POST', '/api/cart/', { cartID: cart.cartID, cartItemID: cart.cartItemID, productID: cart.productID, quantity: 1 })),
    ),
  );
  rows.push(await timed('checkout: gift_buy', rotating(pool, true, (cart) => json('PUT', '/api/cart/', { cartID: cart.cartID, mode: 'gift_buy', isGift: 'Yes', recipientName: 'Asha', giftMessage: 'Happy Dhanteras' }))));
  rows.push(await timed('checkout: add_address', rotating(pool, true, (cart) => json('PUT', '/api/cart/', { cartID: cart.cartID, ...ADDRESS }))));

  // Changes for good: one prepared cart per request, a fixed number of requests.
  const fixedRun = async (name, carts, build) => {
    let succeeded = 0;
    const started = Date.now();
    const requests = rotating(carts, false, build);
    requests[0].onResponse = (status) => {
      if (status === 200) succeeded += 1;
    };
    if (!selected(name)) return null;
    const row = await measured(name, pids, { url: base, connections: Math.min(connections, carts.length), amount: carts.length, requests });
    return { ...row, requestsPerSecond: Math.round(succeeded / ((Date.now() - started) / 1000)), succeeded };
  };
  const other = (cart) => options.find((option) => option.productOptionID !== cart.productOptionID);
  rows.push(
    await fixedRun(`add to cart (existing cart, ${once.length} carts)`, once, (cart) =>
      json('POST', '/api/cart/', { cartID: cart.cartID, productID: other(cart).productID, productOptionID: other(cart).productOptionID, quantity: 1 }),
    ),
  );
  rows.push(await fixedRun(`checkout: apply_promotion (${once.length} carts)`, once, (cart) => json('PUT', '/api/cart/', { cartID: cart.cartID, mode: 'apply_promotion', couponCode: 'WELCOME10' })));
  rows.push(await fixedRun(`delete a line (${once.length} carts)`, once, (cart) => ({ method: 'DELETE', path: `/api/cart/${cart.cartID}/items/${cart.cartItemID}/`, headers: withoutBody })));

  // Placing last: it takes the stock the scenarios above read.
  if (!selected('place order')) return rows.filter(Boolean);
  const placeable = await inParallel(unitsOf(options, orders), 8, (unit) => prepareCart(base, unit));
  const placed = await fixedRun(`place order (card, ${placeable.length} carts)`, placeable, (cart) => ({
    method: 'POST',
    path: `/api/cart/postorders/${cart.cartID}/`,
    headers: { ...INDIA, 'idempotency-key': randomUUID() },
    body: JSON.stringify({ paymentSettingsGroupKey: 'card' }),
  }));
  const left = await optionsInStock(base);
  const stockBefore = options.reduce((sum, option) => sum + option.stock, 0);
  const stockAfter = left.reduce((sum, option) => sum + option.stock, 0);
  // No oversell: every placed order took exactly one unit and no stock went below zero.
  rows.push({ ...placed, stockTaken: stockBefore - stockAfter, oversold: stockBefore - stockAfter !== placed.succeeded });
  return rows.filter(Boolean);
}
