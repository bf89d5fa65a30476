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

export function notify(kind: ToastKind, message: string): void {
  void import('react-toastify').then(({ toast }) => {
    // The newest message wins: one still waiting for the screen is dropped, the one shown leaves.
    toast.clearWaitingQueue();
    toast.dismiss();
    toast[kind](message, { autoClose: TOAST_OPTIONS.autoClose });
  });
}
