import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminToday, LOW_STOCK_THRESHOLD } from '@/shared/contracts/admin-today';
import { commerceEnvelope } from '@/shared/contracts/envelope';
import { minorToDecimal } from '@/shared/money';
import type { Database } from '../../../db/client';
import { commerceOk } from '../../../lib/envelope';
import { listSubsiteFacts } from '../../../lib/site-directory';
import { requireStaff } from '../../../plugins/auth';
import { adminRoute } from '../../../plugins/admin-route';
import { listLowStock } from '../../commerce/catalogue';
import { countOrdersByStatus, countReturnsByStatus, sumTakings } from '../../commerce/orders';
import { listCurrentRates } from '../../commerce/pricing/pricing-repository';


/** `GET /admin/today`: what waits for staff, low stock, today's rates and today's takings (since midnight UTC). */
export async function getToday(db: Database, now = new Date()): Promise<AdminToday> {
  const since = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const subsites = await listSubsiteFacts(db);
  const byId = new Map(subsites.map((subsite) => [subsite.id, subsite]));
  const [orderCounts, returnCounts, low, takings] = await Promise.all([
    countOrdersByStatus(db, ['placed', 'confirmed', 'packed']),
    countReturnsByStatus(db, ['requested', 'approved', 'received']),
    listLowStock(db, { threshold: LOW_STOCK_THRESHOLD, limit: 50 }),
    sumTakings(db, since),
  ]);
  const rates = [];
  for (const subsite of subsites) {
    for (const row of await listCurrentRates({ db, subsiteId: subsite.id })) {
      rates.push({ subsiteID: subsite.id, subsiteCode: subsite.code, currencyCode: subsite.currencyCode, metal: row.metal as AdminToday['rates'][number]['metal'], purity: row.purity as AdminToday['rates'][number]['purity'], ratePerGram: minorToDecimal(row.ratePerGramMinor, subsite.decimalPlaces), effectiveAt: row.effectiveAt.toISOString() });
    }
  }
  return {
    orders: { toConfirm: orderCounts.get('placed') ?? 0, toPack: orderCounts.get('confirmed') ?? 0, toShip: orderCounts.get('packed') ?? 0 },
    returns: { requested: returnCounts.get('requested') ?? 0, approved: returnCounts.get('approved') ?? 0, received: returnCounts.get('received') ?? 0 },
    lowStock: low.map((row) => ({ productID: row.productId, productOptionID: row.optionId, subsiteCode: byId.get(row.subsiteId)?.code ?? String(row.subsiteId), sku: row.sku, name: row.name, optionCode: row.optionCode, quantity: row.quantity })),
    lowStockThreshold: LOW_STOCK_THRESHOLD,
    rates,
    takings: takings.map((row) => ({
      subsiteCode: byId.get(row.subsiteId)?.code ?? String(row.subsiteId),
      currencyCode: row.currencyCode,
      paymentMethod: row.paymentMethod,
      orders: row.orders,
      total: minorToDecimal(row.totalMinor, row.decimalPlaces),
      storeCredit: minorToDecimal(row.creditMinor, row.decimalPlaces),
    })),
    since: since.toISOString(),
  };
}

const todayRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/today',
    adminRoute(requireStaff, { summary: "Today: orders and returns waiting, low stock, today's rates, takings by payment method per subsite (staff only)", response: { 200: commerceEnvelope(AdminToday) } }),
    async () => commerceOk(await getToday(app.db)),
  );
};

/** The back office's Today screen. */
export async function todayModule(app: FastifyInstance) {
  await app.register(todayRoutes);
}
