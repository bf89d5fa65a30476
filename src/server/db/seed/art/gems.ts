import { type MetalPaint, stonePaint, type StoneKind } from './palette';
import { Defs, n, polyline } from './svg-kit';

/**
 * Stones seen face up. Big stones get a brilliant-cut facet pattern (light and dark kites
 * around an octagonal table), small ones a body colour and a highlight, which is what the
 * eye expects at pavé size.
 */
export type GemShape = 'round' | 'oval' | 'pear' | 'princess' | 'flat' | 'bead';

export interface GemOptions {
  defs: Defs;
  kind: StoneKind;
  x: number;
  y: number;
  /** Radius (round), half-width (other shapes). */
  r: number;
  shape?: GemShape;
  /** Height ÷ width for oval and pear. */
  aspect?: number;
  rotate?: number;
}

const isPearlLike = (kind: StoneKind) => kind === 'pearl' || kind === 'black_bead';

function facets(r: number, sides: number, squash: number): string {
  const table = r * 0.52;
  const point = (radius: number, angle: number): [number, number] => [
    radius * Math.cos(angle),
    radius * Math.sin(angle) * squash,
  ];
  let light = '';
  let dark = '';
  for (let i = 0; i < sides; i++) {
    const a = (i / sides) * Math.PI * 2;
    const b = ((i + 1) / sides) * Math.PI * 2;
    const mid = (a + b) / 2;
    const kite = polyline([point(table, a), point(r, a), point(r * 0.98, mid), point(table, b)], true);
    if (i % 2 === 0) light += kite;
    else dark += kite;
  }
  const tablePath = polyline(
    Array.from({ length: sides }, (_, i) => point(table, (i / sides) * Math.PI * 2)),
    true,
  );
  return (
    `<path d="${light}" fill="#fff" opacity=".38"/><path d="${dark}" fill="#0b1f3a" opacity=".16"/>` +
    `<path d="${tablePath}" fill="#fff" opacity=".22" stroke="#fff" stroke-opacity=".55" stroke-width="${n(Math.max(0.6, r / 40))}"/>`
  );
}

function pearPath(w: number, h: number): string {
  // Point at the top, round belly at the bottom.
  return `M0 ${n(-h)}C${n(w * 0.55)} ${n(-h * 0.45)} ${n(w)} ${n(h * 0.05)} ${n(w)} ${n(h * 0.35)}A${n(w)} ${n(w)} 0 0 1 ${n(-w)} ${n(h * 0.35)}C${n(-w)} ${n(h * 0.05)} ${n(-w * 0.55)} ${n(-h * 0.45)} 0 ${n(-h)}Z`;
}

