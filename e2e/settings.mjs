/**
 * Ports of the end-to-end runs, apart from `npm start`'s 3000/4000 so a running store is left alone.
 * Shared by playwright.config.ts and scripts/test.mjs.
 */
export const E2E_PORTS = { web: 3210, api: 4210, mockWeb: 3211 };

export function e2eSettings() {
  const api = `http://localhost:${E2E_PORTS.api}/`;
  return {
    PORT: String(E2E_PORTS.web),
    API_PORT: String(E2E_PORTS.api),
    ACCOUNT_API_URL: `${api}account/`,
    COMMERCE_API_URL: api,
    STORE_API_URL: api,
    STOREFRONT_URL: `http://localhost:${E2E_PORTS.web}`,
    CORS_ORIGINS: `http://localhost:${E2E_PORTS.web},http://localhost:${E2E_PORTS.mockWeb}`,
    CAPTCHA_PROVIDER: 'altcha',
  };
}
