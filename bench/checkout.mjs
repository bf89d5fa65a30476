/**
 * Checkout scenarios of `npm run bench` (issue 5): adding to an existing cart (the cart call with
 * repricing, promotions and totals), and placing orders. Placing an order takes stock, so each
 * measured request needs a cart of its own holding a unit that is in stock: the carts are prepared
 * first (not measured) from the stock the services report, then exactly that many orders are
 * placed as fast as the connections allow. Each order is one transaction: lock the cart, reprice,
 * take stock, write the order, its lines and event, start the card payment, empty the cart.
 */
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';

const INDIA = { websiteID: '1', subsiteID: '1', languageID: '1', 'content-type': 'application/json' };
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

/** Units in stock in India, one entry per unit, spread over products (so orders do not all queue on one row). */
async function unitsInStock(base, limit) {
  const perOption = [];
  let misses = 0;
  for (let id = 1; misses < 20 && id < 1000; id += 1) {
    const response = await fetch(`${base}/api/products/quantity/${id}/Yes/`, { headers: INDIA });
    if (!response.ok) {
      misses += 1;
      continue;
    }
    misses = 0;
    const { data } = await response.json();
    for (const option of data.options) if (option.stock > 0) perOption.push({ productID: id, productOptionID: option.productOptionID, stock: option.stock });
  }
  const units = [];
  // Round-robin over options: one unit of each, then a second of each, …
  for (let round = 0; units.length < limit; round += 1) {
    const before = units.length;
    for (const option of perOption) if (option.stock > round && units.length < limit) units.push(option);
    if (units.length === before) break;
  }
  return units;
}

async function inParallel(items, width, work) {
  const queue = [...items];
  const results = [];
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (queue.length) results.push(await work(queue.shift()));
    }),
  );
  return results;
}

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

const row = (name, result, extra = {}) => ({
  name,
  requestsPerSecond: Math.round(result.requests.average),
  p50: result.latency.p50,
  p99: result.latency.p99,
  non2xx: result.non2xx,
  errors: result.errors,
  ...extra,
});

export async function benchCheckout({ base, seconds, connections, orders = 300 }) {
  const rows = [];
  const units = await unitsInStock(base, orders + 1);
  if (units.length < 2) throw new Error('bench: no stock to order in India');

  // Add to cart on an existing cart: the line's quantity set again, the whole cart repriced with a coupon and totals.
  const first = units.shift();
  const cart = await call(base, 'POST', '/api/cart/', { productID: first.productID, productOptionID: first.productOptionID, quantity: 1 });
  await call(base, 'PUT', '/api/cart/', { cartID: cart.cartID, ...ADDRESS });
  const line = cart.items[0];
  const addBody = JSON.stringify({ cartID: cart.cartID, productID: first.productID, productOptionID: first.productOptionID, cartItemID: line.cartItemID, quantity: 1 });
  rows.push(row('add to cart (existing cart, repriced)', await run({ url: `${base}/api/cart/`, method: 'POST', headers: INDIA, body: addBody, connections, duration: seconds })));

  // Place order: one prepared cart per request.
  const carts = await inParallel(units, 8, async (unit) => {
    const created = await call(base, 'POST', '/api/cart/', { productID: unit.productID, productOptionID: unit.productOptionID, quantity: 1 });
    await call(base, 'PUT', '/api/cart/', { cartID: created.cartID, ...ADDRESS });
    return created.cartID;
  });
  const queue = [...carts];
  let placed = 0;
  const started = Date.now();
  const result = await run({
    url: base,
    connections: Math.min(connections, carts.length),
    amount: carts.length,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => ({
          ...request,
          path: `/api/cart/postorders/${queue.shift()}/`,
          headers: { ...INDIA, 'idempotency-key': randomUUID() },
          body: JSON.stringify({ paymentSettingsGroupKey: 'card' }),
        }),
        onResponse: (status) => {
          if (status === 200) placed += 1;
        },
      },
    ],
  });
  const elapsed = (Date.now() - started) / 1000;
  rows.push(row(`place order (card, ${carts.length} carts)`, result, { requestsPerSecond: Math.round(placed / elapsed), placed }));
  return rows;
}
