import { bezel, gem, prongs, stoneAt } from './gems';
import type { DrawPiece, Piece } from './scene';
import { ellipsePath, n } from './svg-kit';

/** Rings stand upright, seen a little from above: the far edge of the band shows above the near one. */
const CX = 400;
const CY = 480;
const RX = 150;
const RY = 140;
const TOP = CY - RY;

function band(p: Piece, width: number, depth = 16): string {
  const { metal } = p;
  const innerY = CY + width * 0.1;
  const outer = ellipsePath(CX, CY, RX, RY);
  const inner = ellipsePath(CX, innerY, RX - width, RY - width);
  const backOuter = ellipsePath(CX, CY - depth, RX - 3, RY - 1);
  const backInner = ellipsePath(CX, innerY - depth, RX - width - 3, RY - width - 1);
  return (
    `<path d="${backOuter}${backInner}" fill="${metal.shade}" fill-rule="evenodd"/>` +
    `<path d="${inner}${backInner}" fill="${metal.deep}" opacity=".55" fill-rule="evenodd"/>` +
    `<path d="${outer}${inner}" fill="${metal.fill}" fill-rule="evenodd"/>` +
    `<path d="M${n(CX - (RX - 4) * 0.93)} ${n(CY - (RY - 4) * 0.37)}A${RX - 4} ${RY - 4} 0 0 1 ${n(CX - (RX - 4) * 0.3)} ${n(CY - (RY - 4) * 0.95)}" fill="none" stroke="${metal.shine}" stroke-width="4" stroke-linecap="round" opacity=".85"/>`
  );
}

/** Points along the middle of the band's face, from angle a to b (radians, screen orientation). */
function alongBand(width: number, from: number, to: number, count: number): [number, number][] {
  const mx = RX - width / 2;
  const my = RY - width / 2;
  return Array.from({ length: count }, (_, i) => {
    const a = from + ((to - from) * i) / Math.max(1, count - 1);
    return [CX + Math.cos(a) * mx, CY + width * 0.05 + Math.sin(a) * my];
  });
}

function solitaire(p: Piece, halo: boolean): string {
  const { defs, metal } = p;
  const kind = p.main ?? 'diamond';
  const shape = p.mainShape === 'oval' ? 'oval' : 'round';
  const r = halo ? 42 : 54;
  const sy = TOP - r * 0.9;
  const basket =
    `<path d="M${CX - 34} ${TOP + 14}L${CX - r * 0.8} ${n(sy + 8)}L${CX + r * 0.8} ${n(sy + 8)}L${CX + 34} ${TOP + 14}Z" fill="${metal.shade}" stroke="${metal.deep}" stroke-width="1"/>` +
    `<path d="M${CX - 24} ${TOP + 4}Q${CX} ${TOP - 10} ${CX + 24} ${TOP + 4}" stroke="${metal.light}" stroke-width="3" fill="none"/>`;
  let out = basket;
  if (halo) {
    out += `<circle cx="${CX}" cy="${n(sy)}" r="${r + 22}" fill="${metal.fill}" stroke="${metal.deep}" stroke-width="1"/>`;
    for (let i = 0; i < 14; i++) {
      const a = (i / 14) * Math.PI * 2;
      out += stoneAt(defs, 'diamond', 8, CX + Math.cos(a) * (r + 12), sy + Math.sin(a) * (r + 12));
    }
  }
  const squash = shape === 'oval' ? 1.25 : 1;
  out += gem({ defs, kind, x: CX, y: sy - (squash - 1) * r * 0.5, r, shape, aspect: squash });
  out += prongs(metal, CX, sy - (squash - 1) * r * 0.5, r, kind === 'diamond' && !halo ? 6 : 4, squash);
  if (p.accent || p.motif === 'emerald') {
    for (const side of [-1, 1]) {
      for (const [x, y] of alongBand(20, side < 0 ? Math.PI * 1.28 : Math.PI * 1.72, side < 0 ? Math.PI * 1.4 : Math.PI * 1.6, 4)) {
        out += stoneAt(defs, 'diamond', 6, x, y);
      }
    }
  }
  return out;
}

