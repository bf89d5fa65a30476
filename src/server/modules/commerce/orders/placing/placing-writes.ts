import { randomBytes } from 'node:crypto';
import { placingWords } from '@/shared/checkout-messages';
import { AppError } from '../../../../lib/app-error';
import { findWebsiteCode } from '../../../../lib/site';
import { stockMessage } from '../../cart';
import { assignPieces, claimPieces, findStock, takeStock } from '../../catalogue';
import { insertOrder, insertOrderLines, nextOrderId } from '../order-repository';
import { PLACED_STATUS, writtenOrder, type PlacingStep } from './placing-context';
import { required } from './step-runner';

/** The steps that take the stock and write the order with its lines (design "Placing an order" 4–5). */

/**
 * 4. Stock by conditional UPDATE per line (409 when short), through the catalogue, which owns
 * stock; then the units' pieces with their HUIDs.
 */
export const stockTakenStep: PlacingStep = {
  name: 'stock_taken',
  async invoke(context) {
    const { tx, options } = context;
    const { site } = options;
    const pricing = required(context.pricing, 'priced');
    // Stock is taken in option-id order, whatever the cart's order: two orders holding the same
    // options lock their rows in the same order, so they queue instead of deadlocking.
    for (const line of [...pricing.lines].sort((a, b) => a.option.productOptionId - b.option.productOptionId)) {
      const wanted = { optionId: line.option.productOptionId, subsiteId: site.subsiteId, quantity: line.row.quantity };
      const taken = await takeStock(tx, wanted);
      if (!taken) {
        const available = await findStock(tx, { optionId: line.option.productOptionId, subsiteId: site.subsiteId });
        const optionLabel = line.option.kind === 'one_size' ? undefined : line.option.label;
        const message = placingWords(site.languageCode).stockOf(stockMessage({ languageCode: site.languageCode, available, optionLabel }), line.product.row.name);
        throw new AppError('CONFLICT', message, { productOptionID: line.option.productOptionId, available });
      }
      context.piecesByOption.set(wanted.optionId, await claimPieces(tx, wanted));
    }
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

/** 5b. The lines with the unit breakup, each recording its pieces' HUIDs and holding the pieces. */
export const linesWrittenStep: PlacingStep = {
  name: 'lines_written',
  async invoke(context) {
    const { tx, piecesByOption } = context;
    const { pricing, order } = writtenOrder(context);
    const lineRows = await insertOrderLines(
      tx,
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
        huids: (piecesByOption.get(line.row.optionId) ?? []).flatMap((piece) => (piece.huid ? [piece.huid] : [])),
      })),
    );
    for (const row of lineRows) {
      await assignPieces(tx, { pieceIds: (piecesByOption.get(row.optionId) ?? []).map((piece) => piece.id), orderLineId: row.id });
    }
  },
};
