import { http } from 'msw';
import { AdminToday, LOW_STOCK_THRESHOLD } from '@/shared/contracts/admin-today';
import { ACCOUNT_MESSAGES } from '@/shared/account-messages';
import { minorToDecimal } from '@/shared/money';
import { hasPermission } from '@/shared/roles';
import { userOfBearer } from '../lib/account-session';
import { catalogueFor } from '../lib/fixtures';
import { lifeOf } from '../lib/order-life';
import { commerceOk, MockHttpError, withEnvelope } from '../lib/respond';
import { anyOrigin } from '../lib/route';
import { checkoutState } from '../state/checkout-store';
import { orderLifeState } from '../state/order-life-store';
import { recordsOf, subsites } from './catalogue-admin-rates';

/**
 * `GET /admin/today` in mock mode (docs/back-office.md#today), worked out from the mock state as the
 * services work it out from the database: orders per step from each order's life, returns per
 * status, options of the recorded catalogues at most LOW_STOCK_THRESHOLD units (less what mock
 * orders took), the recorded rates, and the takings of orders placed since midnight UTC that are
 * paid or due on delivery.
 */
export function todayOf(now = new Date()): AdminToday {
  const since = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const all = subsites();
  const code = (subsiteId: number) => all.find((subsite) => subsite.id === subsiteId)?.code ?? String(subsiteId);
  const { orders, sold } = checkoutState();
  const statuses = orders.map((order) => lifeOf(order).status as string);
  const count = (status: string) => statuses.filter((candidate) => candidate === status).length;
  const returns = orderLifeState().returns;
  const returnCount = (status: string) => returns.filter((rma) => rma.status === status).length;
  const lowStock = all.flatMap((subsite) => {
    const catalogue = catalogueFor(subsite.locales[0]!);
    return (catalogue?.products ?? []).flatMap(({ summary, stock }) =>
      stock.options
        .map((option) => ({ option, quantity: option.stock - (sold[String(option.productOptionID)] ?? 0) }))
        .filter(({ quantity }) => quantity <= LOW_STOCK_THRESHOLD)
        .map(({ option, quantity }) => ({ productID: summary.productID, productOptionID: option.productOptionID, subsiteCode: subsite.code, sku: summary.sku, name: summary.name, optionCode: option.code, quantity: Math.max(0, quantity) })),
    );
  });
  const takings = new Map<string, AdminToday['takings'][number]>();
  for (const order of orders) {
    if (Date.parse(order.placedAt) < since.getTime() || !['paid', 'cod_due', 'not_required'].includes(order.paymentStatus) || lifeOf(order).status === 'cancelled') continue;
    const key = `${order.subsiteId}:${order.paymentMethod}`;
    const row = takings.get(key) ?? { subsiteCode: code(order.subsiteId), currencyCode: order.currencyCode, paymentMethod: order.paymentMethod, orders: 0, total: 0, storeCredit: 0 };
    takings.set(key, { ...row, orders: row.orders + 1, total: minorToDecimal(Math.round(row.total * 10 ** order.decimalPlaces) + order.totals.total, order.decimalPlaces), storeCredit: minorToDecimal(Math.round(row.storeCredit * 10 ** order.decimalPlaces) + order.totals.credit, order.decimalPlaces) });
  }
  return {
    orders: { toConfirm: count('placed'), toPack: count('confirmed'), toShip: count('packed') },
    returns: { requested: returnCount('requested'), approved: returnCount('approved'), received: returnCount('received') },
    lowStock: lowStock.sort((a, b) => a.quantity - b.quantity || a.productID - b.productID).slice(0, 50),
    lowStockThreshold: LOW_STOCK_THRESHOLD,
    rates: all.flatMap((subsite) => recordsOf(subsite).map(({ subsiteID, subsiteCode, currencyCode, metal, purity, ratePerGram, effectiveAt }) => ({ subsiteID, subsiteCode, currencyCode, metal, purity, ratePerGram, effectiveAt }))),
    takings: [...takings.values()],
    since: since.toISOString(),
  };
}

export const backOfficeTodayHandlers = [
  http.get(
    anyOrigin('/admin/today'),
    withEnvelope('commerce', ({ request }) => {
      const { user } = userOfBearer(request)!;
      if (!hasPermission(user.role, 'operations')) throw new MockHttpError(403, ACCOUNT_MESSAGES.staffOnly);
      return commerceOk(AdminToday, todayOf());
    }),
  ),
];
