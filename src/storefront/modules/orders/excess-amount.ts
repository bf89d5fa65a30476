/**
 * The amount typed for an excess payment: a plain decimal in the order's currency, at most its
 * decimal places, at least what is due (anything above it becomes store credit on the services).
 * Returns the number to send, or the problem.
 */
export type ExcessAmountCheck = { amount: number } | { problem: 'invalid' | 'belowDue' | 'tooLarge' };

export const MAX_EXCESS_AMOUNT = 100_000_000;

export function checkExcessAmount(text: string, due: number, decimalPlaces: number): ExcessAmountCheck {
  const cleaned = text.trim().replace(/[,\s]/g, '');
  const pattern = decimalPlaces > 0 ? new RegExp(`^\\d+(\\.\\d{1,${decimalPlaces}})?$`) : /^\d+$/;
  if (!pattern.test(cleaned)) return { problem: 'invalid' };
  const amount = Number(cleaned);
  if (!Number.isFinite(amount) || amount <= 0) return { problem: 'invalid' };
  if (amount > MAX_EXCESS_AMOUNT) return { problem: 'tooLarge' };
  // Compare in minor units: 0.1 + 0.2 style float noise must not refuse the exact amount due.
  const scale = 10 ** decimalPlaces;
  if (Math.round(amount * scale) < Math.round(due * scale)) return { problem: 'belowDue' };
  return { amount };
}
