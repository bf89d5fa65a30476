import { detailBackground, type DrawPiece, glints, type Piece } from './scene';
import { n, smoothPath } from './svg-kit';

/**
 * Chains are drawn as one curve stroked several times with dash patterns: the first stroke is
 * the metal, the later ones cut holes and catch highlights, which reads as links at this size
 * and costs a few hundred bytes instead of one element per link.
 */
type Layer = [paint: 'metal' | 'deep' | 'shine' | 'mid', width: number, dash?: string, offset?: number, shift?: boolean];

const STYLES: Record<string, Layer[]> = {
  rope: [
    ['metal', 14],
    ['deep', 14, '2 5', 0],
    ['shine', 3, '3 4', 0, true],
  ],
  box: [
    ['metal', 12, '11 2'],
    ['deep', 5, '5 8', -3],
    ['shine', 2, '11 2', 0, true],
  ],
  curb: [
    ['metal', 18, '22 3'],
    ['deep', 7, '13 12', -5],
    ['shine', 2.5, '22 3', 0, true],
  ],
  singapore: [
    ['metal', 8],
    ['deep', 8, '4 3', 0],
    ['shine', 2, '3 4', 1, true],
  ],
  cable: [
    ['metal', 10, '15 8'],
    ['deep', 4, '7 16', -4],
    ['metal', 4, '9 14', -16],
  ],
  wheat: [
    ['metal', 12],
    ['deep', 12, '2 4', 0],
    ['shine', 5, '2 4', -3],
  ],
  link: [
    ['metal', 15, '24 4'],
    ['deep', 5, '16 12', -4],
    ['mid', 3],
  ],
  figaro: [
    ['metal', 11, '13 4 13 4 13 4 32 4'],
    ['deep', 4, '7 10 7 10 7 10 26 10', -3],
  ],
  bismarck: [
    ['metal', 20],
    ['deep', 20, '3 4', 0],
    ['shine', 9, '2 5', -2],
  ],
};

function lobsterClasp(p: Piece, x: number, y: number, angle: number): string {
  const { metal } = p;
  return (
    `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})">` +
    `<circle cx="-26" r="11" fill="none" stroke="${metal.stroke}" stroke-width="5"/>` +
    `<path d="M-14 0C-10-16 20-18 34-6C40 0 38 8 30 10C18 14-8 14-14 0Z" fill="${metal.fill}" stroke="${metal.deep}" stroke-width="1.2"/>` +
    `<path d="M4-6C12-10 22-8 28-3" stroke="${metal.deep}" stroke-width="2" fill="none"/></g>`
  );
}

/** The chain laid flat in a loose loop, its two ends meeting near the bottom. */
function loop(p: Piece): { d: string; end: [number, number, number]; start: [number, number] } {
  const points: [number, number][] = [];
  const count = 18;
  const [rx, ry] = [p.random.int(246, 266), p.random.int(220, 240)];
  for (let i = 0; i <= count; i++) {
    const a = Math.PI * (0.58 + (1.8 * i) / count);
    const wobble = i === 0 || i === count ? 0 : p.random.int(-5, 5);
    points.push([400 + Math.cos(a) * (rx + wobble), 392 + Math.sin(a) * (ry + wobble)]);
  }
  const [sx, sy] = points[0] ?? [0, 0];
  const [ex, ey] = points[count] ?? [0, 0];
  const [px, py] = points[count - 1] ?? [0, 0];
  return { d: smoothPath(points), start: [sx, sy], end: [ex, ey, (Math.atan2(ey - py, ex - px) * 180) / Math.PI] };
}

/** The chain's strokes along a path, every width and dash multiplied by `zoom`. */
function strokes(p: Piece, d: string, zoom = 1): string {
  const { metal } = p;
  const paints = { metal: metal.stroke, deep: metal.deep, shine: metal.shine, mid: metal.mid };
  const scale = (dash: string) => dash.split(' ').map((v) => Number(v) * zoom).join(' ');
  return (STYLES[p.motif] ?? STYLES.cable ?? [])
    .map(([paint, width, dash, offset, shift]) => {
      const extra = `${dash ? ` stroke-dasharray="${scale(dash)}"` : ''}${offset ? ` stroke-dashoffset="${offset * zoom}"` : ''}${shift ? ` transform="translate(${-1.5 * zoom} ${-2 * zoom})"` : ''}`;
      const opacity = paint === 'deep' ? ' opacity=".6"' : paint === 'shine' ? ' opacity=".8"' : '';
      return `<path d="${d}" fill="none" stroke="${paints[paint]}" stroke-width="${width * zoom}"${extra}${opacity}/>`;
    })
    .join('');
}

const baseWidth = (p: Piece) => (STYLES[p.motif] ?? STYLES.cable ?? [])[0]?.[1] ?? 10;

export const drawChain: DrawPiece = (p) => {
  const { d, start, end } = loop(p);
  const { metal } = p;
  return (
    `<path d="${d}" fill="none" stroke="#5a4128" stroke-width="${baseWidth(p) + 4}" opacity=".18" transform="translate(4 7)"/>` +
    strokes(p, d) +
    `<circle cx="${n(start[0])}" cy="${n(start[1])}" r="9" fill="none" stroke="${metal.stroke}" stroke-width="4"/>` +
    lobsterClasp(p, end[0] + Math.cos((end[2] * Math.PI) / 180) * 14, end[1] + Math.sin((end[2] * Math.PI) / 180) * 14, end[2])
  );
};

/** Close-up: a short length of chain across the frame, links three times their size. */
export function chainDetail(p: Piece): string {
  const d = `M-40 ${p.random.int(600, 680)}C240 ${p.random.int(560, 640)} 480 ${p.random.int(220, 300)} 840 ${p.random.int(140, 220)}`;
  return (
    detailBackground(p.defs, p.random) +
    `<path d="${d}" fill="none" stroke="#5a4128" stroke-width="${baseWidth(p) * 3 + 8}" opacity=".16" transform="translate(8 14)"/>` +
    strokes(p, d, 3) +
    glints(p.random, [[p.random.int(300, 380), p.random.int(420, 480)]], 20)
  );
}

export function chainMotif(slug: string): string {
  const styles = ['rope', 'box', 'curb', 'singapore', 'cable', 'wheat', 'link', 'figaro', 'bismarck'];
  return styles.find((style) => slug.includes(style)) ?? 'cable';
}
