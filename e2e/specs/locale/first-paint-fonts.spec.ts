import { expect, test } from '../../fixtures/store';

/** Fontsource file stem → the face the stylesheets declare with it. */
const FACES: [RegExp, string][] = [
  [/^cormorant-garamond-latin-(\d+)-/, 'Cormorant Garamond'],
  [/^noto-sans-latin-(\d+)-/, 'Noto Sans'],
  [/^noto-sans-devanagari-devanagari-(\d+)-/, 'Noto Sans Devanagari'],
  [/^noto-naskh-arabic-arabic-(\d+)-/, 'Noto Naskh Arabic'],
];

function faceOf(href: string): string {
  const file = href.split('/').at(-1) ?? '';
  for (const [pattern, family] of FACES) {
    const match = pattern.exec(file);
    if (match) return `${family} ${match[1]}`;
  }
  throw new Error(`a preloaded font that is none of the store's faces: ${href}`);
}

// docs/page-speed.md, "Fifth round: first paint": each page preloads the font files its first
// screen is drawn with, only those of the scripts its locale shows, and never one it does not use.
test.describe('[locale] first-paint font preloads', () => {
  for (const [path, expected, never] of [
    ['/in-en', ['Noto Sans 400', 'Noto Sans 600', 'Cormorant Garamond 600'], /arabic|devanagari/],
    ['/in-en/rings', ['Noto Sans 400', 'Noto Sans 600', 'Cormorant Garamond 600'], /arabic|devanagari/],
    ['/ae-ar', ['Noto Naskh Arabic 400', 'Noto Naskh Arabic 600'], /devanagari/],
    ['/ae-ar/checkout', ['Noto Naskh Arabic 400', 'Noto Naskh Arabic 600'], /devanagari/],
  ] as const) {
    test(`[locale] ${path} preloads its own scripts' fonts, each of them used`, async ({ store, page }) => {
      await store.open(path);
      const hrefs = await page.locator('head link[rel="preload"][as="font"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      expect(hrefs.filter((href) => never.test(href))).toEqual([]);
      const preloaded = hrefs.map(faceOf);
      for (const face of expected) expect(preloaded).toContain(face);
      // A preloaded face the page never draws with stays "unloaded" in document.fonts (and Chrome warns).
      await page.evaluate(() => document.fonts.ready);
      const loaded = await page.evaluate(() => [...document.fonts].filter((face) => face.status === 'loaded').map((face) => `${face.family.replace(/"/g, '')} ${face.weight}`));
      for (const face of preloaded) expect(loaded, `${face} is preloaded but the page does not use it`).toContain(face);
    });
  }
});
