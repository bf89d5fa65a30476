import type { Random } from '../data/seeded-random';
import type { GemShape } from './gems';
import { type MetalPaint, type StoneKind, VELVETS } from './palette';
import { Defs, n, radial, sparkle } from './svg-kit';

/** What every drawing function gets: where to register gradients, the metal, the variations. */
export interface Piece {
  defs: Defs;
  metal: MetalPaint;
  random: Random;
  motif: string;
  /** The stone that leads the design, if any; `accent` is the second kind. */
  main?: StoneKind;
  mainShape: GemShape;
  accent?: StoneKind;
  /** Coins: '24K 999.9' / '999'; '10 g'. */
  purityLabel: string;
  weightLabel: string;
  fineness: string;
}

/** Draws a piece centred on (400, 400) within roughly 100–700 on both axes. */
export type DrawPiece = (piece: Piece) => string;

/** Warm studio paper, lit from above. */
export function studioBackground(defs: Defs, width = 800, height = 800): string {
  const bg = defs.use('bg', () =>
    radial(
      'bg',
      [
        [0, '#fffdf9'],
        [0.55, '#f8f1e6'],
        [1, '#eadcc5'],
      ],
      'cx=".5" cy=".4" r=".8"',
    ),
  );
  return `<rect width="${width}" height="${height}" fill="${bg}"/>`;
}

export function softShadow(defs: Defs, cx: number, cy: number, rx: number, ry: number, dark = false): string {
  const id = dark ? 'shd' : 'sh';
  const fill = defs.use(id, () =>
    radial(id, [
      [0, dark ? '#000' : '#5a4128', dark ? 0.55 : 0.32],
      [1, dark ? '#000' : '#5a4128', 0],
    ]),
  );
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"/>`;
}

/** A close-up: a warmer spotlight and out-of-focus highlights. */
export function detailBackground(defs: Defs, random: Random): string {
  const bg = defs.use('bgd', () =>
    radial(
      'bgd',
      [
        [0, '#fff8ea'],
        [0.6, '#f1e2c8'],
        [1, '#d9c29e'],
      ],
      'cx=".45" cy=".4" r=".85"',
    ),
  );
  let bokeh = '';
  for (let i = 0; i < 5; i++) {
    const x = random.int(40, 760);
    const y = random.int(40, 760);
    bokeh += `<circle cx="${x}" cy="${y}" r="${random.int(24, 70)}" fill="#fff" opacity="${n(random.next() * 0.2 + 0.12)}"/>`;
  }
  return `<rect width="800" height="800" fill="${bg}"/>${bokeh}`;
}

/** A jeweller's velvet tray on a linen counter. */
export function trayBackground(defs: Defs, random: Random): string {
  const [light, dark] = random.pick(VELVETS);
  const id = `v${light.slice(1, 4)}`;
  const velvet = defs.use(id, () =>
    radial(
      id,
      [
        [0, light],
        [1, dark],
      ],
      'cx=".5" cy=".45" r=".7"',
    ),
  );
  defs.add('nz', () =>
    '<filter id="nz" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency=".85" numOctaves="2" seed="7"/><feColorMatrix values="0 0 0 0 1 0 0 0 0 1 0 0 0 0 1 0 0 0 .09 0"/></filter>',
  );
  return (
    `<rect width="800" height="800" fill="#e8ddcb"/>` +
    `<rect x="34" y="34" width="732" height="732" rx="40" fill="#2b1a10" opacity=".35"/>` +
    `<rect x="44" y="40" width="712" height="712" rx="34" fill="${velvet}"/>` +
    `<rect x="44" y="40" width="712" height="712" rx="34" filter="url(#nz)"/>` +
    `<rect x="52" y="48" width="696" height="696" rx="28" fill="none" stroke="#fff" stroke-opacity=".07" stroke-width="4"/>`
  );
}

/** Glints scattered near the given points. */
export function glints(random: Random, points: readonly [number, number][], size = 18): string {
  return points.map(([x, y]) => sparkle(x, y, size * (0.6 + random.next() * 0.6), 0.85)).join('');
}
