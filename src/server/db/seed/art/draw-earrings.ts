import { bezel, gem, prongs, stoneAt } from './gems';
import type { DrawPiece, Piece } from './scene';
import { n } from './svg-kit';

/**
 * Earrings come in pairs: one earring is drawn once around x = 0 and placed twice with <use>,
 * which also halves the file size.
 */
const LEFT = 262;
const RIGHT = 538;

function pair(p: Piece, single: string, drop = 10): string {
  p.defs.add('er', () => `<g id="er">${single}</g>`);
  return `<use href="#er" x="${LEFT}"/><use href="#er" x="${RIGHT}" y="${drop}"/>`;
}

function flowerStud(p: Piece, y: number, size: number, centre = p.accent ?? p.main): string {
  const { metal } = p;
  // Eight round petals as the dots of one dashed circle: a flower for ~150 bytes.
  const ring = size * 1.45;
  const petals = `<circle cy="${y}" r="${n(ring)}" fill="none" stroke="${metal.deep}" stroke-width="${n(size * 2 + 1.6)}" stroke-dasharray="0 ${n((Math.PI * 2 * ring) / 8)}" stroke-linecap="round"/><circle cy="${y}" r="${n(ring)}" fill="none" stroke="${metal.fill}" stroke-width="${n(size * 2)}" stroke-dasharray="0 ${n((Math.PI * 2 * ring) / 8)}" stroke-linecap="round"/>`;
  return petals + (centre ? gem({ defs: p.defs, kind: centre, x: 0, y, r: size * 1.05 }) : `<circle cy="${y}" r="${n(size)}" fill="${metal.light}"/>`);
}

/** Points on the right-hand curve of the bell, s = 0 at the top. */
function bellSide(s: number): [number, number] {
  const u = 1 - s;
  const x = 3 * u * u * s * 52 + 3 * u * s * s * 92 + s * s * s * 92;
  const y = u * u * u * 262 + 3 * u * u * s * 262 + 3 * u * s * s * 340 + s * s * s * 440;
  return [x, y];
}

function jhumka(p: Piece): string {
  const { metal, defs } = p;
  const temple = p.motif === 'temple-jhumka';
  let out = flowerStud(p, 200, 13) + `<circle cy="238" r="8" fill="none" stroke="${metal.stroke}" stroke-width="4"/>`;
  out += `<path d="M-92 440C-92 340-52 262 0 262C52 262 92 340 92 440Z" fill="${metal.fill}" stroke="${metal.deep}" stroke-width="1.2"/>`;
  out += `<path d="M-40 300C-60 330-70 380-72 430" stroke="${metal.shine}" stroke-width="5" fill="none" opacity=".6" stroke-linecap="round"/>`;
  for (const s of [0.42, 0.66, 0.88]) {
    const [w, y] = bellSide(s);
    if (s > 0.5) out += `<path d="M${n(-w)} ${n(y)}Q0 ${n(y + 16)} ${n(w)} ${n(y)}" stroke="${metal.deep}" stroke-width="2" fill="none" opacity=".7"/>`;
    out += `<path d="M${n(-w + 4)} ${n(y + 9)}Q0 ${n(y + 25)} ${n(w - 4)} ${n(y + 9)}" stroke="${metal.light}" stroke-width="6" stroke-dasharray="0 11" stroke-linecap="round" fill="none"/>`;
  }
  if (temple) {
    out += gem({ defs, kind: 'ruby', x: 0, y: 318, r: 12, shape: 'oval' }) + gem({ defs, kind: 'emerald', x: -30, y: 372, r: 7 }) + gem({ defs, kind: 'emerald', x: 30, y: 372, r: 7 });
  }
  out += `<ellipse cy="440" rx="96" ry="13" fill="${metal.shade}" stroke="${metal.deep}" stroke-width="1"/>`;
  let threads = '';
  let beads = '';
  for (let i = 0; i < 11; i++) {
    const a = (i / 10) * Math.PI;
    const x = Math.cos(a) * 90;
    const y = 446 + Math.sin(a) * 10;
    threads += `M${n(x)} ${n(y)}v16`;
    beads += stoneAt(defs, temple && i % 2 ? 'ruby' : 'pearl', 7.5, x, y + 24);
  }
  out += `<path d="${threads}" stroke="${metal.mid}" stroke-width="2"/>${beads}`;
  return pair(p, out);
}

