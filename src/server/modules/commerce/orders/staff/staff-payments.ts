import type { AdminPayment } from '@/shared/contracts/admin-orders';
import type { OrderDetail } from '@/shared/contracts/orders';
import { minorToDecimal } from '@/shared/money';
import type { Executor } from '../../../../db/client';
import { listOrderPayments } from '../../payments';

/**
 * The order's payments for the back office's order page (docs/back-office.md#orders): the checkout
 * payment (card orders) and each excess payment, oldest first, with the provider's reference.
 * Cash on delivery and orders paid wholly by store credit have none; refunds are in `refunds`.
 */
export async function listStaffPayments(db: Executor, order: Pick<OrderDetail, 'orderID' | 'paymentMethod' | 'decimalPlaces'>): Promise<AdminPayment[]> {
  const rows = await listOrderPayments(db, order.orderID);
  return rows.map((row) => ({
    paymentID: row.id,
    purpose: row.purpose,
    method: row.purpose === 'order' ? order.paymentMethod : 'card',
    provider: row.provider,
    reference: row.providerRef,
    amount: minorToDecimal(row.amountMinor, order.decimalPlaces),
    status: row.status,
    failureReason: row.failureReason,
    createdAt: row.createdAt.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
  }));
}
