/** Points along curves, for placing links, beads and stones along a chain. */
export type Point = [number, number];

export interface Sample {
  x: number;
  y: number;
  /** Direction of travel, degrees. */
  angle: number;
}

export type Cubic = [Point, Point, Point, Point];

export function cubicAt([a, b, c, d]: Cubic, t: number): Sample {
  const u = 1 - t;
  const x = u * u * u * a[0] + 3 * u * u * t * b[0] + 3 * u * t * t * c[0] + t * t * t * d[0];
  const y = u * u * u * a[1] + 3 * u * u * t * b[1] + 3 * u * t * t * c[1] + t * t * t * d[1];
  const dx = 3 * u * u * (b[0] - a[0]) + 6 * u * t * (c[0] - b[0]) + 3 * t * t * (d[0] - c[0]);
  const dy = 3 * u * u * (b[1] - a[1]) + 6 * u * t * (c[1] - b[1]) + 3 * t * t * (d[1] - c[1]);
  return { x, y, angle: (Math.atan2(dy, dx) * 180) / Math.PI };
}

/** `count` points evenly spaced by arc length between t = from and t = to. */
export function alongCubic(curve: Cubic, count: number, from = 0, to = 1): Sample[] {
  const fine = 240;
  const table: { t: number; length: number }[] = [];
  let length = 0;
  let previous = cubicAt(curve, from);
  for (let i = 0; i <= fine; i++) {
    const t = from + ((to - from) * i) / fine;
    const point = cubicAt(curve, t);
    length += Math.hypot(point.x - previous.x, point.y - previous.y);
    table.push({ t, length });
    previous = point;
  }
  return Array.from({ length: count }, (_, i) => {
    const target = count === 1 ? length / 2 : (length * i) / (count - 1);
    const row = table.find((entry) => entry.length >= target) ?? table[table.length - 1];
    return cubicAt(curve, row?.t ?? to);
  });
}

export const cubicPath = ([a, b, c, d]: Cubic): string =>
  `M${a[0]} ${a[1]}C${b[0]} ${b[1]} ${c[0]} ${c[1]} ${d[0]} ${d[1]}`;

/** The same U-shaped curve hanging lower or higher. */
export function neckline(drop: number, spread = 250, top = 90): Cubic {
  return [
    [400 - spread, top],
    [400 - spread * 0.92, top + drop * 1.3],
    [400 + spread * 0.92, top + drop * 1.3],
    [400 + spread, top],
  ];
}

/**
 * A crescent: the part of circle (c1, R) outside circle (c2, r), with c2 shifted from c1 by
 * (dx, dy). Drawn with two arcs between the circles' intersection points.
 */
export function crescentPath(c1: Point, R: number, r: number, dx: number, dy: number): string {
  const d = Math.hypot(dx, dy);
  const a = (R * R - r * r + d * d) / (2 * d);
  const h = Math.sqrt(Math.max(0, R * R - a * a));
  const [ux, uy] = [dx / d, dy / d];
  const [mx, my] = [c1[0] + ux * a, c1[1] + uy * a];
  const p1: Point = [mx - uy * h, my + ux * h];
  const p2: Point = [mx + uy * h, my - ux * h];
  const f = (v: number) => Math.round(v * 10) / 10;
  const large = a > d ? 1 : 0;
  return `M${f(p1[0])} ${f(p1[1])}A${R} ${R} 0 1 1 ${f(p2[0])} ${f(p2[1])}A${r} ${r} 0 ${large} 0 ${f(p1[0])} ${f(p1[1])}Z`;
}
