import { describe, expect, it } from 'vitest';
import { fromLanguageTag, isLocale, ownWords, splitLocale, textDirection, toLanguageTag } from '@/shared/locale';

describe('splitLocale', () => {
  it('splits subsite-language into its codes, lower-cased', () => {
    expect(splitLocale('in-hi')).toEqual({ subsite: 'in', language: 'hi' });
    expect(splitLocale('AE-AR')).toEqual({ subsite: 'ae', language: 'ar' });
  });

  it.each(['in', 'in_en', 'in-en-x', '', 'i-e', 'india-en'])('throws on %j', (locale) => {
    expect(() => splitLocale(locale)).toThrow(/subsite-language/);
  });
});

describe('toLanguageTag', () => {
  it.each([
    ['in-en', 'en-IN'],
    ['in-hi', 'hi-IN'],
    ['ae-en', 'en-AE'],
    ['ae-ar', 'ar-AE'],
  ])('maps %s to the BCP 47 tag %s (never Indonesian for in)', (locale, tag) => {
    expect(toLanguageTag(locale)).toBe(tag);
    expect(fromLanguageTag(tag)).toBe(locale);
  });

  it('refuses a tag without a region', () => {
    expect(() => fromLanguageTag('en')).toThrow(/no region/);
  });
});

describe('textDirection', () => {
  it('is right to left for Arabic only among the demo locales', () => {
    expect(textDirection('ae-ar')).toBe('rtl');
    expect(['in-en', 'in-hi', 'ae-en'].map(textDirection)).toEqual(['ltr', 'ltr', 'ltr']);
  });
});

describe('isLocale', () => {
  it('knows the four demo locales', () => {
    expect(['in-en', 'in-hi', 'ae-en', 'ae-ar'].every(isLocale)).toBe(true);
    expect(isLocale('in-ar')).toBe(false);
  });
});

describe('ownWords', () => {
  it('isolates words of their own in a right-to-left language only', () => {
    expect(ownWords('Please pack it in its box.', 'ar')).toBe('\u2068Please pack it in its box.\u2069');
    expect(ownWords('Please pack it in its box.', 'en')).toBe('Please pack it in its box.');
    expect(ownWords('Please pack it in its box.', 'hi')).toBe('Please pack it in its box.');
    expect(ownWords('', 'ar')).toBe('');
  });
});
