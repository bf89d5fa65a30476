import type { SeedCategory } from '../types';
import { makePiece, type PieceSpec } from './product-art';
import { PIECES } from './pieces';
import { softShadow } from './scene';
import { Defs, radial, svgDocument } from './svg-kit';

/**
 * Category tiles: one signature piece per category under a gold arch (the shape of a temple
 * doorway, a recurring motif in Indian jewellery shops), each on its own soft tint so the row
 * of tiles reads as a set.
 */
const TILES: Record<string, { tint: [string, string]; piece: Omit<PieceSpec, 'salt' | 'category'>; scale: number }> = {
  rings: { tint: ['#fdf3ee', '#efd6ca'], piece: { tone: 'yellow', motif: 'halo', main: 'diamond' }, scale: 0.78 },
  earrings: { tint: ['#fdf8ee', '#ecdcbc'], piece: { tone: 'yellow', motif: 'jhumka' }, scale: 0.82 },
  necklaces: { tint: ['#f4f6ef', '#d8e0cf'], piece: { tone: 'yellow', motif: 'kundan' }, scale: 0.86 },
  bangles: { tint: ['#fbf5ea', '#e8d6b6'], piece: { tone: 'yellow', motif: 'kada' }, scale: 0.84 },
  pendants: { tint: ['#f5f2f8', '#ddd5e6'], piece: { tone: 'yellow', motif: 'lotus', main: 'ruby' }, scale: 0.8 },
  chains: { tint: ['#f1f5f8', '#d3dde7'], piece: { tone: 'yellow', motif: 'rope' }, scale: 0.8 },
  coins: { tint: ['#fcf6e9', '#ead7ae'], piece: { tone: 'yellow', motif: 'lotus', purity: '24K', grams: 10 }, scale: 0.74 },
};

export function categorySvg(category: SeedCategory): string {
  const tile = TILES[category.slug];
  const entry = PIECES[category.slug];
  if (!tile || !entry) throw new Error(`No tile artwork for category ${category.slug}`);
  const defs = new Defs();
  const piece = makePiece(defs, { ...tile.piece, category: category.slug, salt: `tile:${category.slug}` });
  const bg = defs.use('tile', () =>
    radial(
      'tile',
      [
        [0, tile.tint[0]],
        [1, tile.tint[1]],
      ],
      'cx=".5" cy=".42" r=".8"',
    ),
  );
  const arch = `<path d="M150 760V330A250 250 0 0 1 650 330V760" fill="#fff" fill-opacity=".35" stroke="${piece.metal.mid}" stroke-width="3" opacity=".8"/><path d="M170 760V334A230 230 0 0 1 630 334V760" fill="none" stroke="${piece.metal.mid}" stroke-width="1" opacity=".6"/>`;
  const shadowY = 400 + (entry.shadowY - 400) * tile.scale + 30;
  const body =
    `<rect width="800" height="800" fill="${bg}"/>` +
    arch +
    softShadow(defs, 400, shadowY, 210, 26) +
    `<g transform="translate(400 430) scale(${tile.scale}) translate(-400 -400)">${entry.draw(piece)}</g>`;
  return svgDocument({ width: 800, height: 800, defs, body, label: category.name.en });
}
