/**
 * Ports of the end-to-end runs, apart from `npm start`'s 3000/4000 so a running store is left alone.
 * Shared by playwright.config.ts and scripts/test.mjs.
 *
 * E2E_PORT_BASE moves a whole run (storefront base, mocks base+1, services base+1000) and its two
 * builds (`.next-e2e-<base>`, `.next-mock-<base>`) aside, so two runs on one machine never meet.
 */
const base = Number(process.env.E2E_PORT_BASE || 3210);
const own = Boolean(process.env.E2E_PORT_BASE);

export const E2E_PORTS = { web: base, api: base + 1000, mockWeb: base + 1 };

/** Build folders of the run: the default ones unless E2E_PORT_BASE sets a run apart. */
export const E2E_DIST_DIRS = own ? { real: `.next-e2e-${base}`, mock: `.next-mock-${base}` } : { real: '.next', mock: '.next-mock' };

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
    NEXT_DIST_DIR: E2E_DIST_DIRS.real,
    MOCK_DIST_DIR: E2E_DIST_DIRS.mock,
  };
}
