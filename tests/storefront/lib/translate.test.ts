import fs from 'node:fs';
import path from 'node:path';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { LOCALES, toLanguageTag } from '@/shared/locale';
import { NAMESPACES } from '@/storefront/lib/i18n-config';
import { createTranslator, interpolate, type Resources } from '@/storefront/lib/translate';

/**
 * The browser's translation lookup (src/storefront/lib/translate.ts) must read every text exactly
 * as i18next (which served the store before, and still loads the texts on the server) reads it:
 * every key of every namespace in every locale, with counts that hit each plural form and with
 * every variable filled.
 */
const localesDir = path.resolve(__dirname, '../../../public/locales');

function resourcesOf(tag: string): Resources {
  return Object.fromEntries(NAMESPACES.map((ns) => [ns, JSON.parse(fs.readFileSync(path.join(localesDir, tag, `${ns}.json`), 'utf8'))]));
}

function keysOf(node: unknown, prefix = ''): string[] {
  if (!node || typeof node !== 'object') return [prefix];
  return Object.entries(node).flatMap(([key, value]) => keysOf(value, prefix ? `${prefix}.${key}` : key));
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const COUNTS = [0, 1, 2, 3, 5, 11, 21, 100, 101, 1.5];

describe.each(LOCALES.map(toLanguageTag))('%s: the same texts as i18next', (tag) => {
  const resources = resourcesOf(tag);
  const i18n = createInstance();
  void i18n.init({ lng: tag, resources: { [tag]: resources }, ns: [...NAMESPACES], defaultNS: 'common', fallbackLng: false, interpolation: { escapeValue: false }, initAsync: false });

  it.each(NAMESPACES)('namespace %s', (ns) => {
    const t = createTranslator(tag, resources, [ns]);
    const reference = i18n.getFixedT(tag, ns);
    const keys = [...new Set(keysOf(resources[ns]).map((key) => key.replace(PLURAL_SUFFIX, '')))];
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) {
      const text = JSON.stringify(lookupAll(resources[ns], key));
      const variables = [...text.matchAll(/\{\{-?\s*([\w.]+)\s*\}\}/g)].map((match) => match[1]);
      const filled = Object.fromEntries(variables.filter((name) => name !== 'count').map((name) => [name, `«${name}»`]));
      expect(t(key, filled), key).toBe(reference(key, filled));
      for (const count of COUNTS) expect(t(key, { ...filled, count }), `${key} count ${count}`).toBe(reference(key, { ...filled, count }));
    }
  });

  it('falls through the namespaces in order, and answers the key when none has it', () => {
    const t = createTranslator(tag, resources, ['cart', 'common']);
    const reference = i18n.getFixedT(tag, ['cart', 'common']);
    for (const key of keysOf(resources.common).slice(0, 40)) expect(t(key)).toBe(reference(key));
    expect(t('no.such.key')).toBe(reference('no.such.key'));
    expect(t('no.such.key')).toBe('no.such.key');
  });

  it('reads `ns:key` from the namespace it names, whatever the default', () => {
    const t = createTranslator(tag, resources, ['product']);
    const reference = i18n.getFixedT(tag, 'product');
    const keys = keysOf(resources.common).map((key) => key.replace(PLURAL_SUFFIX, ''));
    expect(keys.length).toBeGreaterThan(10);
    for (const key of keys) expect(t(`common:${key}`, { count: 2 }), key).toBe(reference(`common:${key}`, { count: 2 }));
    expect(t('common:no.such.key')).toBe(reference('common:no.such.key'));
    expect(t('common:metal.unobtainium', { defaultValue: 'unobtainium' })).toBe(reference('common:metal.unobtainium', { defaultValue: 'unobtainium' }));
    expect(t('common:metal.unobtainium', { defaultValue: 'unobtainium' })).toBe('unobtainium');
  });
});

function lookupAll(resource: unknown, key: string): unknown {
  const node = key.split('.').reduce<unknown>((at, part) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[part] : undefined), resource);
  if (node !== undefined) return node;
  const parent = key.split('.').slice(0, -1);
  const last = key.split('.').at(-1);
  const holder = parent.reduce<unknown>((at, part) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[part] : undefined), resource) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(holder ?? {}).filter(([name]) => name.startsWith(`${last}_`)));
}

describe('interpolate', () => {
  it('fills variables, nested ones too, and leaves a variable not given as written', () => {
    expect(interpolate('{{a}} and {{- b}} of {{c.d}}', { a: 1, b: 'x', c: { d: 'y' } })).toBe('1 and x of y');
    expect(interpolate('Hello {{name}}', {})).toBe('Hello {{name}}');
    expect(interpolate('Hello {{name}}', { name: undefined })).toBe('Hello ');
    expect(interpolate('Hello {{name}}', { name: null })).toBe('Hello ');
  });
});
