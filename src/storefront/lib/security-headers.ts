import { appConfigFromEnv } from './config';

/**
 * The storefront's security headers (docs/security.md), sent with every page by next.config.ts
 * `headers()`. The policy is fixed when the storefront is built: ISR pages are cached HTML, so
 * it cannot carry a per-request nonce. Scripts come from the store's own origin; the one inline
 * script Turbopack writes into each page (the chunk bootstrap) is allowed by its sha256, which
 * scripts/build.mjs writes in place of INLINE_SCRIPT_HASHES_MARKER once the build has produced
 * it. `__NEXT_DATA__` and `__APP_CONFIG__` are JSON data blocks, which CSP does not govern.
 */
export const INLINE_SCRIPT_HASHES_MARKER = "'inline-script-hashes'";

const GTM_SCRIPT_ORIGIN = 'https://www.googletagmanager.com';
/** Where Tag Manager's GA4 tags send their hits. */
const GTM_CONNECT = ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'];
const RECAPTCHA_ORIGINS = ['https://www.google.com', 'https://www.gstatic.com', 'https://www.recaptcha.net'];

export interface SecurityPolicyOptions {
  /** APP_ENV: HSTS and upgrade-insecure-requests only in production. */
  appEnv: 'production' | 'staging' | 'development';
  /** `next dev`: React's development build needs eval and Next's dev overlay inline scripts. */
  dev: boolean;
  /** The API origins the browser calls (the services as the browser sees them). */
  connectOrigins: string[];
  /** NEXT_PUBLIC_GTM_ID when set: Tag Manager's script and its analytics endpoints. */
  gtmId?: string;
  captchaProvider: 'altcha' | 'recaptcha' | 'off';
}

function originOf(url: string): string | null {
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/** The options from an environment (process.env when the storefront is built). */
export function securityPolicyOptionsFromEnv(env: Record<string, string | undefined>, dev = false): SecurityPolicyOptions {
  const config = appConfigFromEnv(env);
  const origins = [config.storeApiUrl, config.commerceApiUrl, config.accountApiUrl].map(originOf).filter((origin): origin is string => origin !== null);
  return {
    appEnv: config.appEnv,
    dev,
    connectOrigins: [...new Set(origins)],
    gtmId: env.NEXT_PUBLIC_GTM_ID || undefined,
    captchaProvider: config.captchaProvider,
  };
}

/** The Content-Security-Policy value; `'inline-script-hashes'` stands for the build's hashes. */
export function contentSecurityPolicy(options: SecurityPolicyOptions): string {
  const gtm = Boolean(options.gtmId);
  const recaptcha = options.captchaProvider === 'recaptcha';
  const scriptSrc = ["'self'", options.dev ? "'unsafe-inline' 'unsafe-eval'" : INLINE_SCRIPT_HASHES_MARKER];
  if (gtm) scriptSrc.push(GTM_SCRIPT_ORIGIN);
  if (recaptcha) scriptSrc.push(...RECAPTCHA_ORIGINS);
  const connectSrc = ["'self'", ...options.connectOrigins, ...(gtm ? GTM_CONNECT : []), ...(recaptcha ? RECAPTCHA_ORIGINS : [])];
  if (options.dev) connectSrc.push('ws:');
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', scriptSrc],
    // React style attributes, the toast library and the ALTCHA widget write inline styles.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // next/image serves from /_next/image; a return's photo preview is a blob: URL.
    ['img-src', ["'self'", 'data:', 'blob:', ...(gtm ? GTM_CONNECT : [])]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', [...new Set(connectSrc)]],
    // ALTCHA solves its proof of work in a worker made from a blob: URL; the msw worker of mock
    // builds is /mockServiceWorker.js on the store's own origin.
    ['worker-src', ["'self'", 'blob:']],
    ['frame-src', recaptcha ? RECAPTCHA_ORIGINS : ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'", ...options.connectOrigins]],
    ['frame-ancestors', ["'none'"]],
  ];
  const policy = directives.map(([name, sources]) => `${name} ${sources.join(' ')}`);
  if (options.appEnv === 'production') policy.push('upgrade-insecure-requests');
  return policy.join('; ');
}

export interface HeaderRule {
  key: string;
  value: string;
}

/** Every header the storefront sends with its pages and files. */
export function storefrontSecurityHeaders(options: SecurityPolicyOptions): HeaderRule[] {
  const headers: HeaderRule[] = [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(options) },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    // The store finder asks for the shopper's position; nothing else needs a device feature.
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(self), payment=(), usb=()' },
  ];
  if (options.appEnv === 'production') headers.push({ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' });
  return headers;
}
