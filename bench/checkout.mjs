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
import { measured } from './measure.mjs';
import { benchPlacing } from './placing.mjs';

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

export async function call(base, method, url, body) {
  const response = await fetch(base + url, { method, headers: INDIA, body: body === undefined ? undefined : JSON.stringify(body) });
  const json = await response.json().catch(() => null);
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${json?.meta?.message ?? ''}`);
  return json.data;
}

/** Options in stock in India with their stock, found through the public stock call. */
export async function optionsInStock(base) {
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
export function unitsOf(options, limit) {
  const units = [];
  for (let round = 0; units.length < limit; round += 1) {
    const before = units.length;
    for (const option of options) if (option.stock > round && units.length < limit) units.push(option);
    if (units.length === before) break;
  }
  return units;
}

export async function inParallel(items, width, work) {
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
export async function prepareCart(base, unit) {
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

export async function benchCheckout({ base, pids, seconds, connections, orders = 300, fixed = 1000, wanted = () => true }) {
  const options = await optionsInStock(base);
  if (options.length < 2) throw new Error('bench: no stock to order in India');
  const repeatable = ['cart summary', 'add to cart (new guest cart)', 'update quantity', 'checkout: gift_buy', 'checkout: add_address'].some(wanted);
  const oneOff = ['add to cart (existing cart', 'checkout: apply_promotion', 'delete a line'].some(wanted);
  const pool = repeatable ? await inParallel(unitsOf(options, 50), 8, (unit) => prepareCart(base, unit)) : [];
  const once = oneOff ? await inParallel(unitsOf(options, fixed), 8, (unit) => prepareCart(base, unit)) : [];
  const rows = [];
  const timed = async (name, requests, extra) => {
    if (wanted(name)) rows.push(await measured(name, pids, { url: base, connections, duration: seconds, requests, ...extra }));
  };
  const json = (method, path, body) => ({ method, path, headers: { ...INDIA }, body: JSON.stringify(body) });

  await timed('cart summary', rotating(pool, true, (cart) => ({ method: 'GET', path: `/api/cart/${cart.cartID}/cart_summary`, headers: { ...INDIA } })));
  await timed('add to cart (new guest cart)', [json('POST', '/api/cart/', { productID: options[0].productID, quantity: 1 })]);
  await timed(
    'update quantity',
    rotating(pool, true, (cart) => json('POST', '/api/cart/', { cartID: cart.cartID, cartItemID: cart.cartItemID, productID: cart.productID, quantity: 1 })),
  );
  await timed('checkout: gift_buy', rotating(pool, true, (cart) => json('PUT', '/api/cart/', { cartID: cart.cartID, mode: 'gift_buy', isGift: 'Yes', recipientName: 'Asha', giftMessage: 'Happy Dhanteras' })));
  await timed('checkout: add_address', rotating(pool, true, (cart) => json('PUT', '/api/cart/', { cartID: cart.cartID, ...ADDRESS })));

  // Changes for good: one prepared cart per request, a fixed number of requests.
  const other = (cart) => options.find((option) => option.productOptionID !== cart.productOptionID);
  const existing = `add to cart (existing cart, ${once.length} carts)`;
  if (wanted(existing)) {
    rows.push(
      await fixedRun(pids, { base, connections }, existing, once, (cart) =>
        json('POST', '/api/cart/', { cartID: cart.cartID, productID: other(cart).productID, productOptionID: other(cart).productOptionID, quantity: 1 }),
      ),
    );
  }
  const promotion = `checkout: apply_promotion (${once.length} carts)`;
  if (wanted(promotion)) rows.push(await fixedRun(pids, { base, connections }, promotion, once, (cart) => json('PUT', '/api/cart/', { cartID: cart.cartID, mode: 'apply_promotion', couponCode: 'WELCOME10' })));
  const deletion = `delete a line (${once.length} carts)`;
  const { 'content-type': _json, ...withoutBody } = INDIA;
  if (wanted(deletion)) rows.push(await fixedRun(pids, { base, connections }, deletion, once, (cart) => ({ method: 'DELETE', path: `/api/cart/${cart.cartID}/items/${cart.cartItemID}/`, headers: withoutBody })));

  // Placing last: it takes the stock the scenarios above read.
  if (wanted('place order')) rows.push(await benchPlacing({ base, pids, connections, orders, options }));
  return rows;
}

/** A run of exactly one request per prepared cart (changes for good); its rate is successes ÷ elapsed time. */
export async function fixedRun(pids, { base, connections }, name, carts, build) {
  let succeeded = 0;
  const started = Date.now();
  const requests = rotating(carts, false, build);
  requests[0].onResponse = (status) => {
    if (status === 200) succeeded += 1;
  };
  const row = await measured(name, pids, { url: base, connections: Math.min(connections, carts.length), amount: carts.length, requests });
  return { ...row, requestsPerSecond: Math.round(succeeded / ((Date.now() - started) / 1000)), succeeded };
}