function chandbali(p: Piece): string {
  const { metal, defs } = p;
  const R = 112;
  const r = 88;
  const c1 = 392;
  const c2 = 346;
  const d = c1 - c2;
  const a = (R * R - r * r + d * d) / (2 * d);
  const h = Math.sqrt(R * R - a * a);
  const tipY = c1 - a;
  let out = bezel(metal, 0, 192, 15) + gem({ defs, kind: 'polki', x: 0, y: 192, r: 15, shape: 'bead' });
  out += `<path d="M0 210V${n(tipY - 6)}" stroke="${metal.stroke}" stroke-width="4"/>`;
  out += `<path d="M${n(-h)} ${n(tipY)}A${R} ${R} 0 1 0 ${n(h)} ${n(tipY)}A${r} ${r} 0 1 1 ${n(-h)} ${n(tipY)}Z" fill="${metal.fill}" stroke="${metal.deep}" stroke-width="1.2"/>`;
  for (let i = 0; i < 14; i++) {
    const t = (14 + (i * 152) / 13) * (Math.PI / 180);
    out += stoneAt(defs, 'pearl', 6, Math.cos(t) * (R + 11), c1 + Math.sin(t) * (R + 11));
  }
  for (let i = 0; i < 5; i++) {
    const t = (46 + i * 22) * (Math.PI / 180);
    const sin = Math.sin(t);
    const inner = (-2 * d * sin + Math.sqrt(4 * d * d * sin * sin + 4 * (r * r - d * d))) / 2;
    const mid = (inner + R) / 2;
    const size = Math.min(11, (R - inner) * 0.28);
    const [x, y] = [Math.cos(t) * mid, c1 + sin * mid];
    out += bezel(metal, x, y, size) + gem({ defs, kind: 'polki', x, y, r: size, shape: 'bead' });
  }
  return pair(p, out);
}

function hoop(p: Piece, huggie: boolean): string {
  const { metal, defs } = p;
  const [rx, ry, cy, w] = huggie ? [62, 72, 390, 24] : [92, 130, 400, 15];
  let out = `<ellipse cx="3" cy="${cy + 4}" rx="${rx}" ry="${ry}" fill="none" stroke="${metal.deep}" stroke-width="${w}" opacity=".6"/>`;
  out += `<ellipse cy="${cy}" rx="${rx}" ry="${ry}" fill="none" stroke="${metal.stroke}" stroke-width="${w}"/>`;
  out += `<path d="M${-rx + 2} ${cy}A${rx - 2} ${ry - 2} 0 0 1 ${-rx * 0.3} ${n(cy - ry * 0.94)}" stroke="${metal.shine}" stroke-width="3" fill="none" stroke-linecap="round" opacity=".8"/>`;
  out += `<rect x="-8" y="${cy - ry - w / 2 - 4}" width="16" height="${w + 8}" rx="4" fill="${metal.fill}" stroke="${metal.deep}" stroke-width=".8"/>`;
  if (huggie) {
    for (let i = 0; i < 11; i++) {
      const t = (25 + i * 13) * (Math.PI / 180);
      out += stoneAt(defs, 'diamond', 7, Math.cos(t) * rx, cy + Math.sin(t) * ry);
    }
  }
  return pair(p, out, 0);
}

function pearlDrop(p: Piece): string {
  const { metal, defs } = p;
  const out =
    `<path d="M0 250C-2 190 8 150 38 150C66 150 72 190 56 214" stroke="${metal.stroke}" stroke-width="5" fill="none" stroke-linecap="round"/>` +
    `<circle cy="268" r="16" fill="none" stroke="${metal.stroke}" stroke-width="6"/>` +
    `<path d="M-10 258L10 278M10 258L-10 278" stroke="${metal.deep}" stroke-width="2"/>` +
    `<path d="M0 284V384" stroke="${metal.stroke}" stroke-width="4"/>` +
    gem({ defs, kind: 'pearl', x: 0, y: 444, r: 60 }) +
    `<path d="M-24 392Q0 372 24 392L16 384Q0 376-16 384Z" fill="${metal.fill}" stroke="${metal.deep}" stroke-width="1"/>`;
  return pair(p, out, 0);
}

