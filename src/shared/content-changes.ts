/**
 * The "what" of a content version's history (docs/content-editing.md#drafts-and-versions): the
 * paths in which two payloads differ, to three levels (`banners[0].title`). Payloads are JSON, so
 * equality is JSON's: same keys, same values, in any key order. Shared by the services and the mocks.
 */
const isObject = (value: unknown): value is Record<string, unknown> => Boolean(value) && typeof value === 'object';

export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (!isObject(a) || !isObject(b) || Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => key in b && sameJson(a[key], b[key]));
}

export function changedFields(before: unknown, after: unknown, prefix = '', depth = 0): string[] {
  if (sameJson(before, after)) return [];
  if (depth >= 3 || !isObject(before) || !isObject(after) || Array.isArray(before) !== Array.isArray(after)) return [prefix || '(all)'];
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].flatMap((name) => {
    const path = Array.isArray(after) ? `${prefix}[${name}]` : prefix ? `${prefix}.${name}` : name;
    return changedFields(before[name], after[name], path, depth + 1);
  });
}
