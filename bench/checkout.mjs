/**
 * Cart and checkout scenarios of `npm run bench` (issues 5 and 14). Writes change carts, so the
 * carts are prepared first (not measured) from the stock the services report:
 * - repeatable calls (cart summary, update quantity, gift, address) go round-robin over a pool of
 *   carts, so fifty connections do not all queue on one cart's row lock;
 * - calls that change a cart for good (add another line, apply a coupon, delete a line) take each
 *   item of a supply of carts made for them once, in a run of `seconds` like the others (the
 *   supply holds more than the run can use); their rate is successes ÷ elapsed time, and the row
 *   says how many requests ran;
 * - placing takes a prepared cart each and runs exactly as many orders as there are units.
 * Placing takes stock, so it runs last and exactly as many orders as there are units in stock.
 */
import { measured, runAutocannon } from './measure.mjs';
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

export async function benchCheckout({ base, pids, seconds, connections, orders = 300, wanted = () => true }) {
  const options = await optionsInStock(base);
  if (options.length < 2) throw new Error('bench: no stock to order in India');
  const repeatable = ['cart summary', 'add to cart (new guest cart)', 'update quantity', 'checkout: gift_buy', 'checkout: add_address'].some(wanted);
  const pool = repeatable ? await inParallel(unitsOf(options, 50), 8, (unit) => prepareCart(base, unit)) : [];
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

  // Changes for good (a line added, a coupon applied, a line deleted): timed runs over carts
  // prepared for them, enough for the whole run (supplyOfCarts).
  const changes = ['add to cart (existing cart)', 'checkout: apply_promotion', 'delete a line'];
  if (changes.some(wanted)) {
    const supply = await supplyOfCarts(base, options, { seconds, connections });
    const { 'content-type': _json, ...withoutBody } = INDIA;
    // Every request adds a line of an option the cart does not hold yet: round r gives cart c the option r places after its first.
    const adds = {
      count: supply.length * (options.length - 1),
      at: (index) => {
        const cart = supply[index % supply.length];
        return { cart, option: options[(cart.index + Math.floor(index / supply.length) + 1) % options.length] };
      },
    };
    const once = { count: supply.length, at: (index) => supply[index] };
    const runs = [
      [changes[0], adds, ({ cart, option }) => json('POST', '/api/cart/', { cartID: cart.cartID, productID: option.productID, productOptionID: option.productOptionID, quantity: 1 })],
      [changes[1], once, (cart) => json('PUT', '/api/cart/', { cartID: cart.cartID, mode: 'apply_promotion', couponCode: 'WELCOME10' })],
      // The line each cart was prepared with: after the adds above it is one of several.
      [changes[2], once, (cart) => ({ method: 'DELETE', path: `/api/cart/${cart.cartID}/items/${cart.cartItemID}/`, headers: withoutBody })],
    ];
    for (const [name, items, build] of runs) if (wanted(name)) rows.push({ ...(await timedOnce(pids, { base, connections, seconds }, name, items, build)), carts: supply.length });
  }

  // Placing last: it takes the stock the scenarios above read.
  if (wanted('place order')) rows.push(await benchPlacing({ base, pids, connections, orders, options }));
  return rows;
}

/**
 * Carts for the changes for good, each holding one unit of an option (round-robin over the options
 * in stock), made by new-cart adds at full speed for 2 × `seconds`: about twice as many as a
 * run of the cheapest change could use in `seconds` (a new-cart add costs no more than one).
 * Not measured. Each cart remembers its place (`index`) and first line.
 */
async function supplyOfCarts(base, options, { seconds, connections }) {
  const carts = [];
  let next = 0;
  await runAutocannon({
    url: base,
    connections,
    duration: Math.max(3, Math.ceil(seconds * 2)),
    requests: [
      {
        method: 'POST',
        path: '/api/cart/',
        headers: { ...INDIA },
        setupRequest: (request) => {
          const option = options[next++ % options.length];
          return { ...request, body: JSON.stringify({ productID: option.productID, productOptionID: option.productOptionID, quantity: 1 }) };
        },
        onResponse: (status, body) => {
          if (status !== 200) return;
          const { data } = JSON.parse(body);
          const index = options.findIndex((option) => option.productOptionID === data.items[0].productOptionID);
          carts.push({ cartID: data.cartID, cartItemID: data.items[0].cartItemID, index });
        },
      },
    ],
  });
  if (carts.length === 0) throw new Error('bench: no cart could be prepared');
  return carts;
}

/**
 * A timed run (`seconds`) in which each request takes the next of `items` (`count` of them,
 * the index-th from `at(index)`) once: a change for good. Should the items run out, the rest are counted apart (`exhausted`): never a request
 * repeated on purpose. The rate is successes ÷ elapsed time; the row says how many requests ran.
 */
async function timedOnce(pids, { base, connections, seconds }, name, items, build) {
  let next = 0;
  let succeeded = 0;
  const started = Date.now();
  const requests = [
    {
      setupRequest: (request) => ({ ...request, ...build(items.at(Math.min(next++, items.count - 1))) }),
      onResponse: (status) => {
        if (status === 200) succeeded += 1;
      },
    },
  ];
  const row = await measured(name, pids, { url: base, connections, duration: seconds, requests });
  return { ...row, requestsPerSecond: Math.round(succeeded / ((Date.now() - started) / 1000)), succeeded, exhausted: Math.max(0, next - items.count) };
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
