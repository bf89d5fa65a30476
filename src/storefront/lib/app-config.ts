/**
 * Settings the browser needs at run time, decided by the server's environment (not baked into
 * the bundle): `_document` renders them as JSON into `<script id="__APP_CONFIG__">`, and this
 * module reads that element once. On the server it reads the environment directly.
 */
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

/** The configuration from an environment (process.env on the server); defaults per CONTRACT.md. */
export function appConfigFromEnv(env: Record<string, string | undefined>): AppConfig {
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
  if (typeof window === 'undefined') return appConfigFromEnv(process.env);
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
