import { crescentPath } from './geometry';
import { bezel, gem, prongs, stoneAt } from './gems';
import type { DrawPiece, Piece } from './scene';
import { n, smoothPath } from './svg-kit';

/** A pendant hangs from a short length of chain that leaves the frame at the top. */
const BAIL_Y = 232;

function chainAndBail(p: Piece, blackBeads = false): string {
  const { metal } = p;
  const left = 'M230 -10Q290 170 392 226';
  const right = 'M570 -10Q510 170 408 226';
  const strand = (d: string) =>
    blackBeads
      ? `<path d="${d}" fill="none" stroke="#111" stroke-width="8" stroke-dasharray="0 10" stroke-linecap="round"/>`
      : `<path d="${d}" fill="none" stroke="${metal.stroke}" stroke-width="4"/><path d="${d}" fill="none" stroke="${metal.deep}" stroke-width="4" stroke-dasharray="2 4" opacity=".4"/>`;
  return (
    strand(left) +
    strand(right) +
    `<rect x="388" y="${BAIL_Y - 16}" width="24" height="40" rx="11" fill="${metal.fill}" stroke="${metal.deep}"/>` +
    `<rect x="395" y="${BAIL_Y - 8}" width="10" height="22" rx="5" fill="${metal.deep}" opacity=".5"/>`
  );
}

/** The sacred syllable drawn as raised strokes on a medallion. */
function om(p: Piece): string {
  const { metal } = p;
  const glyph =
    'M-62-52C-28-78 10-50-22-14M-22-14C20-22 34 36-12 58C-40 70-66 56-76 40M-16 24C18-8 62-6 70 32C76 62 52 80 30 68M4-76Q34-52 64-76';
  const raised = (stroke: string, width: number, dx: number) =>
    `<path d="${glyph}" transform="translate(${400 + dx} ${430 + dx})" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;
  return (
    `<circle cx="400" cy="430" r="150" fill="${metal.fill}" stroke="${metal.deep}" stroke-width="1.5"/>` +
    `<circle cx="400" cy="430" r="136" fill="none" stroke="${metal.light}" stroke-width="8" stroke-dasharray="0 14" stroke-linecap="round"/>` +
    `<circle cx="400" cy="430" r="124" fill="${metal.shade}" opacity=".45"/>` +
    raised(metal.deep, 20, 3) +
    raised(metal.light, 16, 0) +
    `<circle cx="${434}" cy="${330}" r="11" fill="${metal.light}" stroke="${metal.deep}" stroke-width="2"/>`
  );
}

function lotus(p: Piece): string {
  const { metal, defs } = p;
  let out = '';
  for (const [count, length, offset] of [
    [8, 100, 0],
    [8, 70, 22.5],
  ] as const) {
    for (let i = 0; i < count; i++) {
      out += `<path d="M400 440C${400 - 30} ${440 - length * 0.5} ${400 - 16} ${440 - length} 400 ${440 - length - 14}C${400 + 16} ${440 - length} ${400 + 30} ${440 - length * 0.5} 400 440Z" transform="rotate(${i * 45 + offset} 400 440)" fill="${metal.fill}" stroke="${metal.deep}" stroke-width="1.2"/>`;
    }
  }
  return out + bezel(metal, 400, 440, 22) + gem({ defs, kind: p.main ?? 'ruby', x: 400, y: 440, r: 22 });
}

function solitaire(p: Piece): string {
  const { metal, defs } = p;
  return (
    `<path d="M400 252L400 300" stroke="${metal.stroke}" stroke-width="6"/>` +
    `<path d="M352 360L376 418L424 418L448 360Z" fill="${metal.shade}" stroke="${metal.deep}"/>` +
    gem({ defs, kind: p.main ?? 'diamond', x: 400, y: 370, r: 76 }) +
    prongs(metal, 400, 370, 76, 4)
  );
}

function heartPoints(scale: number, cx: number, cy: number, count: number): [number, number][] {
  return Array.from({ length: count }, (_, i) => {
    const t = (i / count) * Math.PI * 2;
    const x = 16 * Math.sin(t) ** 3;
    const y = -(13 * Math.cos(t) - 5 * Math.cos(2 * t) - 2 * Math.cos(3 * t) - Math.cos(4 * t));
    return [cx + x * scale, cy + y * scale];
  });
}

function heart(p: Piece): string {
  const { metal, defs } = p;
  const outline = smoothPath(heartPoints(9.5, 400, 430, 40), true);
  let out = `<path d="${outline}" fill="none" stroke="${metal.deep}" stroke-width="32" transform="translate(3 4)" opacity=".5"/><path d="${outline}" fill="none" stroke="${metal.stroke}" stroke-width="30"/>`;
  for (const [x, y] of heartPoints(9.5, 400, 430, 18)) out += stoneAt(defs, 'diamond', 8, x, y);
  return out;
}

function evilEye(p: Piece): string {
  const { metal, defs } = p;
  let out = `<circle cx="400" cy="420" r="128" fill="${metal.fill}" stroke="${metal.deep}" stroke-width="1.5"/>`;
  for (let i = 0; i < 12; i++) {
    const a = (i / 12) * Math.PI * 2;
    out += stoneAt(defs, 'diamond', 13, 400 + Math.cos(a) * 106, 420 + Math.sin(a) * 106);
  }
  return (
    out +
    gem({ defs, kind: p.main ?? 'sapphire', x: 400, y: 420, r: 84 }) +
    `<circle cx="400" cy="420" r="50" fill="#f7fbff"/><circle cx="400" cy="420" r="34" fill="${defs.use('geye', () => '<radialGradient id="geye"><stop offset="0" stop-color="#8fd0ff"/><stop offset="1" stop-color="#2a7fc4"/></radialGradient>')}"/>` +
    `<circle cx="400" cy="420" r="16" fill="#0b1630"/><circle cx="390" cy="408" r="7" fill="#fff" opacity=".85"/>`
  );
}

