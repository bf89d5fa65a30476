import { bezel, gem, stoneAt } from './gems';
import { alongCubic, type Cubic, cubicAt, cubicPath, neckline, type Sample } from './geometry';
import type { DrawPiece, Piece } from './scene';
import { n } from './svg-kit';

/**
 * Necklaces lie as a U on the paper. Repeated elements (kundan units, coins, rosettes) are
 * drawn once as a symbol and placed along the curve with <use>, turned to follow it.
 */
function place(id: string, samples: Sample[], scale?: (i: number) => number): string {
  return samples
    .map((s, i) => {
      const k = scale ? scale(i) : 1;
      return `<use href="#${id}" transform="translate(${n(s.x)} ${n(s.y)}) rotate(${n(s.angle)})${k === 1 ? '' : ` scale(${Math.round(k * 100) / 100})`}"/>`;
    })
    .join('');
}

function chain(p: Piece, curve: Cubic, width = 4): string {
  const d = cubicPath(curve);
  return (
    `<path d="${d}" fill="none" stroke="${p.metal.stroke}" stroke-width="${width}"/>` +
    `<path d="${d}" fill="none" stroke="${p.metal.deep}" stroke-width="${width}" stroke-dasharray="2 4" opacity=".45"/>`
  );
}

function kundan(p: Piece): string {
  const { defs, metal } = p;
  const curve = neckline(320, 232, 120);
  defs.add('ku', () =>
    `<g id="ku"><path d="M0 17V30" stroke="${metal.mid}" stroke-width="2"/>` +
    gem({ defs, kind: 'emerald', x: 0, y: 38, r: 6.5, shape: 'bead' }) +
    stoneAt(defs, 'pearl', 5.5, 0, 52, 'bead') +
    `<rect x="-21" y="-18" width="42" height="36" rx="9" fill="${metal.fill}" stroke="${metal.deep}"/>` +
    gem({ defs, kind: 'polki', x: 0, y: 0, r: 12, shape: 'flat' }) +
    `<path d="M-15-12h0M15-12h0" stroke="#d3143f" stroke-width="5" stroke-linecap="round"/></g>`,
  );
  // The silk dori that ties the choker, one path for both cords.
  let cordPath = '';
  let tassels = '';
  for (const end of [0, 1]) {
    const a = cubicAt(curve, end ? 0.93 : 0.07);
    const tip = end ? 640 : 160;
    cordPath += `M${n(a.x)} ${n(a.y)}Q${n(a.x)} 70 ${tip} 52`;
    tassels += `<ellipse cx="${tip}" cy="60" rx="7" ry="16"/>`;
  }
  const cords = `<path d="${cordPath}" stroke="#8b1a2b" stroke-width="5" fill="none"/><g fill="#8b1a2b">${tassels}</g>`;
  const bottom = cubicAt(curve, 0.5);
  const pendant =
    `<g transform="translate(${n(bottom.x)} ${n(bottom.y + 30)})">` +
    `<path d="M0-26C30-26 40 10 0 48C-40 10-30-26 0-26Z" fill="${metal.fill}" stroke="${metal.deep}"/>` +
    gem({ defs, kind: 'polki', x: 0, y: 6, r: 16, shape: 'flat' }) +
    gem({ defs, kind: 'emerald', x: 0, y: 66, r: 11, shape: 'bead' }) +
    stoneAt(defs, 'pearl', 5.5, 0, 86, 'bead') +
    `</g>`;
  return cords + place('ku', alongCubic(curve, 13, 0.1, 0.9)) + pendant;
}

function coinMala(p: Piece): string {
  const { defs, metal } = p;
  const curve = neckline(470, 240, 80);
  defs.add('kc', () =>
    `<g id="kc"><circle r="25" fill="${metal.fill}" stroke="${metal.deep}"/><circle r="19" fill="none" stroke="${metal.deep}" stroke-width="1.2" opacity=".6"/>` +
    `<ellipse cy="-2" rx="6" ry="9" fill="${metal.light}" stroke="${metal.deep}" stroke-width=".8"/><path d="M-10 9Q0 3 10 9" stroke="${metal.deep}" stroke-width="1.5" fill="none"/></g>`,
  );
  const bottom = cubicAt(curve, 0.5);
  return (
    chain(p, curve, 5) +
    place('kc', alongCubic(curve, 27, 0.06, 0.94).map((s) => ({ ...s, y: s.y + 18, angle: s.angle * 0.3 }))) +
    bezel(metal, bottom.x, bottom.y + 58, 20, 1.3) +
    gem({ defs, kind: 'ruby', x: bottom.x, y: bottom.y + 58, r: 20, shape: 'oval', aspect: 1.3 })
  );
}

