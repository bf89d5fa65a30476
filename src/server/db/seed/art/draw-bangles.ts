import { bezel, gem } from './gems';
import type { StoneKind } from './palette';
import type { DrawPiece, Piece } from './scene';
import { n } from './svg-kit';

/**
 * A bangle is a short cylinder seen from above: the inner face of the far side, the top rim,
 * and the outer face of the near side, where the engraving and stones sit.
 */
interface Body {
  cx: number;
  cy: number;
  rx: number;
  ry: number;
  /** Height of the wall. */
  h: number;
  /** Thickness of the rim. */
  t: number;
}

const arc = (b: Body, v: number) => `M${n(b.cx - b.rx)} ${n(b.cy + v)}A${b.rx} ${b.ry} 0 0 0 ${n(b.cx + b.rx)} ${n(b.cy + v)}`;

/** A point on the near wall: phi runs 0 (left) → π (right); v down from the top edge. */
function wall(b: Body, phi: number, v: number): [number, number] {
  return [b.cx - b.rx * Math.cos(phi), b.cy + b.ry * Math.sin(phi) + v];
}

function cylinder(p: Piece, b: Body): string {
  const { metal } = p;
  const irx = b.rx - b.t;
  const iry = b.ry - (b.t * b.ry) / b.rx;
  const { cx, cy, rx, ry, h } = b;
  return (
    `<path d="M${n(cx - irx)} ${cy}A${n(irx)} ${n(iry)} 0 0 1 ${n(cx + irx)} ${cy}L${n(cx + irx)} ${cy + h}A${n(irx)} ${n(iry)} 0 0 0 ${n(cx - irx)} ${cy + h}Z" fill="${metal.shade}"/>` +
    `<path d="M${n(cx - rx)} ${cy}a${rx} ${ry} 0 1 0 ${2 * rx} 0a${rx} ${ry} 0 1 0 ${-2 * rx} 0ZM${n(cx - irx)} ${cy}a${n(irx)} ${n(iry)} 0 1 0 ${n(2 * irx)} 0a${n(irx)} ${n(iry)} 0 1 0 ${n(-2 * irx)} 0Z" fill="${metal.fill}" fill-rule="evenodd" stroke="${metal.deep}" stroke-width=".8"/>` +
    `<path d="M${cx - rx} ${cy}A${rx} ${ry} 0 0 0 ${cx + rx} ${cy}L${cx + rx} ${cy + h}A${rx} ${ry} 0 0 1 ${cx - rx} ${cy + h}Z" fill="${metal.fill}" stroke="${metal.deep}" stroke-width="1"/>` +
    `<path d="${arc(b, h * 0.3)}" fill="none" stroke="${metal.shine}" stroke-width="${n(Math.max(2, h * 0.12))}" opacity=".55"/>` +
    `<path d="${arc(b, h - 1)}" fill="none" stroke="${metal.deep}" stroke-width="2" opacity=".6"/>`
  );
}

function beadRow(p: Piece, b: Body, v: number, gap = 10): string {
  return `<path d="${arc(b, v)}" fill="none" stroke="${p.metal.light}" stroke-width="5" stroke-dasharray="0 ${gap}" stroke-linecap="round"/>`;
}

function engravedLine(p: Piece, b: Body, v: number): string {
  return `<path d="${arc(b, v)}" fill="none" stroke="${p.metal.deep}" stroke-width="1.6" opacity=".7"/>`;
}

function stonesOnWall(p: Piece, b: Body, kinds: StoneKind[], count: number, r: number, shape: 'round' | 'flat' = 'round'): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const phi = Math.PI * (0.14 + (0.72 * i) / Math.max(1, count - 1));
    const [x, y] = wall(b, phi, b.h / 2);
    const kind = kinds[i % kinds.length] ?? 'diamond';
    const id = `w${kind.slice(0, 2)}${r}`;
    p.defs.add(id, () => `<g id="${id}">${bezel(p.metal, 0, 0, r)}${gem({ defs: p.defs, kind, x: 0, y: 0, r, shape })}</g>`);
    out += `<use href="#${id}" transform="translate(${n(x)} ${n(y)}) scale(${Math.round(Math.sin(phi) * 100) / 100} 1)"/>`;
  }
  return out;
}

function vine(p: Piece, b: Body): string {
  const points: string[] = [];
  for (let i = 0; i <= 60; i++) {
    const phi = (Math.PI * i) / 60;
    const [x, y] = wall(b, phi, b.h / 2 + Math.sin(phi * 16) * b.h * 0.22);
    points.push(`${n(x)} ${n(y)}`);
  }
  return `<path d="M${points.join('L')}" fill="none" stroke="${p.metal.deep}" stroke-width="2" opacity=".75"/>`;
}

function smallDiamond(p: Piece): string {
  return p.defs.add('sd', () => `<g id="sd">${gem({ defs: p.defs, kind: 'diamond', x: 0, y: 0, r: 6 })}</g>`);
}

