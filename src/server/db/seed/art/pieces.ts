import { coinCard, coinDetail, coinMotif, drawCoin } from './draw-coins';
import { chainDetail, chainMotif, drawChain } from './draw-chains';
import { bangleMotif, drawBangle } from './draw-bangles';
import { drawEarrings, earringMotif } from './draw-earrings';
import { drawPendant, pendantMotif } from './draw-pendants';
import { drawNecklace, necklaceMotif } from './draw-necklaces';
import { drawRing, ringMotif } from './draw-rings';
import type { DrawPiece, Piece } from './scene';

/**
 * Drawing per category: how to pick a motif from the slug, where the shadow falls, and what
 * the close-up focuses on (or a dedicated close-up drawing, as coins have).
 */
export interface PieceEntry {
  motif: (slug: string) => string;
  draw: DrawPiece;
  shadowY: number;
  focus: [number, number];
  /** Full scenes replacing the default close-up and tray shots. */
  detail?: (piece: Piece) => string;
  tray?: (piece: Piece) => string;
}

export const PIECES: Record<string, PieceEntry> = {
  rings: { motif: ringMotif, draw: drawRing, shadowY: 640, focus: [400, 330] },
  earrings: { motif: earringMotif, draw: drawEarrings, shadowY: 600, focus: [262, 380] },
  necklaces: { motif: necklaceMotif, draw: drawNecklace, shadowY: 620, focus: [400, 470] },
  bangles: { motif: bangleMotif, draw: drawBangle, shadowY: 560, focus: [400, 470] },
  pendants: { motif: pendantMotif, draw: drawPendant, shadowY: 640, focus: [400, 430] },
  chains: { motif: chainMotif, draw: drawChain, shadowY: 700, focus: [230, 300], detail: chainDetail },
  coins: { motif: coinMotif, draw: drawCoin, shadowY: 650, focus: [400, 400], detail: coinDetail, tray: coinCard },
};
