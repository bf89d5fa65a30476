/**
 * The canonical text of a request, for Idempotency-Key replays: the same key sent again must carry
 * the same request (Stripe's rule). Keys are sorted at every level and undefined values left out,
 * so `{ a: 1, b: 2 }` and `{ b: 2, a: 1 }` are one request. The services keep a SHA-256 of it.
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item ?? null)).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export function canonicalRequest({ method, path, body }: { method: string; path: string; body: unknown }): string {
  return `${method.toUpperCase()} ${path}\n${canonicalJson(body)}`;
}
