import { createRandom } from '../data/seeded-random';
import type { MetalTone } from './palette';
import { makePiece, type PieceSpec } from './product-art';
import { PIECES } from './pieces';
import { Defs, n, radial, sparkle, svgDocument } from './svg-kit';

/**
 * Wide banners (1600 × 700) for the home page, the menu and offers. The left ~40 % stays
 * quiet because the storefront sets the banner's title and button there; the jewellery sits
 * on the right. No text is baked in, so one picture serves every language.
 */
type Pattern = 'mandala' | 'rays' | 'stars' | 'arabesque' | 'silk' | 'arch';

interface Placement extends Omit<PieceSpec, 'salt'> {
  x: number;
  y: number;
  scale: number;
  rotate?: number;
}

interface BannerDesign {
  background: [string, string];
  pattern: Pattern;
  /** Colour of the pattern's lines. */
  line: string;
  pieces: Placement[];
  gift?: boolean;
}

const gold: { tone: MetalTone } = { tone: 'yellow' };

export const BANNERS: Record<string, BannerDesign> = {
  'bridal-edit': {
    background: ['#6d1426', '#2a040d'],
    pattern: 'mandala',
    line: '#e2b866',
    pieces: [
      { ...gold, category: 'necklaces', motif: 'kundan', x: 1120, y: 330, scale: 0.95 },
      { ...gold, category: 'earrings', motif: 'temple-jhumka', x: 1440, y: 470, scale: 0.42 },
    ],
  },
  'diamond-solitaires': {
    background: ['#1d3266', '#060d22'],
    pattern: 'rays',
    line: '#9fc0ff',
    pieces: [{ tone: 'white', category: 'rings', motif: 'halo', main: 'diamond', x: 1150, y: 360, scale: 0.9 }],
  },
  'temple-heritage': {
    background: ['#145040', '#04170f'],
    pattern: 'arch',
    line: '#d7b25a',
    pieces: [
      { ...gold, category: 'earrings', motif: 'temple-jhumka', x: 1120, y: 340, scale: 0.85 },
      { ...gold, category: 'rings', motif: 'temple', main: 'ruby', x: 1440, y: 470, scale: 0.42 },
    ],
  },
  'gold-souk': {
    background: ['#4a2f12', '#130a03'],
    pattern: 'arabesque',
    line: '#d9a441',
    pieces: [{ ...gold, category: 'bangles', motif: 'filigree', x: 1130, y: 330, scale: 0.95 }],
  },
  'gold-coins': {
    background: ['#2b2b2f', '#070708'],
    pattern: 'rays',
    line: '#e9c46a',
    pieces: [
      { ...gold, category: 'coins', motif: 'lotus', grams: 10, x: 1000, y: 380, scale: 0.62, rotate: -8 },
      { ...gold, category: 'coins', motif: 'lotus', grams: 10, x: 1260, y: 330, scale: 0.62, rotate: 6 },
      { ...gold, category: 'coins', motif: 'lotus', grams: 10, x: 1130, y: 470, scale: 0.62, rotate: -2 },
    ],
  },
  'menu-new-arrivals': {
    background: ['#fcf6ec', '#ead9bf'],
    pattern: 'silk',
    line: '#c9a46a',
    pieces: [
      { tone: 'white', category: 'earrings', motif: 'flower', main: 'diamond', x: 1060, y: 380, scale: 0.62 },
      { tone: 'white', category: 'pendants', motif: 'solitaire', main: 'diamond', x: 1380, y: 330, scale: 0.6 },
    ],
  },
  'menu-platinum': {
    background: ['#eef1f4', '#c3ccd6'],
    pattern: 'silk',
    line: '#9aa6b2',
    pieces: [
      { tone: 'platinum', category: 'rings', motif: 'band', x: 1080, y: 370, scale: 0.72, rotate: -10 },
      { tone: 'platinum', category: 'rings', motif: 'band', x: 1320, y: 380, scale: 0.66, rotate: 12 },
    ],
  },
  'menu-everyday': {
    background: ['#fbeee7', '#e7cbbd'],
    pattern: 'silk',
    line: '#c98a72',
    pieces: [
      { ...gold, category: 'chains', motif: 'rope', x: 1080, y: 350, scale: 0.72 },
      { ...gold, category: 'earrings', motif: 'hoop', x: 1390, y: 380, scale: 0.55 },
    ],
  },
  'ad-making-offer': {
    background: ['#7a1a2c', '#2e050e'],
    pattern: 'mandala',
    line: '#e8c06a',
    pieces: [{ ...gold, category: 'bangles', motif: 'pair', x: 1140, y: 340, scale: 0.9 }],
  },
  'ad-exchange': {
    background: ['#18473a', '#05160f'],
    pattern: 'arch',
    line: '#d9b45c',
    pieces: [
      { ...gold, category: 'bangles', motif: 'kada', main: 'ruby', accent: 'emerald', x: 1060, y: 360, scale: 0.7 },
      { ...gold, category: 'coins', motif: 'lotus', grams: 8, x: 1380, y: 420, scale: 0.45 },
    ],
  },
  'ad-welcome': {
    background: ['#fdf4ea', '#ecd7bb'],
    pattern: 'silk',
    line: '#c7a15f',
    gift: true,
    pieces: [{ ...gold, category: 'rings', motif: 'solitaire', main: 'diamond', x: 1180, y: 250, scale: 0.62 }],
  },
  'ad-eid-gifts': {
    background: ['#0f3a47', '#03121a'],
    pattern: 'stars',
    line: '#f0d58c',
    pieces: [
      { ...gold, category: 'pendants', motif: 'hilal', x: 1120, y: 330, scale: 0.8 },
      { ...gold, category: 'pendants', motif: 'evil-eye', main: 'sapphire', x: 1420, y: 380, scale: 0.55 },
    ],
  },
};

