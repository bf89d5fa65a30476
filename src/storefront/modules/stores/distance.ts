import type { Store } from '@/shared/contracts/content';

export interface Position {
  latitude: number;
  longitude: number;
}

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine): good to a few metres at city scale. */
export function distanceKm({ from, to }: { from: Position; to: Position }): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

export interface StoreWithDistance extends Store {
  distanceKm: number | null;
}

export interface ListStoresOptions {
  stores: readonly Store[];
  city?: string | null;
  /** The shopper's position, when they allowed it: nearest first; otherwise the services' order. */
  origin?: Position | null;
}

export function listStores({ stores, city, origin }: ListStoresOptions): StoreWithDistance[] {
  const inCity = city ? stores.filter((store) => store.city === city) : stores;
  const withDistance = inCity.map((store) => ({ ...store, distanceKm: origin ? distanceKm({ from: origin, to: store }) : null }));
  return origin ? withDistance.sort((a, b) => a.distanceKm! - b.distanceKm!) : withDistance;
}

/** Cities in the order their first store appears, each once. */
export function listCities(stores: readonly Store[]): string[] {
  return [...new Set(stores.map((store) => store.city))];
}

/** A directions link any maps app understands; no third-party script on the page. */
export function directionsUrl(store: Position): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${store.latitude},${store.longitude}`;
}

/** `+91 22 4000 1201` → `tel:+912240001201`. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
