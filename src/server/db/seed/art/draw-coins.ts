import { detailBackground, type DrawPiece, type Piece, trayBackground } from './scene';
import { n, radial } from './svg-kit';

/**
 * Coins: the obverse with an emblem, the reverse with the mint's mark, and the sealed assay
 * card they are sold in. Only Latin capitals and digits are lettered, so any serif font will do.
 */
const FONT = 'font-family="Georgia,\'Times New Roman\',serif" font-weight="bold" text-anchor="middle"';

function lettering(p: Piece, text: string, x: number, y: number, size: number, spacing = 2): string {
  const attrs = `${FONT} font-size="${size}" letter-spacing="${spacing}"`;
  return `<text x="${x + 1.5}" y="${y + 1.5}" ${attrs} fill="${p.metal.shine}" opacity=".7">${text}</text><text x="${x}" y="${y}" ${attrs} fill="${p.metal.deep}">${text}</text>`;
}

function arcText(p: Piece, text: string, top: boolean): string {
  const id = top ? 'at' : 'ab';
  p.defs.add(id, () =>
    top ? `<path id="at" d="M228 400A172 172 0 0 1 572 400"/>` : `<path id="ab" d="M206 400A194 194 0 0 0 594 400"/>`,
  );
  return `<text ${FONT} font-size="26" letter-spacing="6" fill="${p.metal.deep}"><textPath href="#${id}" startOffset="50%">${text}</textPath></text>`;
}

function blank(p: Piece): string {
  const { metal, defs } = p;
  const field = defs.use('cf', () =>
    radial(
      'cf',
      [
        [0, metal.light],
        [0.75, metal.mid],
        [1, metal.deep],
      ],
      'cx=".42" cy=".38" r=".75"',
    ),
  );
  return (
    `<circle cx="400" cy="414" r="236" fill="${metal.deep}"/>` +
    `<circle cx="400" cy="400" r="236" fill="${metal.fill}"/>` +
    `<circle cx="400" cy="400" r="222" fill="none" stroke="${metal.light}" stroke-width="9"/>` +
    `<circle cx="400" cy="400" r="198" fill="${field}"/>` +
    `<circle cx="400" cy="400" r="207" fill="none" stroke="${metal.shine}" stroke-width="6" stroke-dasharray="0 10.8" stroke-linecap="round"/>`
  );
}

function emblem(p: Piece): string {
  const { metal } = p;
  if (p.motif === 'arabesque') {
    const square = `<rect x="320" y="290" width="160" height="160" fill="none" stroke="${metal.deep}" stroke-width="7"/>`;
    let out = `<g transform="rotate(45 400 370)">${square}</g>${square}<circle cx="400" cy="370" r="46" fill="none" stroke="${metal.deep}" stroke-width="5"/>`;
    for (let i = 0; i < 8; i++) out += `<ellipse cx="400" cy="340" rx="8" ry="22" transform="rotate(${i * 45} 400 370)" fill="${metal.light}" stroke="${metal.deep}" stroke-width="2"/>`;
    return `<g transform="translate(0 -20)">${out}</g>`;
  }
  let out = '';
  if (p.motif === 'lakshmi') {
    // Rays behind the lotus, as on puja coins: one path, many segments.
    const rays = Array.from({ length: 24 }, (_, i) => {
      const a = ((-84 + i * 7.3 - 90) * Math.PI) / 180;
      return `M${n(400 + Math.cos(a) * 40)} ${n(360 + Math.sin(a) * 40)}L${n(400 + Math.cos(a) * 110)} ${n(360 + Math.sin(a) * 110)}`;
    }).join('');
    out += `<path d="${rays}" stroke="${metal.deep}" stroke-width="2" opacity=".45"/>`;
  }
  for (const [count, length, offset, tone] of [
    [9, 110, -80, metal.light],
    [7, 80, -72, metal.shine],
  ] as const) {
    const id = `pt${length}`;
    p.defs.add(id, () => `<path id="${id}" d="M400 400C380 ${400 - length * 0.5} 388 ${400 - length} 400 ${400 - length - 10}C412 ${400 - length} 420 ${400 - length * 0.5} 400 400Z" fill="${tone}" stroke="${metal.deep}" stroke-width="2"/>`);
    for (let i = 0; i < count; i++) {
      const angle = offset + (i * (2 * -offset)) / (count - 1);
      out += `<use href="#${id}" transform="rotate(${n(angle)} 400 400)"/>`;
    }
  }
  return `<g transform="translate(0 -30)">${out}<path d="M330 404Q400 432 470 404" stroke="${metal.deep}" stroke-width="4" fill="none"/></g>`;
}

