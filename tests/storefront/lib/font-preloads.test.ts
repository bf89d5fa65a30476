import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstPaintFonts, fontPreloadHrefs } from '@/storefront/lib/font-preloads';

// The files a build emits for the fonts _app and arabic-fallback.css declare: Fontsource's names with a content hash.
const FONTSOURCE = path.join(process.cwd(), 'node_modules', '@fontsource');
const fontsourceFiles = ['cormorant-garamond', 'noto-sans', 'noto-sans-devanagari', 'noto-naskh-arabic'].flatMap((family) =>
  fs.readdirSync(path.join(FONTSOURCE, family, 'files')),
);
const builtMedia = fontsourceFiles.map((file) => file.replace(/\.(woff2?)$/, '.0abc123xyz.$1'));

describe('first-paint font preloads (docs/page-speed.md, "Fifth round: first paint")', () => {
  it('names only files Fontsource ships, so a renamed file cannot silently drop a preload', () => {
    for (const tag of ['en-IN', 'hi-IN', 'en-AE', 'ar-AE']) {
      for (const stem of firstPaintFonts(tag)) expect(fontsourceFiles).toContain(`${stem}.woff2`);
    }
  });

  it('preloads no Arabic or Devanagari font on an English page', () => {
    for (const tag of ['en-IN', 'en-AE']) {
      const hrefs = fontPreloadHrefs(tag, builtMedia);
      expect(hrefs).toHaveLength(3);
      expect(hrefs.filter((href) => /arabic|devanagari/.test(href))).toEqual([]);
    }
  });

  it('preloads the Naskh faces on an Arabic page and Devanagari on a Hindi one, woff2 only', () => {
    expect(fontPreloadHrefs('ar-AE', builtMedia)).toEqual([
      '/_next/static/media/noto-naskh-arabic-arabic-400-normal.0abc123xyz.woff2',
      '/_next/static/media/noto-naskh-arabic-arabic-600-normal.0abc123xyz.woff2',
      '/_next/static/media/cormorant-garamond-latin-600-normal.0abc123xyz.woff2',
      '/_next/static/media/noto-sans-latin-600-normal.0abc123xyz.woff2',
    ]);
    const hindi = fontPreloadHrefs('hi-IN', builtMedia);
    expect(hindi.filter((href) => href.includes('devanagari'))).toHaveLength(2);
    expect(hindi.some((href) => href.includes('arabic'))).toBe(false);
  });

  it('preloads nothing it cannot find in the build', () => {
    expect(fontPreloadHrefs('ar-AE', [])).toEqual([]);
  });
});