function stud(p: Piece): string {
  const { metal, defs } = p;
  const kind = p.main ?? 'diamond';
  if (p.motif === 'bezel') return pair(p, bezel(metal, 0, 400, 64) + gem({ defs, kind, x: 0, y: 400, r: 62 }), 0);
  if (p.motif === 'flower') {
    let out = `<circle cy="400" r="84" fill="${metal.fill}" stroke="${metal.deep}"/>`;
    for (let i = 0; i < 6; i++) {
      const a = (i / 6) * Math.PI * 2;
      out += stoneAt(defs, kind, 26, Math.cos(a) * 50, 400 + Math.sin(a) * 50);
    }
    return pair(p, out + gem({ defs, kind, x: 0, y: 400, r: 27 }), 0);
  }
  const out =
    `<path d="M-40 452L-56 390L56 390L40 452Z" fill="${metal.shade}" stroke="${metal.deep}" stroke-width="1"/>` +
    gem({ defs, kind, x: 0, y: 392, r: 74 }) +
    prongs(metal, 0, 392, 74, 4);
  return pair(p, out, 0);
}

function butterfly(p: Piece): string {
  const { metal } = p;
  let out = '';
  for (const side of [-1, 1]) {
    out += `<ellipse cx="${side * 52}" cy="370" rx="58" ry="44" transform="rotate(${side * -32} ${side * 52} 370)" fill="${metal.fill}" stroke="${metal.deep}" stroke-width="1.2"/>`;
    out += `<ellipse cx="${side * 52}" cy="370" rx="34" ry="22" transform="rotate(${side * -32} ${side * 52} 370)" fill="none" stroke="${metal.deep}" stroke-width="2" opacity=".6"/>`;
    out += `<ellipse cx="${side * 40}" cy="446" rx="38" ry="30" transform="rotate(${side * 24} ${side * 40} 446)" fill="${metal.fill}" stroke="${metal.deep}" stroke-width="1.2"/>`;
    out += `<path d="M${side * 4} 330Q${side * 18} 290 ${side * 34} 284" stroke="${metal.stroke}" stroke-width="3" fill="none" stroke-linecap="round"/>`;
  }
  return pair(p, `${out}<ellipse cy="400" rx="11" ry="64" fill="${metal.fill}" stroke="${metal.deep}"/>`, 0);
}

function crescentDrop(p: Piece): string {
  const { metal, defs } = p;
  let out = bezel(metal, 0, 200, 16) + gem({ defs, kind: 'diamond', x: 0, y: 200, r: 16 });
  out += `<path d="M0 218V300" stroke="${metal.stroke}" stroke-width="4"/>`;
  out += `<path d="M-100 300A100 100 0 0 0 100 300A100 52 0 0 1-100 300Z" fill="${metal.fill}" stroke="${metal.deep}" stroke-width="1.2"/>`;
  for (let i = 0; i < 11; i++) {
    const t = (22 + i * 13.6) * (Math.PI / 180);
    out += stoneAt(defs, 'diamond', 7, Math.cos(t) * 88, 300 + Math.sin(t) * 76);
  }
  return pair(p, out + gem({ defs, kind: 'diamond', x: 0, y: 418, r: 12 }));
}

/** Drawn around y ≈ 400, then enlarged so a pair fills the frame. */
export const drawEarrings: DrawPiece = (p) => `<g transform="matrix(1.22 0 0 1.22 -88 -84)">${earringBody(p)}</g>`;

function earringBody(p: Piece): string {
  switch (p.motif) {
    case 'jhumka':
    case 'temple-jhumka':
      return jhumka(p);
    case 'chandbali':
      return chandbali(p);
    case 'hoop':
    case 'huggie':
      return hoop(p, p.motif === 'huggie');
    case 'pearl-drop':
      return pearlDrop(p);
    case 'butterfly':
      return butterfly(p);
    case 'crescent':
      return crescentDrop(p);
    default:
      return stud(p);
  }
}

export function earringMotif(slug: string): string {
  const rules: [string, string][] = [
    ['temple-jhumka', 'temple-jhumka'],
    ['jhumka', 'jhumka'],
    ['chandbali', 'chandbali'],
    ['huggie', 'huggie'],
    ['hoops', 'hoop'],
    ['pearl-drop', 'pearl-drop'],
    ['bezel', 'bezel'],
    ['flower', 'flower'],
    ['butterfly', 'butterfly'],
    ['crescent', 'crescent'],
  ];
  return rules.find(([key]) => slug.includes(key))?.[1] ?? 'solitaire';
}
