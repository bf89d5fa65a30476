import type { OrderNote } from '@/shared/message-templates/order-notes';
import type { OrderStatusValue } from '@/shared/contracts/order-life';
import { keptStorage, loadKept, reloadWhenAnotherTabSaves } from './kept';

/**
 * The mocks' after-sales state (issue 6) beside the checkout state's orders: each order's life
 * after placing (status, units cancelled and returned, history, excess, refunds), returns, and
 * uploaded return photos. Kept like the other mock state: in memory, and in localStorage in the
 * browser so a reload or the trip to the payment page keeps it.
 */
export interface MockOrderEvent {
  status: string;
  note: string;
  /** What a note the store wrote says (src/shared/message-templates/order-notes.ts), for the shopper's language. */
  noteData?: OrderNote;
  actor: 'customer' | 'staff' | 'system';
  at: string;
}

export interface MockRefund {
  refundID: number;
  amountMinor: number;
  method: 'store_credit' | 'original_payment';
  toCreditMinor: number;
  toPaymentMinor: number;
  status: 'completed' | 'pending';
  source: 'cancellation' | 'return';
  returnID: number | null;
  createdAt: string;
}

export interface MockOrderLife {
  status: OrderStatusValue;
  /** orderLineID → units. */
  cancelled: Record<string, number>;
  returned: Record<string, number>;
  events: MockOrderEvent[];
  excess: { amountMinor: number; paidMinor: number; note: string };
  refunds: MockRefund[];
  deliveredAt: string | null;
  /** Cash on delivery: what the courier collected (the revised amount due at delivery), as the services' `collected_minor`. */
  collectedMinor?: number;
  /** Set when a cancellation ends the order: `not_required` (nothing was collected) or `refunded`; else checkout's. */
  paymentStatus?: 'not_required' | 'refunded' | 'paid' | 'pending' | 'failed' | 'cod_due';
}

export interface MockReturn {
  returnID: number;
  rmaNumber: string;
  orderID: number;
  userID: number;
  status: 'requested' | 'need_more_info' | 'approved' | 'rejected' | 'received' | 'refunded';
  reasonID: string;
  comment: string;
  lines: { orderLineID: number; quantity: number; approvedQuantity: number | null; refundMinor: number | null }[];
  imageIDs: string[];
  staffNote: string;
  refundID: number | null;
  timeline: { status: MockReturn['status']; note: string; actor: string; imageIDs: string[]; at: string }[];
  createdAt: string;
}

export interface MockUpload {
  imageID: string;
  userID: number;
  contentType: 'image/jpeg' | 'image/png' | 'image/webp';
  size: number;
  /** The bytes, base64 (small test photos only: it lives in localStorage). */
  data: string;
  returnID: number | null;
}

export interface MockExcessPayment {
  paymentID: string;
  orderID: number;
  amountMinor: number;
  status: 'pending' | 'succeeded' | 'failed';
  failureReason: string | null;
  creditedMinor: number;
}

interface OrderLifeState {
  lives: Record<string, MockOrderLife>;
  returns: MockReturn[];
  uploads: MockUpload[];
  excessPayments: MockExcessPayment[];
  /** When each store-credit entry the after-sales mocks wrote was made (checkout's ledger has no times): ledger index → ISO time. */
  creditTimes: Record<string, string>;
  counter: number;
}

const STORAGE_KEY = 'aurum:msw-order-life-state';
const emptyState = (): OrderLifeState => ({ lives: {}, returns: [], uploads: [], excessPayments: [], creditTimes: {}, counter: 0 });

let state: OrderLifeState = loadKept(STORAGE_KEY, emptyState);
reloadWhenAnotherTabSaves(STORAGE_KEY, () => {
  state = loadKept(STORAGE_KEY, emptyState);
});

export const orderLifeState = (): OrderLifeState => state;

export function saveOrderLife(): void {
  try {
    keptStorage()?.setItem(STORAGE_KEY, JSON.stringify(state));
  } catch {
    // A full localStorage (many photos) keeps the state in memory for this page only.
  }
}

export function resetOrderLifeState(): void {
  state = emptyState();
  keptStorage()?.removeItem(STORAGE_KEY);
}

export function nextLifeID(): number {
  state.counter += 1;
  return state.counter;
}
