import { randomBytes, randomUUID } from 'node:crypto';
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '@/server/db/client';
import { carts, orderLines, orders, outboxMessages, productOptions, products, productStock, promotionRedemptions, promotions, storeCreditEntries, users } from '@/server/db/schema';
import { startPayment } from '@/server/modules/commerce/payments';
import { DEMO_LOGINS } from '@/tests/server/helpers/auth';

/**
 * A card order as the placing transaction leaves it (checkout design, step 5): stock taken,
 * store credit debited, a promotion redeemed, the cart emptied, the order pending payment and
 * a payment started through `startPayment` in the same transaction. Written through Drizzle
 * so settlement can be tested on its own.
 */
export interface PendingOrderOptions {
  subsiteId?: 1 | 2;
  languageCode?: string;
  quantity?: number;
  /** Store credit applied (minor units); the shopper is given that much first. */
  creditMinor?: number;
  /** Redeem the subsite's first promotion. */
  withPromotion?: boolean;
  /** Payment expiry in minutes from `now` (negative: already expired). */
  expiresInMinutes?: number;
  now?: Date;
  /** A value to put in the order number / name, to test escaping. */
  lineName?: string;
}

export interface PendingOrder {
  orderId: number;
  orderNumber: string;
  paymentId: string;
  redirectUrl: string;
  cartId: string;
  optionId: number;
  subsiteId: number;
  userId: number;
  quantity: number;
  amountDueMinor: number;
  stockAfterPlacing: number;
}

export async function createPendingCardOrder(app: FastifyInstance, options: PendingOrderOptions = {}): Promise<PendingOrder> {
  const { subsiteId = 1, languageCode = 'en', quantity = 1, creditMinor = 0, withPromotion = false, expiresInMinutes = 15, now = new Date(), lineName } = options;
  const db = app.db;
  const [user] = await db.select().from(users).where(eq(users.email, subsiteId === 1 ? DEMO_LOGINS.shopper.username : DEMO_LOGINS.aisha.username)).limit(1);
  if (!user) throw new Error('demo shopper missing');
  // A fresh option with enough stock for every test in the file: the one with the most units.
  const [stock] = await db
    .select({ optionId: productStock.optionId, quantity: productStock.quantity, productId: productOptions.productId, sku: products.sku })
    .from(productStock)
    .innerJoin(productOptions, eq(productOptions.id, productStock.optionId))
    .innerJoin(products, eq(products.id, productOptions.productId))
    .where(and(eq(productStock.subsiteId, subsiteId), gte(productStock.quantity, quantity)))
    .orderBy(sql`${productStock.quantity} desc`, asc(productStock.optionId))
    .limit(1);
  if (!stock) throw new Error('no stock to sell');
  const unitPriceMinor = subsiteId === 1 ? 48_269 : 1_234_550;
  const subtotal = unitPriceMinor * quantity;
  const discount = withPromotion ? 1_000 : 0;
  const total = subtotal - discount;
  const amountDueMinor = total - creditMinor;
  const currency = subsiteId === 1 ? { code: 'INR', dp: 0 } : { code: 'AED', dp: 2 };

  return db.transaction(async (tx) => {
    const cartId = randomUUID();
    await tx.insert(carts).values({ id: cartId, subsiteId, userId: user.id, expiresAt: new Date(now.getTime() + 86_400_000) });
    const [taken] = await tx
      .update(productStock)
      .set({ quantity: sql`${productStock.quantity} - ${quantity}` })
      .where(and(eq(productStock.optionId, stock.optionId), eq(productStock.subsiteId, subsiteId), gte(productStock.quantity, quantity)))
      .returning({ quantity: productStock.quantity });
    const [order] = await tx
      .insert(orders)
      .values({
        number: `T-${randomBytes(5).toString('hex')}`,
        subsiteId,
        userId: user.id,
        cartId,
        idempotencyKey: randomUUID(),
        accessKey: randomBytes(16).toString('hex'),
        status: 'pending_payment',
        paymentMethod: 'card',
        paymentStatus: 'pending',
        currencyCode: currency.code,
        decimalPlaces: currency.dp,
        languageCode,
        subtotalMinor: subtotal,
        discountMinor: discount,
        shippingMinor: 0,
        taxMinor: 0,
        totalMinor: total,
        creditMinor,
        amountDueMinor,
        email: user.email ?? 'shopper@example.com',
        phone: '+919876543210',
        billingAddress: { firstName: 'Asha', lastName: 'Rao', address1: '1 MG Road', address2: '', city: 'Mumbai', zip: '400001', state: 'MH', country: 'IN', phone: '+919876543210' },
        shippingAddress: { firstName: 'Asha', lastName: 'Rao', address1: '1 MG Road', address2: '', city: 'Mumbai', zip: '400001', state: 'MH', country: 'IN', phone: '+919876543210' },
        paymentExpiresAt: new Date(now.getTime() + expiresInMinutes * 60_000),
        placedAt: now,
      })
      .returning();
    await tx.insert(orderLines).values({
      orderId: order!.id,
      productId: stock.productId,
      optionId: stock.optionId,
      sku: stock.sku,
      name: lineName ?? 'Test piece',
      optionLabel: 'One size',
      image: '/x.svg',
      metal: 'gold',
      purity: '22K',
      quantity,
      unitPriceMinor,
      lineSubtotalMinor: subtotal,
      discountMinor: discount,
      taxMinor: 0,
      lineTotalMinor: total,
      breakup: [],
    });
    if (creditMinor > 0) {
      await tx.insert(storeCreditEntries).values({ userId: user.id, subsiteId, amountMinor: creditMinor, reason: 'goodwill' });
      await tx.insert(storeCreditEntries).values({ userId: user.id, subsiteId, amountMinor: -creditMinor, reason: 'checkout', orderId: order!.id });
    }
    if (withPromotion) {
      const [promotion] = await tx.select().from(promotions).where(eq(promotions.subsiteId, subsiteId)).limit(1);
      await tx.insert(promotionRedemptions).values({ promotionId: promotion!.id, orderId: order!.id, userId: user.id, email: user.email ?? '', discountMinor: discount });
    }
    const { paymentId, redirectUrl } = await startPayment({
      db: tx,
      order: { id: order!.id, number: order!.number, amountMinor: amountDueMinor, currencyCode: currency.code, decimalPlaces: currency.dp },
      purpose: 'order',
      returnTo: { storefrontUrl: app.env.STOREFRONT_URL, subsiteCode: subsiteId === 1 ? 'in' : 'ae', languageCode },
      publicBaseUrl: 'http://localhost:80',
      now,
    });
    return {
      orderId: order!.id,
      orderNumber: order!.number,
      paymentId,
      redirectUrl,
      cartId,
      optionId: stock.optionId,
      subsiteId,
      userId: user.id,
      quantity,
      amountDueMinor,
      stockAfterPlacing: taken!.quantity,
    };
  });
}

export async function stockOf(db: Database, { optionId, subsiteId }: { optionId: number; subsiteId: number }): Promise<number> {
  const [row] = await db.select({ quantity: productStock.quantity }).from(productStock).where(and(eq(productStock.optionId, optionId), eq(productStock.subsiteId, subsiteId)));
  return row!.quantity;
}

export async function orderOf(db: Database, orderId: number) {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  return row!;
}

export async function confirmationsFor(db: Database, orderNumber: string) {
  const rows = await db.select().from(outboxMessages).where(eq(outboxMessages.channel, 'email'));
  return rows.filter((row) => row.subject.includes(orderNumber));
}