function riviere(p: Piece): string {
  const { defs, metal } = p;
  const curve = neckline(360, 228, 100);
  defs.add('dg', () => `<g id="dg">${bezel(metal, 0, 0, 10)}${gem({ defs, kind: 'diamond', x: 0, y: 0, r: 10 })}</g>`);
  const samples = alongCubic(curve, 29, 0.06, 0.94);
  const size = (i: number) => 0.55 + 0.7 * Math.pow(1 - Math.abs((2 * i) / (samples.length - 1) - 1), 1.6);
  const bottom = cubicAt(curve, 0.5);
  return (
    chain(p, curve, 3) +
    place('dg', samples, size) +
    `<path d="M${n(bottom.x)} ${n(bottom.y + 14)}V${n(bottom.y + 40)}" stroke="${metal.stroke}" stroke-width="4"/>` +
    gem({ defs, kind: 'diamond', x: bottom.x, y: bottom.y + 76, r: 26, shape: 'pear', aspect: 1.45 })
  );
}

function mangalsutra(p: Piece): string {
  const { defs, metal } = p;
  const strands = [neckline(340, 228, 100), neckline(372, 236, 96)];
  let out = '';
  for (const curve of strands) {
    const d = cubicPath(curve);
    out += `<path d="${d}" fill="none" stroke="#111" stroke-width="9" stroke-dasharray="0 10.5" stroke-linecap="round"/>`;
    out += `<path d="${d}" fill="none" stroke="${metal.light}" stroke-width="10" stroke-dasharray="0 63" stroke-dashoffset="5" stroke-linecap="round"/>`;
  }
  const b = cubicAt(strands[1] as Cubic, 0.5);
  out += `<path d="M${n(b.x)} ${n(b.y)}V${n(b.y + 40)}" stroke="${metal.stroke}" stroke-width="5"/>`;
  for (const dx of [-30, 30]) {
    out += `<circle cx="${n(b.x + dx)}" cy="${n(b.y + 78)}" r="28" fill="${metal.fill}" stroke="${metal.deep}"/>`;
    out += `<ellipse cx="${n(b.x + dx)}" cy="${n(b.y + 72)}" rx="18" ry="12" fill="${metal.shade}"/>`;
  }
  for (let i = 0; i < 6; i++) {
    const a = (i / 6) * Math.PI * 2;
    out += stoneAt(defs, 'diamond', 6, b.x + Math.cos(a) * 11, b.y + 38 + Math.sin(a) * 11);
  }
  return out + gem({ defs, kind: 'diamond', x: b.x, y: b.y + 38, r: 6 });
}

function pearlStrands(p: Piece): string {
  const { defs, metal } = p;
  const strands = [neckline(330, 222, 100), neckline(395, 230, 100), neckline(460, 238, 100)];
  let out = '';
  for (const curve of strands) {
    const d = cubicPath(curve);
    out += `<path d="${d}" fill="none" stroke="#a8967e" stroke-width="16" stroke-dasharray="0 16" stroke-linecap="round"/>`;
    out += `<path d="${d}" fill="none" stroke="#efe5d6" stroke-width="13.5" stroke-dasharray="0 16" stroke-linecap="round"/>`;
    out += `<path d="${d}" fill="none" stroke="#fff" stroke-width="4" stroke-dasharray="0 16" stroke-linecap="round" transform="translate(-2.5 -3)"/>`;
  }
  for (const t of [0.16, 0.84]) {
    const a = cubicAt(strands[0] as Cubic, t);
    const c = cubicAt(strands[2] as Cubic, t);
    out += `<path d="M${n(a.x)} ${n(a.y)}L${n(c.x)} ${n(c.y)}" stroke="${metal.fill}" stroke-width="14" stroke-linecap="round"/>`;
  }
  const b = cubicAt(strands[2] as Cubic, 0.5);
  return (
    out +
    bezel(metal, b.x, b.y + 34, 22, 1.3) +
    gem({ defs, kind: [p.main, p.accent].find((k) => k && k !== 'pearl') ?? 'ruby', x: b.x, y: b.y + 34, r: 22, shape: 'oval', aspect: 1.3 }) +
    gem({ defs, kind: 'pearl', x: b.x, y: b.y + 82, r: 12 })
  );
}

function leaves(p: Piece): string {
  const { defs, metal } = p;
  const curve = neckline(320, 228, 110);
  const leaf = 'M0 0C10-13 32-13 46 0C32 13 10 13 0 0Z';
  defs.add('lf', () => `<path id="lf" d="${leaf}" fill="${metal.fill}" stroke="${metal.deep}" stroke-width=".8"/>`);
  defs.add('ld', () =>
    `<g id="ld"><path d="${leaf}" fill="${metal.fill}" stroke="${metal.deep}" stroke-width=".8"/><path d="M6 0H40" stroke="#fff" stroke-width="5" stroke-dasharray="0 8" stroke-linecap="round"/></g>`,
  );
  const samples = alongCubic(curve, 13, 0.26, 0.74);
  const leavesOut = samples
    .map((s, i) => {
      const side = i % 2 ? 38 : -38;
      return `<use href="#${i % 2 ? 'ld' : 'lf'}" transform="translate(${n(s.x)} ${n(s.y)}) rotate(${n(s.angle + side)})"/>`;
    })
    .join('');
  return chain(p, curve, 3) + leavesOut;
}

