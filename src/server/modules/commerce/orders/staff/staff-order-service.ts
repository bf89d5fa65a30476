import type { Database } from '../../../../db/client';
import { notFound } from '../../../../lib/app-error';
import type { AuthUser } from '../../../../plugins/auth';
import type { Notify } from '../../../outbox';
import { actorOf, recordAudit } from '../../../admin/audit';
import { lockOrder } from '../order-repository';
import { cancelOrder } from '../after-sales/cancel-service';
import { moveOrder } from '../life/order-life';
import type { OrderRow } from '../order-repository';

export interface MoveOrderAsStaffOptions {
  db: Database;
  staff: AuthUser;
  orderId: number;
  to: string;
  note: string;
  notify: Notify;
}

/**
 * `POST /admin/orders/{orderID}/status`: one move of the order life by staff, on the locked order.
 * Cancelling is the full cancellation (stock back, refund), so it goes through the cancel service.
 */
export async function moveOrderAsStaff({ db, staff, orderId, to, note, notify }: MoveOrderAsStaffOptions): Promise<OrderRow> {
  const actor = { type: 'staff' as const, id: staff.id };
  if (to === 'cancelled') {
    return cancelOrder({ db, user: staff, actor, body: { orderID: orderId, reasonID: 'other', comment: note || undefined, refundMethod: 'store_credit' }, notify });
  }
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw notFound(`Order ${orderId}`);
    const moved = await moveOrder({ db: tx, order, to, actor, note, notify });
    await recordAudit(tx, actorOf(staff), { action: 'order.move', entityType: 'order', entityId: order.id, before: { status: order.status }, after: { status: moved.status, note } });
    return moved;
  });
}
