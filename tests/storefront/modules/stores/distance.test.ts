import { describe, expect, it } from 'vitest';
import { directionsUrl, distanceKm, listCities, listStores, telHref } from '@/storefront/modules/stores/distance';

const store = (storeID: number, city: string, latitude: number, longitude: number) => ({ storeID, name: `S${storeID}`, address: '', city, phone: '', hours: '', latitude, longitude });
const stores = [store(1, 'Mumbai', 18.9497, 72.8329), store(2, 'New Delhi', 28.6519, 77.1909), store(3, 'Bengaluru', 12.9822, 77.6083)];

describe('store locator', () => {
  it('measures great-circle distances (Mumbai to Delhi is about 1,150 km)', () => {
    const km = distanceKm({ from: stores[0]!, to: stores[1]! });
    expect(km).toBeGreaterThan(1100);
    expect(km).toBeLessThan(1200);
    expect(distanceKm({ from: stores[0]!, to: stores[0]! })).toBe(0);
  });

  it('sorts nearest first only with a position, and filters by city', () => {
    expect(listStores({ stores }).map((entry) => entry.storeID)).toEqual([1, 2, 3]);
    expect(listStores({ stores, origin: { latitude: 13, longitude: 77.6 } }).map((entry) => entry.storeID)).toEqual([3, 1, 2]);
    expect(listStores({ stores, city: 'Mumbai' }).map((entry) => [entry.storeID, entry.distanceKm])).toEqual([[1, null]]);
    expect(listCities([...stores, store(4, 'Mumbai', 19, 72.8)])).toEqual(['Mumbai', 'New Delhi', 'Bengaluru']);
  });

  it('builds tel: and directions links', () => {
    expect(telHref('+91 22 4000 1201')).toBe('tel:+912240001201');
    expect(directionsUrl({ latitude: 25.2697, longitude: 55.2962 })).toBe('https://www.google.com/maps/dir/?api=1&destination=25.2697,55.2962');
  });
});