function temple(p: Piece): string {
  const { defs, metal } = p;
  const cy = TOP - 12;
  let out = `<ellipse cx="${CX}" cy="${cy}" rx="86" ry="70" fill="${metal.shade}"/><ellipse cx="${CX}" cy="${cy - 4}" rx="82" ry="66" fill="${metal.fill}" stroke="${metal.deep}" stroke-width="1.2"/>`;
  out += `<ellipse cx="${CX}" cy="${cy - 4}" rx="70" ry="55" fill="none" stroke="${metal.light}" stroke-width="7" stroke-dasharray="0 13" stroke-linecap="round"/>`;
  for (let i = 0; i < 7; i++) {
    const a = -90 + (i - 3) * 28;
    out += `<ellipse cx="${CX}" cy="${cy + 10}" rx="10" ry="30" transform="rotate(${a + 90} ${CX} ${cy + 34})" fill="${metal.fill}" stroke="${metal.deep}" stroke-width="1"/>`;
  }
  out += `<path d="M${CX - 36} ${cy + 30}Q${CX} ${cy + 46} ${CX + 36} ${cy + 30}" stroke="${metal.deep}" stroke-width="2" fill="none"/>`;
  out += gem({ defs, kind: p.main ?? 'ruby', x: CX, y: cy - 26, r: 14, shape: 'oval', aspect: 1.25 });
  return out;
}

function cluster(p: Piece, petals: boolean): string {
  const { defs, metal } = p;
  const cy = TOP - 30;
  const kind = p.main ?? 'ruby';
  let out = '';
  if (petals) {
    for (let i = 0; i < 8; i++) {
      out += `<ellipse cx="${CX}" cy="${cy - 44}" rx="24" ry="44" transform="rotate(${i * 45} ${CX} ${cy})" fill="${metal.fill}" stroke="${metal.deep}" stroke-width="1"/>`;
    }
    for (let i = 0; i < 8; i++) {
      const a = (i / 8) * Math.PI * 2 - Math.PI / 2;
      out += stoneAt(defs, 'diamond', 6, CX + Math.cos(a) * 70, cy + Math.sin(a) * 70);
    }
    out += bezel(metal, CX, cy, 30, 1.25) + gem({ defs, kind, x: CX, y: cy, r: 30, shape: 'oval', aspect: 1.25 });
    return out;
  }
  out += `<circle cx="${CX}" cy="${cy}" r="64" fill="${metal.fill}" stroke="${metal.deep}" stroke-width="1"/>`;
  for (let i = 0; i < 6; i++) {
    const a = (i / 6) * Math.PI * 2;
    out += stoneAt(defs, kind, 19, CX + Math.cos(a) * 40, cy + Math.sin(a) * 40);
  }
  out += gem({ defs, kind: p.accent ?? kind, x: CX, y: cy, r: 21 });
  return out;
}

function pave(p: Piece, width: number, count: number, from: number, to: number, r: number): string {
  return alongBand(width, from, to, count)
    .map(([x, y]) => stoneAt(p.defs, p.main ?? 'diamond', r, x, y))
    .join('');
}

function signet(p: Piece): string {
  const { metal } = p;
  const cy = TOP - 8;
  return (
    `<rect x="${CX - 82}" y="${cy - 58}" width="164" height="116" rx="34" fill="${metal.shade}"/>` +
    `<rect x="${CX - 78}" y="${cy - 62}" width="156" height="110" rx="32" fill="${metal.fill}" stroke="${metal.deep}" stroke-width="1.2"/>` +
    `<rect x="${CX - 64}" y="${cy - 50}" width="128" height="86" rx="24" fill="none" stroke="${metal.deep}" stroke-width="5" stroke-dasharray="5 4" opacity=".55"/>` +
    `<path d="M${CX} ${cy - 38}L${CX + 28} ${cy - 30}L${CX + 25} ${cy + 2}Q${CX} ${cy + 26} ${CX - 25} ${cy + 2}L${CX - 28} ${cy - 30}Z" fill="${metal.light}" stroke="${metal.deep}" stroke-width="2"/>` +
    `<path d="M${CX - 22} ${cy - 26}L${CX + 20} ${cy + 6}M${CX} ${cy - 38}L${CX} ${cy + 16}" stroke="${metal.deep}" stroke-width="2" opacity=".7"/>`
  );
}

