import type { SeedProduct, SubsiteCode } from '../types';
import { createRandom } from './seeded-random';

/** BIS HUIDs: six characters from A–Z (without I and O, easily misread) and 0–9. */
const HUID_ALPHABET = [...'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789'];

/** One physical piece of stock as the seed writes it. */
export interface SeedPiece {
  sku: string;
  optionCode: string;
  subsite: SubsiteCode;
  /** Its BIS HUID, or null where it carries none (docs/hallmarking.md). */
  huid: string | null;
}

/**
 * One piece per unit in stock, in option and subsite order. The Indian pieces of hallmarked
 * products each carry their own HUID, drawn from the SKU, option and the piece's place, and
 * drawn again on the rare clash, so no two pieces in the store share one and seeding twice gives
 * the same HUIDs.
 */
export function seedPieces(products: readonly SeedProduct[]): SeedPiece[] {
  const used = new Set<string>();
  const huidFor = (key: string): string => {
    const random = createRandom(`huid:${key}`);
    for (;;) {
      const huid = Array.from({ length: 6 }, () => random.pick(HUID_ALPHABET)).join('');
      if (!used.has(huid)) {
        used.add(huid);
        return huid;
      }
    }
  };
  return products.flatMap((product) =>
    product.options.flatMap((option) =>
      product.subsites.flatMap((subsite) =>
        Array.from({ length: option.stock[subsite] }, (_, index) => ({
          sku: product.sku,
          optionCode: option.code,
          subsite,
          huid: product.hallmarked && subsite === 'in' ? huidFor(`${product.sku}:${option.code}:${index}`) : null,
        })),
      ),
    ),
  );
}
