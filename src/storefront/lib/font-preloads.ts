/**
 * The web-font files a page draws its first screen with, per language, so `_document` can preload
 * them (docs/page-speed.md, "Fifth round: first paint"). Without a preload a font is requested
 * only after the stylesheet has arrived and the first layout has named it, one more round trip in
 * front of the first paint; with one it downloads beside the stylesheet. Only the scripts the
 * locale shows: an English page preloads no Arabic or Devanagari file (global.css adds those
 * families only under `html:lang(ar)` and `html:lang(hi)` / `html:lang(en-IN)`).
 *
 * Names are the Fontsource files' stems; the build gives each a content hash
 * (`noto-sans-latin-400-normal.<hash>.woff2` in `<distDir>/static/media`).
 */
const LATIN_BODY = ['noto-sans-latin-400-normal', 'noto-sans-latin-600-normal'];
const LATIN_HEADINGS = ['cormorant-garamond-latin-600-normal'];
const ARABIC = ['noto-naskh-arabic-arabic-400-normal', 'noto-naskh-arabic-arabic-600-normal'];
const DEVANAGARI = ['noto-sans-devanagari-devanagari-400-normal', 'noto-sans-devanagari-devanagari-600-normal'];

/** The font files (stems) the first screen of a page in this language (BCP 47 tag) is drawn with. */
export function firstPaintFonts(languageTag: string): readonly string[] {
  const language = languageTag.toLowerCase().split('-')[0];
  // Arabic pages draw their body text in Naskh; Latin words (prices, "22K") still take Noto Sans 600.
  if (language === 'ar') return [...ARABIC, ...LATIN_HEADINGS, 'noto-sans-latin-600-normal'];
  // Hindi pages draw their text in Devanagari. Indian English pages list it in their stacks for the
  // rupee sign only, which a first screen may not show: it is not preloaded there.
  if (language === 'hi') return [...DEVANAGARI, ...LATIN_HEADINGS, ...LATIN_BODY];
  return [...LATIN_BODY, ...LATIN_HEADINGS];
}

/** `/_next/static/media/…woff2` URLs of the language's first-paint fonts, from the build's media file names. */
export function fontPreloadHrefs(languageTag: string, mediaFiles: readonly string[]): string[] {
  return firstPaintFonts(languageTag).flatMap((stem) => {
    const file = mediaFiles.find((name) => name.startsWith(`${stem}.`) && name.endsWith('.woff2'));
    return file ? [`/_next/static/media/${file}`] : [];
  });
}
