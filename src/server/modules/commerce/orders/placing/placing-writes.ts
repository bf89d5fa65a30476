import { randomBytes } from 'node:crypto';
import { placingWords } from '@/shared/checkout-messages';
import { AppError } from '../../../../lib/app-error';
import { findWebsiteCode } from '../../../../lib/site';
import { stockMessage } from '../../cart';
import { takeOrderStock } from '../../catalogue';
import { insertOrder, insertOrderLines, nextOrderId } from '../order-repository';
import { PLACED_STATUS, writtenOrder, type PlacingStep } from './placing-context';
import { required } from './step-runner';

/** The steps that write the order with its lines and, last, take its stock (design "Placing an order" 4–5). */

/**
 * Last: the stock of every line with its pieces and their HUIDs, in one round trip through the
 * catalogue, which owns stock (409 when short: the whole order rolls back). Taken last, so a
 * popular option's stock row is locked only from here to the commit, not while the order is written
 * (docs/performance.md#placing-an-order).
 */
export const stockTakenStep: PlacingStep = {
  name: 'stock_taken',
  async invoke(context) {
    const { tx, options } = context;
    const { site } = options;
    const pricing = required(context.pricing, 'priced');
    const lineIds = required(context.lineIds, 'lines_written');
    const lines = pricing.lines.map((line, index) => ({ lineId: lineIds[index]!, optionId: line.option.productOptionId, quantity: line.row.quantity }));
    const short = await takeOrderStock(tx, { subsiteId: site.subsiteId, lines });
    if (!short) return;
    const line = pricing.lines.find((candidate) => candidate.option.productOptionId === short.optionId)!;
    const optionLabel = line.option.kind === 'one_size' ? undefined : line.option.label;
    const message = placingWords(site.languageCode).stockOf(stockMessage({ languageCode: site.languageCode, available: short.available, optionLabel }), line.product.row.name);
    throw new AppError('CONFLICT', message, { productOptionID: short.optionId, available: short.available });
  },
};

/** 5a. The order row, numbered `SLV-IN-100042` (website, subsite, 100000 + id). */
export const orderWrittenStep: PlacingStep = {
  name: 'order_written',
  async invoke(context) {
    const { tx, options, now } = context;
    const { site, cartId, paymentKey, idempotencyKey } = options;
    const cart = required(context.cart, 'locked');
    const pricing = required(context.pricing, 'priced');
    const { billing, shipping, email } = required(context.contact, 'validated');
    const id = await nextOrderId(tx);
    const websiteCode = await findWebsiteCode(tx, site.subsiteId);
    const status = PLACED_STATUS[paymentKey];
    context.order = await insertOrder(tx, {
      id,
      number: `${websiteCode}-${site.subsiteCode.toUpperCase()}-${100_000 + id}`,
      subsiteId: site.subsiteId,
      userId: cart.userId,
      cartId,
      idempotencyKey,
      requestFingerprint: context.fingerprint,
      accessKey: randomBytes(24).toString('base64url'),
      status: status.status,
      paymentMethod: paymentKey,
      paymentStatus: status.paymentStatus,
      currencyCode: site.currencyCode,
      decimalPlaces: site.decimalPlaces,
      languageCode: site.languageCode,
      subtotalMinor: pricing.subtotalMinor,
      discountMinor: pricing.discountMinor,
      shippingMinor: pricing.shippingMinor,
      taxMinor: pricing.taxMinor,
      totalMinor: pricing.totalMinor,
      creditMinor: pricing.creditMinor,
      amountDueMinor: pricing.amountDueMinor,
      email,
      phone: billing.phone,
      billingAddress: billing,
      shippingAddress: shipping,
      gift: pricing.state.gift,
      promotions: pricing.promotions.map((promotion) => ({ promoID: promotion.row.id, couponCode: promotion.row.code, discountMinor: promotion.discountMinor })),
      paymentExpiresAt: paymentKey === 'card' ? new Date(now.getTime() + options.paymentTimeoutMinutes * 60_000) : null,
      placedAt: now,
      updatedAt: now,
    });
  },
};

/** 5b. The lines with the unit breakup (`stock_taken` gives them their pieces and records the HUIDs). */
export const linesWrittenStep: PlacingStep = {
  name: 'lines_written',
  async invoke(context) {
    const { pricing, order } = writtenOrder(context);
    const lineRows = await insertOrderLines(
      context.tx,
      pricing.lines.map((line) => ({
        orderId: order.id,
        productId: line.row.productId,
        optionId: line.row.optionId,
        sku: line.product.row.product.sku,
        name: line.product.row.name,
        optionLabel: line.option.label,
        image: line.product.row.product.images[0] ?? '',
        metal: line.product.row.product.metal,
        purity: line.product.row.product.purity,
        quantity: line.row.quantity,
        unitPriceMinor: line.unitPriceMinor,
        lineSubtotalMinor: line.subtotalMinor,
        discountMinor: line.discountMinor,
        taxMinor: line.taxMinor,
        lineTotalMinor: line.totalMinor,
        breakup: line.option.priced.result.lines.map((part) => ({ code: part.code, amountMinor: part.amountMinor })),
      })),
    );
    // A multi-row INSERT … RETURNING answers in the order of its VALUES.
    context.lineIds = lineRows.map((row) => row.id);
  },
};
