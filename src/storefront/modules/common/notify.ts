/**
 * Toasts: 4 s, one at a time. react-toastify is loaded on first use, so pages that never
 * toast do not carry it; its container is mounted lazily by the app shell with these settings.
 *
 * One toast is visible at a time: a new one replaces the one on screen, so toasts never stack
 * over the page. On a phone they sit at the top, clear of the cart summary and the checkout
 * buttons at the bottom of the screen; on wider screens at the bottom centre.
 * An error the page already shows in place (beside a field, in a form's alert) is not toasted too.
 */
export const TOAST_OPTIONS = { autoClose: 4000, limit: 1 } as const;

export type ToastPosition = 'top-center' | 'bottom-center';

/** Where toasts sit for this screen. */
export const toastPosition = (isMobile: boolean): ToastPosition => (isMobile ? 'top-center' : 'bottom-center');

export type ToastKind = 'success' | 'error';

type Toasts = Pick<typeof import('react-toastify'), 'toast'>;
const loadToasts = (): Promise<Toasts> => import('react-toastify');

export function notify(kind: ToastKind, message: string): void {
  notifyWith(loadToasts, kind, message);
}

/** The wait before toasts' code that could not be loaded, on a connection that seems up, is asked for again. */
const RETRY_MS = 2_000;

/**
 * `notify` with the toasts' code from `load`. Code that could not be loaded (the connection dropped
 * while the page loaded) is asked for again once, when the browser is back online or after a short
 * wait, so the message is shown late rather than lost (docs/shopper-grade.md, "A press without a
 * connection").
 */
export function notifyWith(load: () => Promise<Toasts>, kind: ToastKind, message: string, retries = 1): void {
  load().then(
    ({ toast }) => {
      // The newest message wins: one still waiting for the screen is dropped, the one shown leaves.
      toast.clearWaitingQueue();
      toast.dismiss();
      toast[kind](message, { autoClose: TOAST_OPTIONS.autoClose });
    },
    () => {
      if (retries <= 0) return;
      const again = () => notifyWith(load, kind, message, retries - 1);
      if (navigator.onLine === false) window.addEventListener('online', again, { once: true });
      else setTimeout(again, RETRY_MS);
    },
  );
}
