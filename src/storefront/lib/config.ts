/**
 * The storefront's one configuration module: the only storefront file that reads `process.env`,
 * with two exceptions: the ISR cache handler (Next loads it outside the bundler) and the mock
 * switch in browser-mocking.ts (a literal build-time condition there keeps the mocks out of other
 * builds). Three kinds of setting:
 * - `AppConfig`: what the browser needs at run time, decided by the server's environment (not baked
 *   into the bundle): `_document` renders it as JSON into `<script id="__APP_CONFIG__">`, and
 *   `getAppConfig()` reads that element once; on the server it reads the environment directly.
 * - `serverSettings()`: what only the server reads (public origin, mocks, revalidation secret, build phase).
 * - `publicSettings()`: `NEXT_PUBLIC_*`, which Next writes into the bundle at build time.
 */
type Env = Record<string, string | undefined>;

const processEnv = (): Env => (typeof process === 'undefined' ? {} : process.env);

export interface AppConfig {
  storeApiUrl: string;
  commerceApiUrl: string;
  accountApiUrl: string;
  appEnv: 'production' | 'staging' | 'development';
  captchaProvider: 'altcha' | 'recaptcha' | 'off';
  recaptchaSiteKey: string;
}

export const APP_CONFIG_ELEMENT_ID = '__APP_CONFIG__';

const withSlash = (url: string) => (url.endsWith('/') ? url : `${url}/`);

/** The configuration from an environment (process.env on the server); defaults per docs/requirements/service-contract.md#processes-and-settings. */
export function appConfigFromEnv(env: Env = processEnv()): AppConfig {
  const services = `http://localhost:${env.API_PORT || '4000'}/`;
  const appEnv = env.APP_ENV === 'production' || env.APP_ENV === 'staging' ? env.APP_ENV : 'development';
  const captcha = env.CAPTCHA_PROVIDER === 'recaptcha' || env.CAPTCHA_PROVIDER === 'off' ? env.CAPTCHA_PROVIDER : 'altcha';
  return {
    storeApiUrl: withSlash(env.STORE_API_URL || services),
    commerceApiUrl: withSlash(env.COMMERCE_API_URL || services),
    accountApiUrl: withSlash(env.ACCOUNT_API_URL || `${services}account/`),
    appEnv,
    captchaProvider: captcha,
    recaptchaSiteKey: env.RECAPTCHA_SITE_KEY || '',
  };
}

/** JSON safe to place inside a `<script>` element (no `</script>` breakout). */
export function serialiseAppConfig(config: AppConfig): string {
  return JSON.stringify(config).replace(/</g, '\\u003c');
}

let browserConfig: AppConfig | undefined;

export function getAppConfig(): AppConfig {
  if (typeof window === 'undefined') return appConfigFromEnv();
  if (!browserConfig) {
    const element = document.getElementById(APP_CONFIG_ELEMENT_ID);
    browserConfig = element?.textContent ? (JSON.parse(element.textContent) as AppConfig) : appConfigFromEnv({});
  }
  return browserConfig;
}

/** For tests: forget the configuration read from the page. */
export function resetAppConfig(): void {
  browserConfig = undefined;
}

/**
 * The development secret for on-demand revalidation, the services' default too (src/server/env.ts), so a
 * development set-up works with no settings; production must set REVALIDATE_SECRET.
 */
export const DEVELOPMENT_REVALIDATE_SECRET = 'development-revalidate-secret';

/** Next's NEXT_PHASE while `next build` pre-renders pages. */
export const BUILD_PHASE = 'phase-production-build';

export interface ServerSettings {
  appEnv: AppConfig['appEnv'];
  /**
   * The public origin for canonical links, hreflang alternates and sitemaps: SITE_URL in production
   * (e.g. https://www.example.com); without it the storefront's own port on localhost, which is right
   * for development and the test runs.
   */
  siteOrigin: string;
  /** `API_MOCKING=enabled`: server-side calls are answered by the msw handlers. */
  apiMocking: boolean;
  /** Null when production has no REVALIDATE_SECRET (revalidation is then refused). */
  revalidateSecret: string | null;
  /** True while `next build` pre-renders pages. */
  building: boolean;
  /** EDGE_URL: the caching edge in front of the storefront (docs/edge.md), refreshed after revalidation; null, none. */
  edgeUrl: string | null;
}

/** Settings only the server reads. */
export function serverSettings(env: Env = processEnv()): ServerSettings {
  const { appEnv } = appConfigFromEnv(env);
  const origin = env.SITE_URL || env.STOREFRONT_URL || `http://localhost:${env.PORT || '3000'}`;
  return {
    appEnv,
    siteOrigin: origin.replace(/\/+$/, ''),
    apiMocking: env.API_MOCKING === 'enabled',
    revalidateSecret: env.REVALIDATE_SECRET || (appEnv === 'production' ? null : DEVELOPMENT_REVALIDATE_SECRET),
    building: env.NEXT_PHASE === BUILD_PHASE,
    edgeUrl: env.EDGE_URL ? env.EDGE_URL.replace(/\/+$/, '') : null,
  };
}

export interface PublicSettings {
  /** Google Tag Manager container; none, no tag manager. */
  gtmId: string | undefined;
}

/** Build-time settings: each `process.env.NEXT_PUBLIC_…` is written literally so Next can replace it in the bundle. */
export function publicSettings(): PublicSettings {
  return {
    gtmId: process.env.NEXT_PUBLIC_GTM_ID || undefined,
  };
}
