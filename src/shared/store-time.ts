/**
 * The time zone of each store (by store code), for scheduled publishing: an editor sets "midnight"
 * in the store's own time, whatever the server's or their browser's clock says.
 */
export const STORE_TIME_ZONES: Readonly<Record<string, string>> = { in: 'Asia/Kolkata', ae: 'Asia/Dubai' };

export const storeTimeZone = (storeCode: string): string => STORE_TIME_ZONES[storeCode.toLowerCase()] ?? 'UTC';

/** Minutes the zone is ahead of UTC at that instant. */
function offsetMinutes(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  const asUtc = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60_000);
}

/** `2026-11-27T00:00` on the store's clock → the instant; null when the text is not such a time. */
export function storeTimeToInstant(local: string, timeZone: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return null;
  const [, year, month, day, hour, minute] = match.map(Number) as number[];
  const wall = Date.UTC(year!, month! - 1, day!, hour!, minute!);
  if (Number.isNaN(wall) || new Date(wall).getUTCDate() !== day) return null;
  let instant = wall - offsetMinutes(wall, timeZone) * 60_000;
  instant = wall - offsetMinutes(instant, timeZone) * 60_000;
  return new Date(instant);
}

/** The instant on the store's clock, `2026-11-27T00:00`. */
export function instantToStoreTime(instant: Date, timeZone: string): string {
  const local = new Date(instant.getTime() + offsetMinutes(instant.getTime(), timeZone) * 60_000);
  return local.toISOString().slice(0, 16);
}