function teardrop(p: Piece, withRuby: boolean): string {
  const { metal, defs } = p;
  const outer = 'M400 270C470 340 500 400 500 450A100 100 0 0 1 300 450C300 400 330 340 400 270Z';
  let out = `<path d="${outer}" fill="${metal.fill}" stroke="${metal.deep}" stroke-width="1.5"/>`;
  if (withRuby) {
    out += `<path d="${outer}" fill="none" stroke="${metal.light}" stroke-width="9" stroke-dasharray="4 3" transform="translate(400 455) scale(.92) translate(-400 -455)"/>`;
    out += gem({ defs, kind: 'ruby', x: 400, y: 440, r: 62, shape: 'pear', aspect: 1.35 });
    return out + `<path d="M400 552V574" stroke="${metal.stroke}" stroke-width="4"/>` + gem({ defs, kind: 'pearl', x: 400, y: 600, r: 26 });
  }
  out += `<path d="${outer}" fill="${metal.shade}" opacity=".6" transform="translate(400 455) scale(.78) translate(-400 -455)"/>`;
  for (let i = 0; i < 10; i++) {
    const a = (i / 10) * Math.PI * 2;
    out += stoneAt(defs, 'diamond', 9, 400 + Math.cos(a) * 38, 462 + Math.sin(a) * 38);
  }
  return out;
}

function infinity(p: Piece): string {
  const { metal, defs } = p;
  const points: [number, number][] = Array.from({ length: 48 }, (_, i) => {
    const t = (i / 48) * Math.PI * 2;
    const d = 1 + Math.sin(t) ** 2;
    return [400 + (175 * Math.cos(t)) / d, 420 + (175 * Math.sin(t) * Math.cos(t)) / d];
  });
  const path = smoothPath(points, true);
  let out = `<path d="${path}" fill="none" stroke="${metal.deep}" stroke-width="30" opacity=".45" transform="translate(3 4)"/><path d="${path}" fill="none" stroke="${metal.stroke}" stroke-width="28"/>`;
  for (let i = -8; i < 8; i++) {
    const point = points[(i + 48) % 48];
    if (point) out += stoneAt(defs, 'diamond', 8, point[0], point[1]);
  }
  return `<g transform="translate(0 30)">${out}</g>`;
}

function peacock(p: Piece): string {
  const { metal, defs } = p;
  let out = '';
  for (let i = 0; i < 7; i++) {
    const a = -72 + i * 24;
    out += `<g transform="rotate(${a} 400 520)"><ellipse cx="400" cy="390" rx="30" ry="92" fill="${metal.fill}" stroke="${metal.deep}" stroke-width="1.2"/><ellipse cx="400" cy="350" rx="16" ry="24" fill="none" stroke="${metal.deep}" stroke-width="2"/>${gem({ defs, kind: p.main ?? 'emerald', x: 400, y: 350, r: 10 })}</g>`;
  }
  out += `<path d="M400 560C370 540 372 480 392 450C398 430 388 410 392 396C398 380 420 384 418 398C416 410 408 430 414 452C430 490 430 540 400 560Z" fill="${metal.fill}" stroke="${metal.deep}" stroke-width="1.5"/>`;
  return out + `<circle cx="410" cy="394" r="3" fill="${metal.deep}"/><path d="M404 382L398 364M410 380L412 362M416 384L426 368" stroke="${metal.stroke}" stroke-width="3" stroke-linecap="round"/>`;
}

function hilal(p: Piece): string {
  const { metal, defs } = p;
  const star = Array.from({ length: 10 }, (_, i) => {
    const r = i % 2 ? 22 : 54;
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    return `${n(478 + Math.cos(a) * r)} ${n(414 + Math.sin(a) * r)}`;
  }).join('L');
  let out = `<path d="${crescentPath([390, 430], 160, 128, 62, -18)}" fill="${metal.fill}" stroke="${metal.deep}" stroke-width="1.5"/>`;
  out += `<path d="M${star}Z" fill="${metal.fill}" stroke="${metal.deep}" stroke-width="1.5"/>`;
  for (let i = 0; i < 5; i++) {
    const a = -Math.PI / 2 + (i * 2 * Math.PI) / 5;
    out += stoneAt(defs, 'diamond', 6, 478 + Math.cos(a) * 32, 414 + Math.sin(a) * 32);
  }
  out += gem({ defs, kind: 'diamond', x: 478, y: 414, r: 10 });
  return out;
}

export const drawPendant: DrawPiece = (p) => {
  const chain = chainAndBail(p, p.motif === 'tanmaniya');
  const bodies: Record<string, () => string> = {
    om: () => om(p),
    lotus: () => lotus(p),
    solitaire: () => solitaire(p),
    heart: () => heart(p),
    'evil-eye': () => evilEye(p),
    tanmaniya: () => teardrop(p, false),
    ruby: () => teardrop(p, true),
    infinity: () => infinity(p),
    peacock: () => peacock(p),
    hilal: () => hilal(p),
  };
  return chain + (bodies[p.motif] ?? bodies.solitaire ?? (() => ''))();
};

export function pendantMotif(slug: string): string {
  const keys = ['om', 'lotus', 'heart', 'evil-eye', 'tanmaniya', 'ruby', 'infinity', 'peacock', 'hilal'];
  return keys.find((key) => slug.startsWith(`${key}-`) || slug.includes(`-${key}-`)) ?? 'solitaire';
}
