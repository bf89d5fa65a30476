/**
 * Place order in `npm run bench` (issue 14): a festival rush on the stock, with an honest mix.
 * - Most carts hold one unit of an option in stock, spread round-robin over every option (several
 *   products), and one cart in five holds a second line of another option.
 * - One scarce option (the in-stock option with the fewest units, at least 2) is wanted by five times
 *   as many carts as it has units: those shoppers race for the same stock row, and all but as many as
 *   there are units must be refused (409), never sold.
 * After the run the row reports what was placed and refused and checks, through the public stock call,
 * that the units taken equal the units in the orders placed; `verifyNoOversell` checks the database
 * itself (stock never below zero, no piece or HUID sold twice, each line holding its quantity of pieces).
 */
import { randomUUID } from 'node:crypto';
import { call, fixedRun, INDIA, inParallel, optionsInStock, prepareCart, unitsOf } from './checkout.mjs';

/** How many carts want the scarce option per unit it has. */
const SCARCE_DEMAND = 5;

async function prepareMixed(base, { orders, options }) {
  const scarce = [...options].filter((option) => option.stock >= 2).sort((a, b) => a.stock - b.stock)[0];
  const plenty = options.filter((option) => option !== scarce);
  const scarceCarts = scarce.stock * SCARCE_DEMAND;
  // A cart of two lines takes a unit of two options: leave room for them in the units counted.
  const units = unitsOf(plenty, Math.max(orders - scarceCarts, 1));
  const singles = units.slice(0, Math.floor(units.length * 0.8));
  const seconds = units.slice(singles.length);
  const carts = await inParallel([...singles.map((unit) => [unit]), ...pairs(seconds), ...Array.from({ length: scarceCarts }, () => [scarce])], 8, async (lines) => {
    const cart = await prepareCart(base, lines[0]);
    for (const line of lines.slice(1)) await call(base, 'POST', '/api/cart/', { cartID: cart.cartID, productID: line.productID, productOptionID: line.productOptionID, quantity: 1 });
    return { ...cart, units: lines.length, scarce: lines[0] === scarce };
  });
  // Interleave the scarce carts with the others, so the race for its row runs through the whole run.
  carts.sort((a, b) => hash(a.cartID) - hash(b.cartID));
  return { carts, scarce };
}

/** Two units of different options per cart where possible. */
function pairs(units) {
  const out = [];
  for (let index = 0; index + 1 < units.length; index += 2) {
    const [a, b] = [units[index], units[index + 1]];
    if (a.productOptionID === b.productOptionID) out.push([a], [b]);
    else out.push([a, b]);
  }
  if (units.length % 2) out.push([units[units.length - 1]]);
  return out;
}

const hash = (text) => [...text].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) >>> 0, 7);

export async function benchPlacing({ base, pids, connections, orders, options }) {
  const { carts, scarce } = await prepareMixed(base, { orders, options });
  const row = await fixedRun(pids, { base, connections }, `place order (card, ${carts.length} carts, ${scarce.stock} units of one wanted by ${scarce.stock * SCARCE_DEMAND})`, carts, (cart) => ({
    method: 'POST',
    path: `/api/cart/postorders/${cart.cartID}/`,
    headers: { ...INDIA, 'idempotency-key': randomUUID() },
    body: JSON.stringify({ paymentSettingsGroupKey: 'card' }),
  }));
  // A placed order empties its cart; a refused one leaves it as it was.
  const placed = await inParallel(carts, 8, async (cart) => (await call(base, 'GET', `/api/cart/${cart.cartID}/cart_summary`)).items.length === 0);
  const placedUnits = { total: 0, scarce: 0 };
  carts.forEach((cart, index) => {
    if (!placed[index]) return;
    placedUnits.total += cart.units;
    if (cart.scarce) placedUnits.scarce += 1;
  });
  const refused = row.non2xx;
  const left = await optionsInStock(base);
  const stockOf = (list) => list.reduce((sum, option) => sum + option.stock, 0);
  const stockTaken = stockOf(options) - stockOf(left);
  const scarceLeft = left.find((option) => option.productOptionID === scarce.productOptionID)?.stock ?? 0;
  return {
    ...row,
    refused,
    unitsPlaced: placedUnits.total,
    stockTaken,
    scarceSold: placedUnits.scarce,
    scarceStock: scarce.stock,
    // No oversell: the units taken are the units placed, and the scarce option sold no more than it had.
    oversold: stockTaken !== placedUnits.total || placedUnits.scarce > scarce.stock || scarce.stock - placedUnits.scarce !== scarceLeft,
  };
}

/**
 * The database's own word after a run (`query(sql)` resolves to rows): no stock row below zero, no
 * piece on two lines, no HUID on two order lines, every bench line holding its quantity of pieces.
 * Returns the problems found (none: an empty list).
 */
export async function verifyNoOversell(query) {
  const problems = [];
  const negative = await query('select option_id, subsite_id, quantity from product_stock where quantity < 0');
  if (negative.length) problems.push(`stock below zero: ${JSON.stringify(negative)}`);
  const twice = await query('select huid, count(*)::int as lines from order_lines, jsonb_array_elements_text(huids) as huid group by huid having count(*) > 1');
  if (twice.length) problems.push(`HUIDs on two order lines: ${JSON.stringify(twice.slice(0, 5))}`);
  const short = await query(
    `select l.id, l.quantity, count(p.id)::int as pieces from order_lines l join orders o on o.id = l.order_id
     left join product_pieces p on p.order_line_id = l.id
     where o.email = 'bench@example.com' group by l.id, l.quantity having count(p.id) <> l.quantity`,
  );
  if (short.length) problems.push(`order lines without their pieces: ${JSON.stringify(short.slice(0, 5))}`);
  return problems;
}
