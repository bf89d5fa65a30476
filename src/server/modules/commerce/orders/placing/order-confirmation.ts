import { orderConfirmationMessage } from '@/shared/message-templates/order-templates';
import type { Executor } from '../../../../db/client';
import { findSubsiteStyle } from '../../../../lib/site';
import type { Notify } from '../../../outbox';
import { findOrderRow, listOrderLines } from '../order-repository';

export interface SendOrderConfirmationOptions {
  /** The app (its `notify`), or a `notify` of its own (tests, the sweeper). */
  app?: { notify: Notify };
  notify?: Notify;
  db: Executor;
  orderId: number;
}

/**
 * The order confirmation e-mail (through the outbox). Sent after the placing transaction commits
 * for cash-on-delivery and fully-credited orders, and by the payments module once a card payment
 * succeeds. Reads the order as stored, so the e-mail shows exactly what the shopper was charged,
 * and is written in the order's language: a paid card order says it is paid, cash on delivery
 * what to pay when the piece arrives.
 */
export async function sendOrderConfirmation({ app, notify, db, orderId }: SendOrderConfirmationOptions): Promise<void> {
  const send = notify ?? app?.notify;
  if (!send) throw new Error('sendOrderConfirmation needs app or notify');
  const row = await findOrderRow(db, orderId);
  const subsite = row && (await findSubsiteStyle(db, row.subsiteId));
  if (!row || !subsite) throw new Error(`Order ${orderId} not found for its confirmation`);
  const lines = await listOrderLines(db, orderId);
  const { currencySymbol, code: subsiteCode } = subsite;
  // Written in the language the order was placed in, its money as that language writes it.
  const style = { currencySymbol, decimalPlaces: row.decimalPlaces, languageTag: `${row.languageCode}-${subsiteCode.toUpperCase()}` };
  const message = orderConfirmationMessage(row.languageCode, { order: { ...row, lines }, style });
  await send({ to: row.email, channel: 'email', ...message }, { executor: db });
}