function line(p: Piece): string {
  const b: Body = { cx: 400, cy: 360, rx: 240, ry: 118, h: 22, t: 18 };
  const id = smallDiamond(p);
  let out = cylinder(p, b);
  for (let i = 0; i < 42; i++) {
    const a = (i / 42) * Math.PI * 2;
    const x = b.cx + Math.cos(a) * (b.rx - b.t / 2);
    const y = b.cy + Math.sin(a) * (b.ry - (b.t / 2) * (b.ry / b.rx));
    out += `<use href="${id}" transform="translate(${n(x)} ${n(y)})${Math.sin(a) < 0 ? ' scale(.8)' : ''}"/>`;
  }
  return out;
}

function kada(p: Piece, polki: boolean): string {
  const b: Body = { cx: 400, cy: 330, rx: 235, ry: 112, h: 78, t: 22 };
  return (
    cylinder(p, b) +
    engravedLine(p, b, 12) +
    engravedLine(p, b, b.h - 12) +
    beadRow(p, b, 6) +
    beadRow(p, b, b.h - 6) +
    stonesOnWall(p, b, polki ? ['polki'] : ['ruby', 'emerald'], polki ? 8 : 9, polki ? 15 : 13, polki ? 'flat' : 'round')
  );
}

function pair(p: Piece): string {
  const back: Body = { cx: 430, cy: 270, rx: 220, ry: 104, h: 40, t: 16 };
  const front: Body = { cx: 390, cy: 380, rx: 220, ry: 104, h: 40, t: 16 };
  return [back, front].map((b) => cylinder(p, b) + beadRow(p, b, 5, 9) + beadRow(p, b, b.h - 5, 9) + vine(p, b)).join('');
}

function simple(p: Piece): string {
  const m = p.motif;
  if (m === 'milgrain') {
    const b: Body = { cx: 400, cy: 340, rx: 235, ry: 112, h: 34, t: 20 };
    return cylinder(p, b) + beadRow(p, b, 4, 7) + beadRow(p, b, b.h - 4, 7) + stonesOnWall(p, b, ['diamond'], 5, 8);
  }
  if (m === 'brushed') {
    const b: Body = { cx: 400, cy: 340, rx: 230, ry: 110, h: 46, t: 20 };
    return (
      cylinder(p, b) +
      `<path d="${arc(b, b.h / 2)}" fill="none" stroke="${p.metal.deep}" stroke-width="${b.h - 12}" stroke-dasharray="1 3" opacity=".16"/>` +
      `<path d="${arc(b, 3)}" fill="none" stroke="${p.metal.shine}" stroke-width="3"/>`
    );
  }
  if (m === 'flexi') {
    const b: Body = { cx: 400, cy: 350, rx: 235, ry: 112, h: 24, t: 16 };
    const id = smallDiamond(p);
    let out = cylinder(p, b);
    for (let i = 0; i < 12; i++) {
      const [x, y] = wall(b, Math.PI * (0.24 + (0.52 * i) / 11), b.h / 2);
      out += `<use href="${id}" transform="translate(${n(x)} ${n(y)})"/>`;
    }
    return out;
  }
  if (m === 'nazariya') {
    let out = '';
    for (const [cx, cy] of [
      [330, 330],
      [470, 360],
    ] as const) {
      const b: Body = { cx, cy, rx: 150, ry: 72, h: 16, t: 12 };
      const [x, y] = wall(b, Math.PI / 2, b.h);
      out +=
        cylinder(p, b) +
        beadRow(p, b, 8, 8) +
        `<path d="M${n(x)} ${n(y)}V${n(y + 40)}" stroke="${p.metal.stroke}" stroke-width="3"/>` +
        gem({ defs: p.defs, kind: 'black_bead', x, y: y + 52, r: 11 }) +
        gem({ defs: p.defs, kind: 'pearl', x, y: y + 33, r: 5 });
    }
    return out;
  }
  // Filigree: openwork wall with dune-like waves.
  const b: Body = { cx: 400, cy: 330, rx: 235, ry: 112, h: 60, t: 18 };
  let out = cylinder(p, b) + vine(p, b);
  for (let i = 0; i < 15; i++) {
    const phi = Math.PI * (0.06 + (0.88 * i) / 14);
    const [x, y] = wall(b, phi, b.h / 2);
    const s = Math.sin(phi);
    out += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(9 * s)}" ry="13" fill="#3b2606" opacity=".55"/><ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(13 * s)}" ry="17" fill="none" stroke="${p.metal.light}" stroke-width="2"/>`;
  }
  return out + beadRow(p, b, 5) + beadRow(p, b, b.h - 5);
}

export const drawBangle: DrawPiece = (p) => {
  switch (p.motif) {
    case 'kada':
      return kada(p, false);
    case 'polki-kada':
      return kada(p, true);
    case 'pair':
      return pair(p);
    case 'line':
      return line(p);
    default:
      return simple(p);
  }
};

export function bangleMotif(slug: string): string {
  const rules: [string, string][] = [
    ['polki', 'polki-kada'],
    ['silver-kada', 'brushed'],
    ['kada', 'kada'],
    ['nakshi', 'pair'],
    ['line', 'line'],
    ['flexi', 'flexi'],
    ['milgrain', 'milgrain'],
    ['nazariya', 'nazariya'],
  ];
  return rules.find(([key]) => slug.includes(key))?.[1] ?? 'filigree';
}
