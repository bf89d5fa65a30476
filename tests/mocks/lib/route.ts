/**
 * How every handler matches a URL: by the service's path on ANY origin (`*` + path), with the
 * trailing slash optional. The storefront reaches the services through COMMERCE_API_URL,
 * STORE_API_URL and ACCOUNT_API_URL (docs/requirements/service-contract.md#processes-and-settings), which differ per machine and are not known in
 * the browser; matching on the path alone serves them all, and also the spec's prefixed forms
 * such as `{commerce-host}/png-phase2/api/cart/countries`. The services ignore trailing slashes
 * (Fastify `ignoreTrailingSlash`), so the mocks do too.
 */
export function anyOrigin(path: string): string {
  const withoutSlash = path.endsWith('/') ? path.slice(0, -1) : path;
  // path-to-regexp 6 (msw's matcher): `{/}?` is an optional trailing slash.
  return `*${withoutSlash}{/}?`;
}
