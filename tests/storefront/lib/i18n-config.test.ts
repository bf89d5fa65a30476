import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES, toLanguageTag } from '@/shared/locale';
import { i18nConfig, NAMESPACES } from '@/storefront/lib/i18n-config';
import rootConfig from '../../../next-i18next.config.js';

const root = path.resolve(__dirname, '../../..');
const localesDir = path.join(root, 'public/locales');
const TAGS = LOCALES.map(toLanguageTag);

type Tree = { [key: string]: string | Tree };
const read = (tag: string, ns: string): Tree => JSON.parse(fs.readFileSync(path.join(localesDir, tag, `${ns}.json`), 'utf8')) as Tree;

/** Keys with plural suffixes folded (`count_one` → `count`), so languages with other plural forms compare. */
function keysOf(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key.replace(/_(zero|one|two|few|many|other)$/, '')}`] : keysOf(value, `${prefix}${key}.`),
  );
}
const unique = (list: string[]) => [...new Set(list)].sort();

describe('i18next configuration', () => {
  it('uses BCP 47 tags, never the URL codes (in-hi would become Indonesian)', () => {
    expect(i18nConfig.i18n.locales).toEqual(['en-IN', 'hi-IN', 'en-AE', 'ar-AE']);
    expect(i18nConfig.i18n.defaultLocale).toBe('en-IN');
  });

  it('is mirrored by next-i18next.config.js at the root', () => {
    expect(rootConfig).toEqual(i18nConfig);
  });
});

describe('translation files', () => {
  it.each(TAGS.flatMap((tag) => NAMESPACES.map((ns) => [tag, ns] as const)))('%s/%s exists and is valid JSON', (tag, ns) => {
    expect(() => read(tag, ns)).not.toThrow();
  });

  it.each(NAMESPACES)('every language has the keys of en-IN in %s', (ns) => {
    const reference = unique(keysOf(read('en-IN', ns)));
    for (const tag of TAGS) expect(unique(keysOf(read(tag, ns))), `${tag}/${ns}`).toEqual(reference);
  });

  it('gives Arabic every plural form it needs', () => {
    for (const ns of NAMESPACES) {
      const flat = JSON.stringify(read('ar-AE', ns));
      const english = JSON.stringify(read('en-IN', ns));
      for (const match of english.matchAll(/"([A-Za-z]+)_other"/g)) {
        for (const form of ['zero', 'one', 'two', 'few', 'many', 'other']) expect(flat, `${ns}: ${match[1]}_${form}`).toContain(`"${match[1]}_${form}"`);
      }
    }
  });

  it('has every literal key the storefront asks for', () => {
    const sources = fs
      .readdirSync(path.join(root, 'src/storefront'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.tsx') || file.endsWith('.ts'))
      .map((file) => fs.readFileSync(path.join(root, 'src/storefront', file), 'utf8'));
    const missing: string[] = [];
    for (const source of sources) {
      const namespaces = [...source.matchAll(/useTranslation\((?:\[)?'([a-z]+)'/g)].map((match) => match[1]!);
      const defaultNs = namespaces[0];
      if (!defaultNs) continue;
      for (const match of source.matchAll(/\bt\('([a-zA-Z.:]+)'/g)) {
        const [ns, key] = match[1]!.includes(':') ? match[1]!.split(':') : [defaultNs, match[1]!];
        const keys = unique(keysOf(read('en-IN', ns!)));
        if (!keys.includes(key!)) missing.push(`${ns}:${key}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
