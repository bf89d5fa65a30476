import { createRandom } from '../data/seeded-random';
import type { SeedProduct } from '../types';
import type { GemShape } from './gems';
import { type MetalTone, metalPaint, metalTone, type StoneKind } from './palette';
import { PIECES } from './pieces';
import { detailBackground, glints, type Piece, softShadow, studioBackground, trayBackground } from './scene';
import { Defs, svgDocument } from './svg-kit';

/**
 * Product pictures. Each product gets up to three views, like a jeweller's listing: on the
 * studio paper, a close-up of the setting, and on a velvet tray. Everything that varies
 * (velvet colour, angle, glints) comes from the slug's hash, so the same product always
 * gets the same pictures.
 */
export type ProductView = 'front' | 'detail' | 'tray';

/** Two pictures: front and tray; three: front, close-up and tray. */
export function viewsFor(imageCount: number): ProductView[] {
  return imageCount <= 2 ? ['front', 'tray'] : ['front', 'detail', 'tray'];
}

const SHAPES: Record<string, GemShape> = { oval: 'oval', pear: 'pear', princess: 'princess', flat: 'flat', bead: 'bead' };

/** What a drawing needs to know, for products and for the made-up pieces of tiles and banners. */
export interface PieceSpec {
  category: string;
  tone: MetalTone;
  /** Defaults to the category's motif for `slug`. */
  motif?: string;
  slug?: string;
  main?: StoneKind;
  mainShape?: GemShape;
  accent?: StoneKind;
  gold?: boolean;
  purity?: string;
  grams?: number;
  /** Seeds the variations. */
  salt: string;
}

export function makePiece(defs: Defs, spec: PieceSpec): Piece {
  const grams = spec.grams ?? 10;
  return {
    defs,
    metal: metalPaint(defs, spec.tone),
    random: createRandom(spec.salt),
    motif: spec.motif ?? PIECES[spec.category]?.motif(spec.slug ?? '') ?? 'default',
    main: spec.main,
    mainShape: spec.mainShape ?? 'round',
    accent: spec.accent,
    purityLabel: spec.gold === false ? (spec.purity ?? '999') : `${spec.purity ?? '24K'} 999.9`,
    weightLabel: `${Number.isInteger(grams) ? grams : grams.toFixed(1)} g`,
    fineness: spec.gold === false ? 'FINE SILVER' : 'FINE GOLD',
  };
}

function pieceFor(product: SeedProduct, defs: Defs, salt: string): Piece {
  // The centre stone is the biggest single precious stone, not the costliest line (pavé adds
  // up); pearls and cubic zirconia weigh a lot for what they are, so they count for less.
  const presence = (stone: SeedProduct['stones'][number]) =>
    (stone.caratMilli / stone.count) * (['pearl', 'cubic_zirconia', 'polki'].includes(stone.kind) ? 0.4 : 1);
  const stones = [...product.stones].sort((a, b) => presence(b) - presence(a));
  const main = stones[0];
  const accent = stones.find((stone) => stone.kind !== main?.kind);
  return makePiece(defs, {
    category: product.categorySlug,
    tone: metalTone(product),
    slug: product.slug,
    main: main?.kind,
    mainShape: SHAPES[main?.shape ?? ''] ?? 'round',
    accent: accent?.kind,
    gold: product.metal === 'gold',
    purity: product.purity,
    grams: product.netWeightMg / 1000,
    salt: `${product.slug}:${salt}`,
  });
}

export function productSvg(product: SeedProduct, view: ProductView): string {
  const entry = PIECES[product.categorySlug];
  if (!entry) throw new Error(`No artwork for category ${product.categorySlug}`);
  const defs = new Defs();
  const piece = pieceFor(product, defs, view);
  const label = product.name.en;

  if (view === 'front') {
    const body = studioBackground(defs) + softShadow(defs, 400, entry.shadowY, 250, 34) + entry.draw(piece);
    return svgDocument({ width: 800, height: 800, defs, body, label });
  }
  if (view === 'detail') {
    const [fx, fy] = entry.focus;
    const angle = piece.random.int(-14, 14);
    const body =
      (entry.detail
        ? entry.detail(piece)
        : detailBackground(defs, piece.random) +
          `<g transform="translate(400 420) rotate(${angle}) scale(1.6) translate(${-fx} ${-fy})">${entry.draw(piece)}</g>`) +
      glints(piece.random, [
        [piece.random.int(250, 350), piece.random.int(220, 320)],
        [piece.random.int(460, 560), piece.random.int(300, 420)],
      ]);
    return svgDocument({ width: 800, height: 800, defs, body, label: `${label}, close-up` });
  }
  if (entry.tray) return svgDocument({ width: 800, height: 800, defs, body: entry.tray(piece), label: `${label} in its sealed card` });
  const body =
    trayBackground(defs, piece.random) +
    softShadow(defs, 400, 400 + (entry.shadowY - 400) * 0.82 + 6, 230, 30, true) +
    `<g transform="translate(400 400) scale(.8) translate(-400 -400)">${entry.draw(piece)}</g>` +
    glints(piece.random, [[piece.random.int(300, 500), piece.random.int(250, 350)]], 14);
  return svgDocument({ width: 800, height: 800, defs, body, label: `${label} on a velvet tray` });
}
