/**
 * Toasts (SPEC §8: bottom-centre, 4 s). react-toastify is loaded on first use, so pages that
 * never toast do not carry it; its container is mounted lazily by _app with the same defaults.
 */
export const TOAST_OPTIONS = { position: 'bottom-center', autoClose: 4000 } as const;

export type ToastKind = 'success' | 'error';

export function notify(kind: ToastKind, message: string): void {
  void import('react-toastify').then(({ toast }) => {
    toast[kind](message, TOAST_OPTIONS);
  });
}