function filigree(p: Piece, arabesque: boolean): string {
  const { defs, metal } = p;
  const cy = TOP - 26;
  let out = `<circle cx="${CX}" cy="${cy}" r="58" fill="${metal.deep}" opacity=".25"/>`;
  const loops = arabesque ? 8 : 6;
  for (let i = 0; i < loops; i++) {
    const a = (i / loops) * 360;
    out += `<ellipse cx="${CX}" cy="${cy - 34}" rx="17" ry="28" transform="rotate(${a} ${CX} ${cy})" fill="none" stroke="${metal.stroke}" stroke-width="5"/>`;
    out += `<ellipse cx="${CX}" cy="${cy - 34}" rx="8" ry="15" transform="rotate(${a} ${CX} ${cy})" fill="none" stroke="${metal.light}" stroke-width="2.5"/>`;
  }
  if (arabesque) {
    out += `<rect x="${CX - 40}" y="${cy - 40}" width="80" height="80" fill="none" stroke="${metal.stroke}" stroke-width="5" transform="rotate(45 ${CX} ${cy})"/>`;
    out += `<rect x="${CX - 40}" y="${cy - 40}" width="80" height="80" fill="none" stroke="${metal.stroke}" stroke-width="5"/>`;
    for (let i = 0; i < 8; i++) {
      const a = (i / 8) * Math.PI * 2;
      out += stoneAt(defs, 'diamond', 7, CX + Math.cos(a) * 22, cy + Math.sin(a) * 22);
    }
    return out + gem({ defs, kind: 'diamond', x: CX, y: cy, r: 11 });
  }
  return out + `<circle cx="${CX}" cy="${cy}" r="14" fill="${metal.fill}" stroke="${metal.deep}"/>`;
}

/** Drawn at a comfortable size, then enlarged around the ring's centre to fill the frame. */
export const drawRing: DrawPiece = (p) => `<g transform="matrix(1.22 0 0 1.22 -88 -99)">${ringBody(p)}</g>`;

function ringBody(p: Piece): string {
  const m = p.motif;
  if (m === 'eternity') return band(p, 28) + pave(p, 28, 20, Math.PI * 0.56, Math.PI * 2.44, 10);
  if (m === 'stacking') return band(p, 16, 10) + pave(p, 16, 9, Math.PI * 1.2, Math.PI * 1.8, 7);
  if (m === 'band') {
    const { metal } = p;
    return (
      band(p, 36, 22) +
      `<path d="${ellipsePath(CX, CY + 2, RX - 18, RY - 18)}" fill="none" stroke="${metal.mid}" stroke-width="14" opacity=".55" stroke-dasharray="1.5 2.5"/>` +
      bezel(metal, CX, TOP + 18, 9) +
      gem({ defs: p.defs, kind: 'diamond', x: CX, y: TOP + 18, r: 9 })
    );
  }
  const shank = band(p, m === 'signet' ? 30 : 20);
  if (m === 'solitaire' || m === 'halo') return shank + solitaire(p, m === 'halo');
  if (m === 'temple') return shank + temple(p);
  if (m === 'petal') return shank + cluster(p, true);
  if (m === 'signet') return shank + signet(p);
  if (m === 'filigree' || m === 'arabesque') return shank + filigree(p, m === 'arabesque');
  return shank + cluster(p, false);
}

export function ringMotif(slug: string): string {
  const rules: [string, string][] = [
    ['halo', 'halo'],
    ['solitaire', 'solitaire'],
    ['empress', 'solitaire'],
    ['temple', 'temple'],
    ['petal', 'petal'],
    ['eternity', 'eternity'],
    ['stacking', 'stacking'],
    ['band', 'band'],
    ['signet', 'signet'],
    ['filigree', 'filigree'],
    ['arabesque', 'arabesque'],
  ];
  return rules.find(([key]) => slug.includes(key))?.[1] ?? 'cluster';
}
