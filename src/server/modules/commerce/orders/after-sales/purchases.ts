import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../../db/client';
import { orderLines, orders } from '../../../../db/schema';

/**
 * Orders that never became a sale: unpaid, failed or cancelled as a whole. Any other status
 * (placed through delivered, returned, refunded) means the shopper had the piece in hand or
 * on its way, which is what a review needs.
 */
const NOT_BOUGHT = ['pending_payment', 'payment_failed', 'cancelled'];

export interface HasBoughtOptions {
  db: Executor;
  userId: number;
  productId: number;
}

/**
 * Whether the user bought the product: a line of one of their orders, not itself cancelled.
 * The reviews module asks this before it takes a review ("has the shopper bought this?").
 */
export async function hasBoughtProduct({ db, userId, productId }: HasBoughtOptions): Promise<boolean> {
  const [row] = await db
    .select({ found: sql<number>`1` })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(
      and(
        eq(orders.userId, userId),
        eq(orderLines.productId, productId),
        notInArray(orders.status, NOT_BOUGHT),
        sql`${orderLines.status} <> 'cancelled'`,
      ),
    )
    .limit(1);
  return row !== undefined;
}