export function gem({ defs, kind, x, y, r, shape = 'round', aspect = 1.3, rotate = 0 }: GemOptions): string {
  const fill = stonePaint(defs, kind);
  const open = `<g transform="translate(${n(x)} ${n(y)})${rotate ? ` rotate(${n(rotate)})` : ''}">`;
  if (isPearlLike(kind) || shape === 'bead') {
    return `${open}<circle r="${n(r)}" fill="${fill}"/><ellipse cx="${n(-r * 0.3)}" cy="${n(-r * 0.35)}" rx="${n(r * 0.32)}" ry="${n(r * 0.22)}" fill="#fff" opacity=".75"/></g>`;
  }
  if (r < 9) {
    const body = shape === 'oval' ? `<ellipse rx="${n(r)}" ry="${n(r * aspect)}" fill="${fill}"/>` : `<circle r="${n(r)}" fill="${fill}"/>`;
    return `${open}${body}<circle cx="${n(-r * 0.3)}" cy="${n(-r * 0.3)}" r="${n(r * 0.32)}" fill="#fff" opacity=".85"/></g>`;
  }
  if (shape === 'flat') {
    // Polki: uncut, a soft glassy surface with a few broad facets.
    return `${open}<rect x="${n(-r)}" y="${n(-r)}" width="${n(2 * r)}" height="${n(2 * r)}" rx="${n(r * 0.35)}" fill="${fill}"/><path d="M${n(-r * 0.6)} ${n(-r * 0.2)}L${n(-r * 0.1)} ${n(-r * 0.65)}L${n(r * 0.55)} ${n(-r * 0.15)}L${n(r * 0.1)} ${n(r * 0.6)}Z" fill="#fff" opacity=".35"/></g>`;
  }
  if (shape === 'princess') {
    const s = r * 0.92;
    return `${open}<rect x="${n(-s)}" y="${n(-s)}" width="${n(2 * s)}" height="${n(2 * s)}" fill="${fill}"/><path d="M${n(-s)} ${n(-s)}L${n(s)} ${n(s)}M${n(s)} ${n(-s)}L${n(-s)} ${n(s)}" stroke="#fff" stroke-opacity=".5" stroke-width="1.2"/><rect x="${n(-s * 0.5)}" y="${n(-s * 0.5)}" width="${n(s)}" height="${n(s)}" fill="#fff" opacity=".25"/></g>`;
  }
  if (shape === 'pear') {
    const h = r * aspect;
    return `${open}<path d="${pearPath(r, h)}" fill="${fill}"/><path d="M0 ${n(-h * 0.55)}L${n(r * 0.45)} ${n(h * 0.3)}L0 ${n(h * 0.72)}L${n(-r * 0.45)} ${n(h * 0.3)}Z" fill="#fff" opacity=".3"/><path d="M0 ${n(-h)}L0 ${n(h * 0.72)}M${n(-r)} ${n(h * 0.35)}L${n(r)} ${n(h * 0.35)}" stroke="#fff" stroke-opacity=".35" stroke-width="1"/></g>`;
  }
  const squash = shape === 'oval' ? aspect : 1;
  const body = shape === 'oval' ? `<ellipse rx="${n(r)}" ry="${n(r * squash)}" fill="${fill}"/>` : `<circle r="${n(r)}" fill="${fill}"/>`;
  if (r < 16) {
    // Medium stones: a table and a glint; full facets would only add bytes at this size.
    return `${open}${body}<circle r="${n(r * 0.5)}" fill="#fff" opacity=".3"/><path d="M${n(-r * 0.75)} ${n(-r * 0.15)}L${n(-r * 0.15)} ${n(-r * 0.75)}" stroke="#fff" stroke-width="${n(r * 0.22)}" stroke-linecap="round" opacity=".8"/></g>`;
  }
  return `${open}${body}${facets(r, 8, squash)}</g>`;
}

/** Claws over the stone's girdle: drawn after the stone. */
export function prongs(metal: MetalPaint, x: number, y: number, r: number, count: 4 | 6, squash = 1): string {
  const start = count === 4 ? Math.PI / 4 : 0;
  let out = '';
  for (let i = 0; i < count; i++) {
    const a = start + (i / count) * Math.PI * 2;
    const px = x + Math.cos(a) * r * 0.97;
    const py = y + Math.sin(a) * r * 0.97 * squash;
    out += `<ellipse cx="${n(px)}" cy="${n(py)}" rx="${n(r * 0.13)}" ry="${n(r * 0.11)}" fill="${metal.fill}" stroke="${metal.deep}" stroke-width=".8"/>`;
  }
  return out;
}

/** A metal rim around the stone, drawn before it. */
export function bezel(metal: MetalPaint, x: number, y: number, r: number, squash = 1): string {
  return `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(r + Math.max(2.5, r * 0.14))}" ry="${n((r + Math.max(2.5, r * 0.14)) * squash)}" fill="${metal.fill}" stroke="${metal.deep}" stroke-width=".8"/>`;
}

/**
 * A repeated stone: drawn once as a symbol and placed with <use>, which keeps pavé-heavy
 * pictures under the 8 KB budget.
 */
export function stoneAt(defs: Defs, kind: StoneKind, r: number, x: number, y: number, shape: GemShape = 'round'): string {
  const id = `u${kind.slice(0, 2)}${shape.slice(0, 1)}${String(r).replace('.', '_')}`;
  defs.add(id, () => `<g id="${id}">${gem({ defs, kind, x: 0, y: 0, r, shape })}</g>`);
  return `<use href="#${id}" x="${n(x)}" y="${n(y)}"/>`;
}
