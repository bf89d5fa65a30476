import { asc, eq } from 'drizzle-orm';
import { formatMoney, minorToDecimal } from '@/shared/money';
import type { Executor } from '../../../db/client';
import { orderLines, orders, subsites } from '../../../db/schema';
import type { Notify } from '../../outbox';

export interface SendOrderConfirmationOptions {
  /** The app (its `notify`), or a `notify` of its own (tests, the sweeper). */
  app?: { notify: Notify };
  notify?: Notify;
  db: Executor;
  orderId: number;
}

const PAYMENT_WORDS: Record<string, string> = {
  card: 'Paid by card',
  cod: 'Cash on delivery: please keep the amount due ready',
  free: 'Paid with store credit',
};

/**
 * The order confirmation e-mail (through the outbox). Sent after the placing transaction commits
 * for cash-on-delivery and fully-credited orders, and by the payments module once a card payment
 * succeeds. Reads the order as stored, so the e-mail shows exactly what the shopper was charged.
 */
export async function sendOrderConfirmation({ app, notify, db, orderId }: SendOrderConfirmationOptions): Promise<void> {
  const send = notify ?? app?.notify;
  if (!send) throw new Error('sendOrderConfirmation needs app or notify');
  const [order] = await db
    .select({ order: orders, currencySymbol: subsites.currencySymbol, subsiteCode: subsites.code })
    .from(orders)
    .innerJoin(subsites, eq(subsites.id, orders.subsiteId))
    .where(eq(orders.id, orderId))
    .limit(1);
  if (!order) throw new Error(`Order ${orderId} not found for its confirmation`);
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id));
  const { order: row, currencySymbol, subsiteCode } = order;
  const money = (minor: number) =>
    formatMoney({
      amount: minorToDecimal(minor, row.decimalPlaces),
      currencySymbol,
      decimalPlaces: row.decimalPlaces,
      languageTag: `${row.languageCode}-${subsiteCode.toUpperCase()}`,
    });
  const address = row.shippingAddress;
  const body = [
    `Thank you for your order ${row.number}.`,
    '',
    ...lines.map((line) => `${line.quantity} × ${line.name} (${line.optionLabel}, ${line.sku}): ${money(line.lineTotalMinor)}`),
    '',
    `Subtotal: ${money(row.subtotalMinor)}`,
    ...(row.discountMinor > 0 ? [`Discount: −${money(row.discountMinor)}`] : []),
    `Shipping: ${row.shippingMinor === 0 ? 'Free, insured' : money(row.shippingMinor)}`,
    `Total (tax included ${money(row.taxMinor)}): ${money(row.totalMinor)}`,
    ...(row.creditMinor > 0 ? [`Store credit: −${money(row.creditMinor)}`] : []),
    `Amount due: ${money(row.amountDueMinor)}`,
    PAYMENT_WORDS[row.paymentMethod] ?? '',
    '',
    'Delivering to:',
    `${address.firstName ?? ''} ${address.lastName ?? ''}`.trim(),
    [address.address1, address.address2, address.city, address.zip, address.country].filter(Boolean).join(', '),
  ].join('\n');
  await send({ to: row.email, channel: 'email', subject: `Your SLV Jewellers order ${row.number}`, body }, { executor: db });
}