export const drawCoin: DrawPiece = (p) =>
  blank(p) + emblem(p) + arcText(p, p.fineness, true) + lettering(p, p.purityLabel, 400, 500, 34, 3) + lettering(p, p.weightLabel, 400, 552, 44, 2);

function reverse(p: Piece): string {
  return (
    blank(p) +
    arcText(p, 'SRI LAKSHMI VILAS', true) +
    arcText(p, `${p.purityLabel} · ${p.fineness}`, false) +
    lettering(p, 'SLV', 400, 440, 120, 10) +
    `<path d="M300 470H500" stroke="${p.metal.deep}" stroke-width="3"/>` +
    lettering(p, p.weightLabel, 400, 520, 40, 2)
  );
}

export function coinDetail(p: Piece): string {
  return detailBackground(p.defs, p.random) + `<g transform="translate(400 400) rotate(${p.random.int(-12, 12)}) scale(1.08) translate(-400 -400)">${reverse(p)}</g>`;
}

/** The coin sealed in its tamper-proof card, lying on a velvet tray. */
export function coinCard(p: Piece): string {
  const { metal, defs } = p;
  const gold = p.fineness === 'FINE GOLD';
  const card = defs.use('card', () =>
    radial(
      'card',
      [
        [0, gold ? '#7a1a2c' : '#1f3566'],
        [1, gold ? '#3d0913' : '#0b1833'],
      ],
      'cx=".5" cy=".35" r=".9"',
    ),
  );
  const holo = defs.use('holo', () =>
    '<linearGradient id="holo"><stop offset="0" stop-color="#ff9ad5"/><stop offset=".3" stop-color="#9fe7ff"/><stop offset=".6" stop-color="#c6ff9f"/><stop offset="1" stop-color="#ffe29a"/></linearGradient>',
  );
  const foil = (text: string, y: number, size: number, spacing = 3) =>
    `<text x="400" y="${y}" ${FONT} font-size="${size}" letter-spacing="${spacing}" fill="${metal.fill}">${text}</text>`;
  const serial = `No. ${p.random.int(1_000_000, 9_999_999)}`;
  return (
    trayBackground(defs, p.random) +
    `<rect x="188" y="72" width="436" height="668" rx="26" fill="#000" opacity=".35" transform="translate(8 10)"/>` +
    `<rect x="182" y="66" width="436" height="668" rx="26" fill="${card}" stroke="${metal.light}" stroke-width="3"/>` +
    `<rect x="198" y="82" width="404" height="636" rx="18" fill="none" stroke="${metal.mid}" stroke-width="1.5" opacity=".7"/>` +
    foil('SLV', 160, 58, 10) +
    foil('SRI LAKSHMI VILAS', 194, 17, 5) +
    `<circle cx="400" cy="390" r="158" fill="#000" opacity=".25" stroke="${metal.light}" stroke-width="3"/>` +
    `<g transform="translate(400 390) scale(.62) translate(-400 -400)">${drawCoin(p)}</g>` +
    `<ellipse cx="350" cy="300" rx="90" ry="40" fill="#fff" opacity=".12" transform="rotate(-30 350 300)"/>` +
    foil(`${p.fineness} ${p.purityLabel.replace('24K ', '')}`, 602, 24, 4) +
    foil(p.weightLabel, 650, 44, 2) +
    `<text x="260" y="700" font-family="Georgia,serif" font-size="14" fill="${metal.light}">ASSAYED · SEALED</text>` +
    `<text x="260" y="684" font-family="Georgia,serif" font-size="14" fill="${metal.light}">${serial}</text>` +
    `<circle cx="548" cy="680" r="26" fill="${holo}" opacity=".85"/>`
  );
}

export function coinMotif(slug: string): string {
  if (slug.includes('arabesque')) return 'arabesque';
  return slug.includes('lakshmi') ? 'lakshmi' : 'lotus';
}
