/**
 * Small helpers for hand-written SVG: compact numbers, a registry of <defs> so each file
 * carries only the gradients it uses, and the document wrapper. Files must stay under 8 KB,
 * hence the one-decimal numbers and the short ids.
 */

/** A number with at most one decimal, no trailing zeros. */
export const n = (value: number): string => String(Math.round(value * 10) / 10);

/** Points as an SVG path "M x y L x y ...". */
export function polyline(points: readonly [number, number][], close = false): string {
  const body = points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${n(x)} ${n(y)}`).join('');
  return close ? `${body}Z` : body;
}

/** A smooth path through points (Catmull-Rom turned into cubic Béziers). */
export function smoothPath(points: readonly [number, number][], close = false): string {
  const count = points.length;
  const at = (i: number): [number, number] => {
    const index = close ? (i + count) % count : Math.max(0, Math.min(count - 1, i));
    return points[index] ?? [0, 0];
  };
  const [x0, y0] = at(0);
  let d = `M${n(x0)} ${n(y0)}`;
  const segments = close ? count : count - 1;
  for (let i = 0; i < segments; i++) {
    const [ax, ay] = at(i - 1);
    const [bx, by] = at(i);
    const [cx, cy] = at(i + 1);
    const [dx, dy] = at(i + 2);
    d += `C${n(bx + (cx - ax) / 6)} ${n(by + (cy - ay) / 6)} ${n(cx - (dx - bx) / 6)} ${n(cy - (dy - by) / 6)} ${n(cx)} ${n(cy)}`;
  }
  return close ? `${d}Z` : d;
}

/** An ellipse as a path (so it can be combined with another with fill-rule evenodd). */
export const ellipsePath = (cx: number, cy: number, rx: number, ry: number): string =>
  `M${n(cx - rx)} ${n(cy)}a${n(rx)} ${n(ry)} 0 1 0 ${n(2 * rx)} 0a${n(rx)} ${n(ry)} 0 1 0 ${n(-2 * rx)} 0Z`;

export class Defs {
  private readonly items = new Map<string, string>();

  /** Registers a definition once and returns `url(#id)`. */
  use(id: string, markup: () => string): string {
    if (!this.items.has(id)) this.items.set(id, markup());
    return `url(#${id})`;
  }

  has(id: string): boolean {
    return this.items.has(id);
  }

  /** Registers a definition referenced by `href="#id"` (symbols, paths for text). */
  add(id: string, markup: () => string): string {
    if (!this.items.has(id)) this.items.set(id, markup());
    return `#${id}`;
  }

  toString(): string {
    return this.items.size ? `<defs>${[...this.items.values()].join('')}</defs>` : '';
  }
}

export type Stop = [offset: number, colour: string, opacity?: number];

export const stops = (list: readonly Stop[]): string =>
  list.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`).join('');

export function linear(id: string, list: readonly Stop[], attrs = 'x1="0" y1="0" x2="1" y2="1"'): string {
  return `<linearGradient id="${id}" ${attrs}>${stops(list)}</linearGradient>`;
}

export function radial(id: string, list: readonly Stop[], attrs = ''): string {
  return `<radialGradient id="${id}"${attrs ? ` ${attrs}` : ''}>${stops(list)}</radialGradient>`;
}

export interface DocumentOptions {
  width: number;
  height: number;
  defs: Defs;
  body: string;
  label: string;
}

export function svgDocument({ width, height, defs, body, label }: DocumentOptions): string {
  const safe = label.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${safe}">${defs}${body}</svg>\n`;
}

/** A four-pointed glint, the jeweller's shorthand for "this catches the light". */
export function sparkle(x: number, y: number, r: number, opacity = 0.9): string {
  const q = r * 0.12;
  return `<path d="M${n(x)} ${n(y - r)}Q${n(x + q)} ${n(y - q)} ${n(x + r)} ${n(y)}Q${n(x + q)} ${n(y + q)} ${n(x)} ${n(y + r)}Q${n(x - q)} ${n(y + q)} ${n(x - r)} ${n(y)}Q${n(x - q)} ${n(y - q)} ${n(x)} ${n(y - r)}Z" fill="#fff" opacity="${opacity}"/>`;
}
