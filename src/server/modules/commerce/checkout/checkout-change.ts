import { CHECKOUT_WORDS } from '@/shared/checkout-messages';
import type { Cart } from '@/shared/contracts/cart';
import type { Database, Executor } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import type { SiteContext } from '../../../lib/site';
import type { AuthUser } from '../../../plugins/auth';
import type { Notify } from '../../outbox';
import {
  buildCart,
  expiryFromNow,
  findCartWithLines,
  liveCart,
  lockCartWithLines,
  priceCart,
  readCheckoutState,
  saveCheckoutIfUnchanged,
  updateCartCheckout,
  withCheckoutState,
  type CartPricing,
  type CartRow,
  type CartWithLines,
  type CheckoutState,
} from '../cart';

/**
 * How a checkout change is worked out and saved (checkout-service.ts holds what each mode does):
 * without a lock, on the version of the cart read (changeCart), or, for the cash-on-delivery code
 * modes, on the cart locked in a transaction (changeLockedCart).
 */

export interface CheckoutCallOptions {
  db: Database;
  site: SiteContext;
  /** The caller (set by the cart-owner guard for an owned cart, or by a valid token). */
  user: AuthUser | null;
  notify: Notify;
  /** Keys the cash-on-delivery code hashes. */
  secret: string;
  /** The cart and lines the cart-owner guard read for this request (cartReadByGuard), if any. */
  known?: CartWithLines | null;
}

export interface CheckoutResult {
  cart: Cart;
  message: string;
}

export interface ChangeContext {
  /** The database, or the transaction of a change that locks the cart (the code modes). */
  db: Executor;
  site: SiteContext;
  cart: CartRow;
  state: CheckoutState;
  /** The cart priced before the change. */
  pricing: CartPricing;
}

/**
 * A change gives the new state and message (with `alongside`: writes that must commit with the
 * state, such as an address saved to the address book), or refuses after writing what must stay
 * written (a wrong code's count; only the code modes, which lock the cart, do).
 */
export type Change = { state: CheckoutState; message: string; alongside?: (tx: Executor) => Promise<void> } | { refuse: AppError };
export type ChangeFunction = (context: ChangeContext) => Promise<Change>;

/** A change worked out on one read of the cart: what to save and what to answer. */
interface Planned {
  saved: CartRow;
  kept: CheckoutState;
  repriced: CartPricing;
  message: string;
  alongside?: (tx: Executor) => Promise<void>;
}

/**
 * The change on the cart as read: the change sees the cart priced now and returns the new
 * checkout state; the cart is priced again with it, and promotions that no longer apply are
 * dropped from the stored state at the same time.
 */
async function plan(db: Executor, site: SiteContext, { cart, lines: rows }: CartWithLines, change: ChangeFunction): Promise<Planned | { refuse: AppError }> {
  const state = readCheckoutState(cart.extra);
  const pricing = await priceCart({ db, site, cart, state, rows });
  const outcome = await change({ db, site, cart, state, pricing });
  if ('refuse' in outcome) return outcome;
  // Nothing a change does moves the owner's credit balance, so it is not read again.
  const repriced = await priceCart({ db, site, cart, state: outcome.state, rows, creditBalanceMinor: pricing.creditBalanceMinor });
  const kept = { ...outcome.state, promotionIds: repriced.promotions.map((promotion) => promotion.row.id) };
  const saved = { ...cart, extra: withCheckoutState(cart.extra, kept), expiresAt: await expiryFromNow({ db, site }) };
  return { saved, kept, repriced, message: outcome.message, alongside: outcome.alongside };
}

const answer = async (db: Executor, site: SiteContext, planned: Planned): Promise<CheckoutResult> => ({
  cart: await buildCart({ db, site, cart: planned.saved, pricing: { ...planned.repriced, state: planned.kept } }),
  message: planned.message,
});

/** How often a change is worked out afresh after losing the race with another write of its cart. */
const ATTEMPTS = 5;
const LOST_RACE = Symbol('lost race');

/**
 * One checkout change without a lock (docs/performance.md#checkout-changes-without-a-lock): the
 * cart is read (the guard's read first), the change worked out on it, and the new state saved in
 * one statement only if the cart is still the version read. When another write came first, the
 * cart is read again and the change worked out afresh, so the outcome is the one a lock would have
 * given; after ATTEMPTS lost races, 409. Nothing holds a connection (or PGlite's only one) across
 * the awaits of the change; a change with writes alongside commits them with the state in one
 * short transaction.
 */
export async function changeCart(options: CheckoutCallOptions, cartId: string, change: ChangeFunction): Promise<CheckoutResult> {
  const { db, site } = options;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    const known = attempt === 1 && options.known?.version !== null ? options.known : undefined;
    const read = liveCart(known === undefined ? await findCartWithLines(db, cartId) : known, site, cartId);
    if (read.version === null) throw new Error('A cart read without its version');
    const planned = await plan(db, site, read, change);
    if ('refuse' in planned) throw planned.refuse;
    const { alongside } = planned;
    const values = { cartId, version: read.version, extra: planned.saved.extra, promoId: planned.kept.promotionIds[0] ?? null, expiresAt: planned.saved.expiresAt };
    const saved = alongside
      ? await db
          .transaction(async (tx) => {
            await alongside(tx);
            if (!(await saveCheckoutIfUnchanged(tx, values))) throw LOST_RACE;
            return true;
          })
          .catch((error: unknown) => {
            if (error === LOST_RACE) return false;
            throw error;
          })
      : await saveCheckoutIfUnchanged(db, values);
    if (saved) return answer(db, site, planned);
  }
  throw new AppError('CONFLICT', CHECKOUT_WORDS.cartBusy);
}

/**
 * A change of the cash-on-delivery code on a locked cart in a transaction: sending writes the
 * code, the per-phone count and the message, verifying counts a wrong guess even as it refuses,
 * and those writes must commit with the cart's state (or, for a refusal, without it).
 */
export async function changeLockedCart(options: CheckoutCallOptions, cartId: string, change: ChangeFunction): Promise<CheckoutResult> {
  const { db, site } = options;
  let refusal: AppError | null = null;
  const result = await db.transaction(async (tx) => {
    // The cart locked with its lines in one statement; both pricings use these lines.
    const planned = await plan(tx, site, liveCart(await lockCartWithLines(tx, cartId), site, cartId), change);
    if ('refuse' in planned) {
      refusal = planned.refuse;
      return null;
    }
    await updateCartCheckout(tx, { cartId, extra: planned.saved.extra, promoId: planned.kept.promotionIds[0] ?? null, expiresAt: planned.saved.expiresAt });
    return answer(tx, site, planned);
  });
  if (refusal) throw refusal;
  if (!result) throw new Error('A checkout change ended without a result');
  return result;
}
