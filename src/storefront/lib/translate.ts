/**
 * The storefront's translation lookup in the browser and on the server (docs/page-speed.md,
 * "i18n without i18next in the browser"). It reads the same `public/locales/<tag>/<ns>.json`
 * resources that next-i18next's serverSideTranslations puts in the page props, and follows
 * i18next's rules for the parts the store uses, so a text reads the same as before:
 * - keys are looked up in the namespaces given, in order (`useTranslation(['cart', 'common'])`),
 *   nested by `.` and, failing that, as a flat key; `ns:key` names the namespace; a missing key
 *   answers `defaultValue` when given, else the key itself (without the namespace);
 * - `count` picks the plural form by `Intl.PluralRules` (`key_one`, `key_few`, …), with `key_zero`
 *   first when the count is 0, and the bare key last;
 * - `{{name}}` (and `{{- name}}`) is replaced by the value, unescaped (React escapes); a value
 *   passed as undefined or null becomes '', a variable not passed at all stays as written.
 * tests/storefront/lib/translate.test.ts checks every key of every locale against i18next itself.
 */
export type Resources = Record<string, Record<string, unknown>>;
export type TranslateOptions = { count?: number; ns?: string | readonly string[] } & Record<string, unknown>;
export type TFunction = (key: string, options?: TranslateOptions) => string;

const pluralRules = new Map<string, Intl.PluralRules>();

function pluralCategory(language: string, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

function lookup(resource: unknown, key: string): unknown {
  if (!resource || typeof resource !== 'object') return undefined;
  let node: unknown = resource;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object') {
      node = undefined;
      break;
    }
    node = (node as Record<string, unknown>)[part];
  }
  return node ?? (resource as Record<string, unknown>)[key];
}

function valueOf(options: TranslateOptions, name: string): { found: boolean; value: unknown } {
  if (Object.prototype.hasOwnProperty.call(options, name)) return { found: true, value: options[name] };
  let node: unknown = options;
  for (const part of name.split('.')) {
    if (!node || typeof node !== 'object' || !(part in node)) return { found: false, value: undefined };
    node = (node as Record<string, unknown>)[part];
  }
  return { found: true, value: node };
}

const VARIABLE = /\{\{-?\s*([^}]+?)\s*\}\}/g;

export function interpolate(text: string, options: TranslateOptions): string {
  return text.replace(VARIABLE, (whole, name: string) => {
    const { found, value } = valueOf(options, name.trim());
    if (value === undefined) return found ? '' : whole;
    return value === null ? '' : String(value);
  });
}

/** A `t` over one language's resources; `namespaces` as `useTranslation` names them (the first is the default). */
export function createTranslator(language: string, resources: Resources, namespaces: readonly string[]): TFunction {
  return (fullKey, options = {}) => {
    const { count, ns } = options;
    // `common:metal.gold` names its namespace (i18next's nsSeparator); the rest is the key.
    const [named, ...rest] = fullKey.split(':');
    const key = rest.length > 0 ? rest.join('.') : fullKey;
    const order = rest.length > 0 ? [named!] : ns === undefined ? namespaces : typeof ns === 'string' ? [ns] : ns;
    const plural = typeof count === 'number';
    const candidates = plural ? [...(count === 0 ? [`${key}_zero`] : []), `${key}_${pluralCategory(language, count)}`, key] : [key];
    for (const namespace of order) {
      for (const candidate of candidates) {
        const found = lookup(resources[namespace], candidate);
        if (typeof found === 'string') return interpolate(found, options);
      }
    }
    return typeof options.defaultValue === 'string' ? interpolate(options.defaultValue, options) : key;
  };
}
