/**
 * Draws every Arabic text of the storefront (public/locales/ar-AE/*.json, plus words with lam-alef,
 * harakat and Arabic-Indic digits) in Chromium twice per weight: once with the Arabic core cut
 * (src/storefront/styles/fonts/arabic-core-*.woff2, scripts/font-cuts.mjs) and once with the whole
 * Noto Naskh Arabic file it was cut from, and compares the two pictures pixel by pixel
 * (docs/page-speed.md, "Arabic fonts cut to the Arabic alphabet"). Exits 1 when a pixel differs.
 *
 *   node bench/arabic-cut-compare.mjs [--out <dir>]   --out keeps the PNG files
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outIndex = process.argv.indexOf('--out');
const out = outIndex > -1 ? process.argv[outIndex + 1] : null;
const WEIGHTS = [400, 600];
const SAMPLES = ['لا إله، الأسعار ١٢٣٬٤٥٦٫٧٨ درهم ٪٥', 'خاتمٌ ذهبيٌّ عيار ٢٢ — مُطعَّم بالألماس', 'سلّة التسوّق فارغة؛ هل تريد المتابعة؟', 'ـــلـــ'];

function strings(value) {
  if (typeof value === 'string') return [value];
  return Object.values(value ?? {}).flatMap(strings);
}
const localeDir = path.join(root, 'public/locales/ar-AE');
const texts = [...SAMPLES, ...fs.readdirSync(localeDir).flatMap((file) => strings(JSON.parse(fs.readFileSync(path.join(localeDir, file), 'utf8'))))]
  .filter((text) => /[\u0600-\u06FF]/.test(text));
const fontUrl = (file) => `data:font/woff2;base64,${fs.readFileSync(file).toString('base64')}`;
const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
let failed = false;
try {
  const page = await browser.newPage({ viewport: { width: 900, height: 800 } });
  for (const weight of WEIGHTS) {
    const core = path.join(root, `src/storefront/styles/fonts/arabic-core-${weight}.woff2`);
    const whole = path.join(root, `node_modules/@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-${weight}-normal.woff2`);
    const shots = {};
    for (const [name, file] of [['core', core], ['whole', whole]]) {
      await page.setContent(`<!doctype html><html lang="ar" dir="rtl"><style>
        @font-face { font-family: Cut; src: url(${fontUrl(file)}) format('woff2'); font-weight: ${weight}; }
        body { margin: 8px; font: ${weight} 20px/1.8 Cut; background: #fff; color: #000; }
        </style><body>${texts.map((text) => `<p>${escape(text)}</p>`).join('')}</body></html>`);
      await page.evaluate(() => document.fonts.ready);
      const loaded = await page.evaluate((w) => document.fonts.check(`${w} 20px Cut`, 'لا'), weight);
      if (!loaded) throw new Error(`the ${name} font of weight ${weight} did not load`);
      shots[name] = await page.screenshot({ fullPage: true });
      if (out) fs.writeFileSync(path.join(out, `arabic-${name}-${weight}.png`), shots[name]);
    }
    const differing = await page.evaluate(async ([a, b]) => {
      const pixels = async (base64) => {
        const image = new Image();
        image.src = `data:image/png;base64,${base64}`;
        await image.decode();
        const canvas = new OffscreenCanvas(image.width, image.height);
        const context = canvas.getContext('2d');
        context.drawImage(image, 0, 0);
        return { width: image.width, height: image.height, data: context.getImageData(0, 0, image.width, image.height).data };
      };
      const [first, second] = [await pixels(a), await pixels(b)];
      if (first.width !== second.width || first.height !== second.height) return `sizes ${first.width}×${first.height} and ${second.width}×${second.height}`;
      let count = 0;
      for (let index = 0; index < first.data.length; index += 4) {
        if (first.data[index] !== second.data[index] || first.data[index + 1] !== second.data[index + 1] || first.data[index + 2] !== second.data[index + 2]) count += 1;
      }
      return count;
    }, [shots.core.toString('base64'), shots.whole.toString('base64')]);
    const inked = shots.core.length;
    console.log(`weight ${weight}: ${texts.length} texts, ${typeof differing === 'number' ? `${differing} pixels differ` : differing} (core PNG ${inked} bytes, byte-identical: ${shots.core.equals(shots.whole)})`);
    if (differing !== 0) failed = true;
  }
} finally {
  await browser.close();
}
if (failed) process.exit(1);
