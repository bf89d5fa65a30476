import { publicSettings } from './config';

/**
 * Google Tag Manager's loader and the `window.dataLayer` it reads (analytics.ts pushes the GA4
 * events). Apart from analytics.ts so the app shell, which starts Tag Manager on every page, does
 * not carry the e-commerce event code (docs/page-speed.md).
 */
type DataLayerEntry = Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: DataLayerEntry[];
  }
}

const GTM_SCRIPT_ID = 'gtm-script';

export function dataLayer(): DataLayerEntry[] | null {
  if (typeof window === 'undefined') return null;
  window.dataLayer ??= [];
  return window.dataLayer;
}

/** Loads GTM once, only when an id is configured; safe to call on every push. */
export function loadTagManager(gtmId: string | undefined = publicSettings().gtmId): boolean {
  if (typeof document === 'undefined' || !gtmId || !/^GTM-[A-Z0-9]+$/.test(gtmId)) return false;
  if (document.getElementById(GTM_SCRIPT_ID)) return true;
  dataLayer()?.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.id = GTM_SCRIPT_ID;
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtmId)}`;
  document.head.append(script);
  return true;
}
