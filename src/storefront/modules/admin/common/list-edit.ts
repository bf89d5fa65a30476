/** A copy of the list with the item at `index` moved by `by` places (kept inside the list). */
export function moved<T>(list: T[], index: number, by: number): T[] {
  const target = Math.min(list.length - 1, Math.max(0, index + by));
  const next = [...list];
  const [item] = next.splice(index, 1);
  next.splice(target, 0, item!);
  return next;
}

/** A copy of the list with the item at `index` changed. */
export const replaced = <T>(list: T[], index: number, change: Partial<T>): T[] => list.map((item, at) => (at === index ? { ...item, ...change } : item));

/** A typed number from a text box: blank is NaN, so the services refuse it naming the field. */
export const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** A whole number of thousandths (grams → mg, carats → milli-carats) from a decimal text box. */
export const thousandthsOf = (text: string) => Math.round(numberOf(text) * 1000);

/** Basis points from a percent text box (12.5 → 1250). */
export const basisPointsOf = (text: string) => Math.round(numberOf(text) * 100);
