import { describe, expect, it } from 'vitest';
import { CONTENT_KINDS, contentKey, parseContentKey } from '@/shared/content-keys';

describe('contentKey', () => {
  it('templates kind, website code, store code and language', () => {
    expect(contentKey({ kind: 'menu', websiteCode: 'slv', storeCode: 'IN', language: 'EN' })).toBe('menu_SLV_in_en');
  });

  it('leaves the language out of language-free kinds', () => {
    expect(contentKey({ kind: 'metalPrice', websiteCode: 'SLV', storeCode: 'ae', language: 'ar' })).toBe('metalPrice_SLV_ae');
    expect(contentKey({ kind: 'productCartSettings', websiteCode: 'SLV', storeCode: 'in' })).toBe('productCartSettings_SLV_in');
  });

  it('names the global website-store list by its kind alone', () => {
    expect(contentKey({ kind: 'websiteStores' })).toBe('websiteStores');
  });

  it('throws when a part is missing', () => {
    expect(() => contentKey({ kind: 'menu', websiteCode: 'SLV' })).toThrow(/website and store/);
    expect(() => contentKey({ kind: 'menu', websiteCode: 'SLV', storeCode: 'in' })).toThrow(/language/);
  });
});

describe('parseContentKey', () => {
  it.each(CONTENT_KINDS)('inverts contentKey for %s', (kind) => {
    const key = contentKey({ kind, websiteCode: 'SLV', storeCode: 'in', language: 'hi' });
    const parsed = parseContentKey(key);
    expect(parsed?.kind).toBe(kind);
    if (parsed && kind !== 'websiteStores') expect(contentKey({ ...parsed, kind })).toBe(key);
  });

  it.each([
    'menu',
    'menu_SLV',
    'menu_SLV_in',
    'menu_slv_in_en',
    'menu_SLV_IN_en',
    'menu_SLV_in_english',
    'menu_SLV_in_en_extra',
    'metalPrice_SLV_in_en',
    'websiteStores_SLV_in_en',
    'unknown_SLV_in_en',
    '',
  ])('returns null for %j', (key) => {
    expect(parseContentKey(key)).toBeNull();
  });
});
