import type { Database, Executor } from '../../../db/client';
import { createDomainEvents } from '../../../lib/domain-events';
import type { Notify } from '../../outbox';
import type { PaymentRow } from './payment-repository';

export type SettledBy = 'redirect' | 'notification' | 'sweeper';

/** A payment that `settlePayment` has just settled, announced inside its transaction. */
export interface PaymentSettlement {
  /** The settling transaction: a handler's writes commit with the payment's new status, or not at all. */
  tx: Executor;
  /** The payment as settled (status, failure reason, `settledBy`); `purpose` says whether it pays an order or an excess amount. */
  payment: PaymentRow;
  via: SettledBy;
  /** For mail written inside the transaction (the outbox commits it with the rest). */
  notify?: Notify;
  now: Date;
}

export interface PaymentEvents {
  /** A payment succeeded (`payment.status` is `succeeded`). Exactly once per payment, inside the settling transaction. */
  paymentSettled: PaymentSettlement;
  /** A payment failed or expired (`payment.status` is `failed` or `expired`). Exactly once per payment, inside the settling transaction. */
  paymentFailed: PaymentSettlement;
  /**
   * An order payment's success has committed: for what must not undo a captured payment when it
   * fails (the confirmation e-mail). Only the call that settled the payment announces it.
   */
  orderPaymentCommitted: { db: Database; payment: PaymentRow; notify: Notify };
}

/**
 * What the payments module announces. Payments imports nothing of the modules that act on a
 * payment: the orders module subscribes to these (marks the order paid, or gives back what
 * placing it took; records an excess payment).
 */
export const paymentEvents = createDomainEvents<PaymentEvents>('payments');
