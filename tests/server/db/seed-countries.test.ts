import { describe, expect, it } from 'vitest';
import { countries } from '@/server/db/seed/data/countries';
import { SHIPPING_COUNTRIES } from '@/shared/place-names';

// The seed's side of tests/shared/place-names.test.ts: the seed writes the names the storefront shows.
describe('seeded countries', () => {
  it('the seed writes the same countries as the shared place names, India with its 36 states and territories', () => {
    expect(countries.map((country) => country.name.en)).toEqual(SHIPPING_COUNTRIES.map((country) => country.name.en));
    expect(countries.find((country) => country.code === 'IN')?.states).toHaveLength(36);
  });
});