function drops(p: Piece): string {
  const { defs, metal } = p;
  const curve = neckline(330, 226, 100);
  defs.add('ed', () =>
    `<g id="ed"><path d="M0 0V16" stroke="${metal.stroke}" stroke-width="3"/>` +
    `<path d="M0 10C22 26 28 46 28 56A28 28 0 0 1-28 56C-28 46-22 26 0 10Z" fill="${metal.fill}" stroke="#fff" stroke-width="5" stroke-dasharray="0 8" stroke-linecap="round"/>` +
    gem({ defs, kind: p.main ?? 'emerald', x: 0, y: 48, r: 19, shape: 'pear', aspect: 1.3 }) +
    `</g>`,
  );
  const samples = alongCubic(curve, 5, 0.3, 0.7).map((s) => ({ ...s, angle: 0 }));
  return chain(p, curve, 3) + place('ed', samples);
}

function collar(p: Piece): string {
  const { defs, metal } = p;
  const curve = neckline(310, 226, 110);
  defs.add('cl', () => `<rect id="cl" x="-13" y="-7" width="26" height="14" rx="5" fill="${metal.fill}" stroke="${metal.deep}"/>`);
  defs.add('cd', () => `<g id="cd">${bezel(metal, 0, 0, 9)}${gem({ defs, kind: 'diamond', x: 0, y: 0, r: 9 })}</g>`);
  const samples = alongCubic(curve, 31, 0.04, 0.96);
  return samples.map((s, i) => place(i % 2 ? 'cd' : 'cl', [s])).join('');
}

function bib(p: Piece): string {
  const { defs, metal } = p;
  defs.add('ro', () => {
    let petals = '';
    for (let i = 0; i < 6; i++) {
      petals += `<ellipse cy="-11" rx="6" ry="10" transform="rotate(${i * 60})" fill="none" stroke="${metal.light}" stroke-width="2.2"/>`;
    }
    return `<g id="ro"><circle r="22" fill="${metal.shade}" opacity=".5"/><circle r="22" fill="none" stroke="${metal.stroke}" stroke-width="4"/>${petals}<circle r="5" fill="${metal.fill}"/></g>`;
  });
  const base = neckline(300, 226, 110);
  let out = chain(p, base, 5);
  const rows: [number, number][] = [
    [11, 30],
    [9, 72],
    [7, 114],
    [5, 156],
  ];
  for (const [count, offset] of rows) {
    const spread = count / 11;
    out += place('ro', alongCubic(base, count, 0.5 - 0.36 * spread, 0.5 + 0.36 * spread).map((s) => ({ ...s, y: s.y + offset, angle: 0 })));
  }
  const last = alongCubic(base, 5, 0.5 - 0.36 * (5 / 11), 0.5 + 0.36 * (5 / 11));
  for (const s of last) {
    out += `<path d="M${n(s.x)} ${n(s.y + 178)}V${n(s.y + 214)}" stroke="${metal.stroke}" stroke-width="3"/><circle cx="${n(s.x)}" cy="${n(s.y + 220)}" r="7" fill="${metal.fill}" stroke="${metal.deep}"/>`;
  }
  return out;
}

function plates(p: Piece): string {
  const { defs, metal } = p;
  const curve = neckline(300, 232, 120);
  defs.add('op', () =>
    `<g id="op"><path d="M0 20V34" stroke="${metal.mid}" stroke-width="2"/>${gem({ defs, kind: 'cubic_zirconia', x: 0, y: 46, r: 8, shape: 'pear', aspect: 1.4 })}` +
    `<rect x="-18" y="-22" width="36" height="44" rx="7" fill="${metal.fill}" stroke="${metal.deep}"/>` +
    `<rect x="-12" y="-16" width="24" height="32" rx="4" fill="none" stroke="${metal.deep}" stroke-width="2"/>` +
    `<path d="M0-10L7 0L0 10L-7 0Z" fill="${metal.light}"/></g>`,
  );
  return chain(p, curve, 4) + place('op', alongCubic(curve, 11, 0.14, 0.86));
}

export const drawNecklace: DrawPiece = (p) => {
  switch (p.motif) {
    case 'kundan':
      return kundan(p);
    case 'coins':
      return coinMala(p);
    case 'riviere':
      return riviere(p);
    case 'mangalsutra':
      return mangalsutra(p);
    case 'pearls':
      return pearlStrands(p);
    case 'leaf':
      return leaves(p);
    case 'collar':
      return collar(p);
    case 'bib':
      return bib(p);
    case 'plates':
      return plates(p);
    default:
      return drops(p);
  }
};

export function necklaceMotif(slug: string): string {
  const rules: [string, string][] = [
    ['kundan', 'kundan'],
    ['kasu', 'coins'],
    ['riviere', 'riviere'],
    ['mangalsutra', 'mangalsutra'],
    ['pearl', 'pearls'],
    ['leaf', 'leaf'],
    ['collar', 'collar'],
    ['bib', 'bib'],
    ['oxidised', 'plates'],
  ];
  return rules.find(([key]) => slug.includes(key))?.[1] ?? 'drops';
}
