import { SHIPPING_COUNTRIES } from '@/shared/place-names';
import type { SeedCountry } from '../types';

/** Shipping countries and their states, named in every language (src/shared/place-names.ts, shared with the storefront). */
export const countries: SeedCountry[] = SHIPPING_COUNTRIES.map(({ code, name, phoneCode, states }) => ({
  code,
  name: { ...name },
  phoneCode,
  states: states.map((state) => ({ code: state.code, name: { ...state.name } })),
}));