function pattern(design: BannerDesign, seed: string): string {
  const random = createRandom(`banner:${seed}`);
  const line = design.line;
  switch (design.pattern) {
    case 'mandala': {
      // Concentric rings, alternately dotted and solid, like a rangoli around the piece.
      let rings = '';
      for (let r = 90, i = 0; r <= 420; r += 55, i++) rings += `<circle cx="1130" cy="350" r="${r}"${i % 2 ? ' stroke-dasharray="none"' : ''}/>`;
      return `<g fill="none" stroke="${line}" stroke-dasharray="2 9" opacity=".24">${rings}</g>`;
    }
    case 'rays': {
      const rays = Array.from({ length: 28 }, (_, i) => {
        const a = (i / 28) * Math.PI * 2;
        return `M1150 350L${n(1150 + Math.cos(a) * 900)} ${n(350 + Math.sin(a) * 900)}`;
      }).join('');
      return `<path d="${rays}" stroke="${line}" stroke-width="1.5" opacity=".1"/><circle cx="1150" cy="350" r="300" fill="${line}" opacity=".08"/>`;
    }
    case 'stars': {
      const star = sparkle(0, 0, 10).replace('<path', '<path id="st"');
      const stars = Array.from(
        { length: 22 },
        () => `<use href="#st" transform="translate(${random.int(600, 1580)} ${random.int(20, 680)}) scale(${n(random.next() * 0.8 + 0.4)})" opacity="${n(random.next() * 0.6 + 0.3)}"/>`,
      ).join('');
      return `<defs>${star}</defs>${stars}`;
    }
    case 'arabesque':
      // Eight-pointed stars repeated by an SVG pattern rather than one group per star.
      return (
        `<defs><pattern id="ar" width="150" height="150" patternUnits="userSpaceOnUse"><g transform="translate(75 75)" fill="none" stroke="${line}" stroke-width="1.5"><rect x="-40" y="-40" width="80" height="80"/><rect x="-40" y="-40" width="80" height="80" transform="rotate(45)"/></g></pattern></defs>` +
        `<rect x="620" width="980" height="700" fill="url(#ar)" opacity=".2"/>`
      );
    case 'arch':
      return `<path d="M860 700V330A270 270 0 0 1 1400 330V700" fill="none" stroke="${line}" stroke-width="3" opacity=".45"/><path d="M890 700V334A240 240 0 0 1 1370 334V700" fill="none" stroke="${line}" stroke-width="1" opacity=".35"/>`;
    default: {
      const waves = Array.from({ length: 6 }, (_, i) => {
        const y = 120 + i * 100;
        return `M0 ${y}C400 ${y - 90} 800 ${y + 90} 1600 ${y - 30}`;
      }).join('');
      return `<path d="${waves}" fill="none" stroke="${line}" stroke-width="2" opacity=".18"/>`;
    }
  }
}

function giftBox(defs: Defs): string {
  const box = defs.use('gbx', () =>
    '<linearGradient id="gbx" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#8c1d32"/><stop offset="1" stop-color="#4a0815"/></linearGradient>',
  );
  return (
    `<rect x="1010" y="380" width="340" height="240" rx="10" fill="${box}"/>` +
    `<rect x="990" y="340" width="380" height="60" rx="10" fill="${box}" stroke="#3a0611" stroke-width="2"/>` +
    `<rect x="1160" y="340" width="40" height="280" fill="#e2b866"/>` +
    `<path d="M1180 340C1120 280 1060 300 1100 340M1180 340C1240 280 1300 300 1260 340" fill="none" stroke="#e2b866" stroke-width="14" stroke-linecap="round"/>`
  );
}

export function bannerSvg(id: string): string {
  const design = BANNERS[id];
  if (!design) throw new Error(`No banner artwork named ${id}`);
  const defs = new Defs();
  const bg = defs.use('bnr', () =>
    radial(
      'bnr',
      [
        [0, design.background[0]],
        [1, design.background[1]],
      ],
      'cx=".7" cy=".45" r=".75"',
    ),
  );
  const seen = new Map<string, string>();
  const pieces = design.pieces
    .map((placement, index) => {
      const entry = PIECES[placement.category];
      if (!entry) throw new Error(`No artwork for category ${placement.category}`);
      // Identical pieces (a stack of coins) are drawn once and reused.
      const key = `${placement.category}:${placement.motif}:${placement.tone}:${placement.main}`;
      let ref = seen.get(key);
      if (!ref) {
        const piece = makePiece(defs, { ...placement, salt: `${id}:${index}` });
        ref = `bp${index}`;
        const drawing = entry.draw(piece);
        defs.add(ref, () => `<g id="bp${index}">${drawing}</g>`);
        seen.set(key, ref);
      }
      const shadow = `<ellipse cx="${placement.x}" cy="${n(placement.y + (entry.shadowY - 400) * placement.scale + 10)}" rx="${n(230 * placement.scale)}" ry="${n(26 * placement.scale)}" fill="#000" opacity=".25"/>`;
      return `${shadow}<use href="#${ref}" transform="translate(${placement.x} ${placement.y}) rotate(${placement.rotate ?? 0}) scale(${placement.scale}) translate(-400 -400)"/>`;
    })
    .join('');
  const body =
    `<rect width="1600" height="700" fill="${bg}"/>` +
    pattern(design, id) +
    (design.gift ? giftBox(defs) : '') +
    pieces +
    sparkle(1000 + ((id.length * 37) % 400), 160, 16);
  return svgDocument({ width: 1600, height: 700, defs, body, label: id.replace(/-/g, ' ') });
}
