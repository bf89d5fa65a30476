import type { RefundMethod } from '@/shared/contracts/order-life';

/** What the shopper picked in the cancel form: units per line (0 = keep), or the whole order. */
export interface CancelSelection {
  orderID: number;
  whole: boolean;
  units: Record<number, number>;
  reasonID: string;
  comment: string;
  refundMethod: RefundMethod;
}

export type CancelProblem = 'reason' | 'lines';

export function cancelProblems(selection: CancelSelection): CancelProblem[] {
  const problems: CancelProblem[] = [];
  if (!selection.reasonID) problems.push('reason');
  if (!selection.whole && !Object.values(selection.units).some((units) => units > 0)) problems.push('lines');
  return problems;
}

/**
 * `PATCH /api/orders/cancel/`'s body: no `lines` cancels every unit still cancellable (the whole
 * order); otherwise only the lines with units chosen, in line order.
 */
export function cancelBodyOf(selection: CancelSelection) {
  const comment = selection.comment.trim();
  const base = {
    orderID: selection.orderID,
    reasonID: selection.reasonID as never,
    refundMethod: selection.refundMethod,
    ...(comment ? { comment } : {}),
  };
  if (selection.whole) return base;
  const lines = Object.entries(selection.units)
    .map(([orderLineID, quantity]) => ({ orderLineID: Number(orderLineID), quantity }))
    .filter((line) => line.quantity > 0)
    .sort((a, b) => a.orderLineID - b.orderLineID);
  return { ...base, lines };
}
