import type { SeedProduct, SeedStone } from '../types';
import { Defs, linear, radial } from './svg-kit';

/**
 * Colours of metals and stones. A metal is painted with three gradients: a diagonal sheen for
 * filled shapes, a repeating shimmer for long strokes (chains, bands) and a darker one for
 * surfaces turned away from the light.
 */
export type MetalTone = 'yellow' | 'rose' | 'white' | 'platinum' | 'silver' | 'oxidised';

interface ToneColours {
  deep: string;
  mid: string;
  light: string;
  shine: string;
}

const TONES: Record<MetalTone, ToneColours> = {
  yellow: { deep: '#7a5212', mid: '#c9962f', light: '#ecc968', shine: '#fff3c4' },
  rose: { deep: '#7e3f33', mid: '#c98370', light: '#eab39f', shine: '#fff0e8' },
  white: { deep: '#6b7178', mid: '#b9bfc6', light: '#e2e6ea', shine: '#ffffff' },
  platinum: { deep: '#5f666e', mid: '#aab1b9', light: '#d9dee3', shine: '#f7f9fb' },
  silver: { deep: '#727a82', mid: '#c4cad0', light: '#e8ecef', shine: '#ffffff' },
  oxidised: { deep: '#2e3236', mid: '#6f767d', light: '#a9b0b6', shine: '#dfe3e6' },
};

export interface MetalPaint {
  tone: MetalTone;
  /** Diagonal sheen for filled shapes. */
  fill: string;
  /** Shimmer repeating every ~70 px, for strokes. */
  stroke: string;
  /** Shaded side. */
  shade: string;
  deep: string;
  mid: string;
  light: string;
  shine: string;
}

export function metalTone(product: Pick<SeedProduct, 'metal' | 'colour' | 'slug'>): MetalTone {
  if (product.slug.includes('oxidised')) return 'oxidised';
  if (product.metal === 'platinum') return 'platinum';
  if (product.metal === 'silver') return 'silver';
  return product.colour;
}

export function metalPaint(defs: Defs, tone: MetalTone): MetalPaint {
  const c = TONES[tone];
  const key = tone.slice(0, 2);
  return {
    tone,
    ...c,
    fill: defs.use(`m${key}`, () =>
      linear(`m${key}`, [
        [0, c.deep],
        [0.22, c.mid],
        [0.4, c.shine],
        [0.52, c.light],
        [0.72, c.mid],
        [1, c.deep],
      ]),
    ),
    stroke: defs.use(`s${key}`, () =>
      linear(
        `s${key}`,
        [
          [0, c.deep],
          [0.35, c.mid],
          [0.6, c.shine],
          [1, c.mid],
        ],
        'gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="46" y2="30" spreadMethod="reflect"',
      ),
    ),
    shade: defs.use(`d${key}`, () =>
      linear(
        `d${key}`,
        [
          [0, c.mid],
          [0.5, c.deep],
          [1, c.mid],
        ],
        'x1="0" y1="0" x2="0" y2="1"',
      ),
    ),
  };
}

export type StoneKind = SeedStone['kind'] | 'black_bead' | 'enamel_blue';

const STONES: Record<StoneKind, [string, string, string]> = {
  diamond: ['#ffffff', '#dbe9f7', '#8fa9c6'],
  cubic_zirconia: ['#ffffff', '#e3eef9', '#9ab2cc'],
  ruby: ['#ff9aae', '#d3143f', '#6e0019'],
  emerald: ['#a6f3cb', '#139a5f', '#04402a'],
  sapphire: ['#a9c4ff', '#2453cf', '#0a1c5e'],
  pearl: ['#ffffff', '#f4ece3', '#c8b7a3'],
  polki: ['#fff8e6', '#ecd9b0', '#a98c58'],
  black_bead: ['#6a6a6a', '#1d1d1d', '#000000'],
  enamel_blue: ['#b7dcff', '#3d8fd6', '#123f7a'],
};

/** A stone's radial gradient, lit from the upper left. */
export function stonePaint(defs: Defs, kind: StoneKind): string {
  const [hi, mid, low] = STONES[kind];
  const id = `g${kind.slice(0, 3)}`;
  return defs.use(id, () =>
    radial(
      id,
      [
        [0, hi],
        [0.45, mid],
        [1, low],
      ],
      'cx=".38" cy=".32" r=".75"',
    ),
  );
}

/** Velvet for the tray shots; picked per product by its slug's hash. */
export const VELVETS: [string, string][] = [
  ['#6b1224', '#2a040d'], // bridal maroon
  ['#1b2f5e', '#070f26'], // midnight blue
  ['#134535', '#04160f'], // bottle green
  ['#3a3a3e', '#0e0e10'], // charcoal
  ['#4a1d4f', '#17061a'], // plum
];
