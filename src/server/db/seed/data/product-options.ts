import type { SeedOption, SubsiteCode } from '../types';
import { createRandom } from './seeded-random';

/**
 * Sizes, lengths and their weights. A bigger size uses more metal, so each option carries a
 * weight delta from the product's listed (base) size; the price follows the weight.
 */
export type OptionKind = SeedOption['kind'];

export interface OptionsInput {
  sku: string;
  kind: OptionKind;
  netWeightMg: number;
  subsites: SubsiteCode[];
  /** Ring sizes (Indian), chain lengths (inches) or bangle sizes ('2.6' = 2 6/16 in). */
  sizes?: readonly (number | string)[];
  /** The size the product's net weight is quoted for. */
  baseSize?: number | string;
  /** Coins and other stock items are kept in larger numbers. */
  deepStock?: boolean;
}

const DEFAULTS: Record<Exclude<OptionKind, 'one_size'>, { sizes: (number | string)[]; base: number | string }> = {
  ring_size: { sizes: [10, 11, 12, 13, 14, 15, 16], base: 13 },
  chain_length: { sizes: [16, 18, 20, 22], base: 18 },
  bangle_size: { sizes: ['2.4', '2.6', '2.8'], base: '2.6' },
};

/** Indian bangle sizes are inches and sixteenths: '2.10' is 2 10/16 in, bigger than '2.8'. */
function bangleDiameter(size: string): number {
  const [whole = '0', sixteenths = '0'] = size.split('.');
  return Number(whole) + Number(sixteenths) / 16;
}

function weightDelta(kind: OptionKind, size: number | string, base: number | string, net: number): number {
  if (kind === 'ring_size') {
    // About 2 % more metal per Indian size step (≈ +120 mg on a 5–6 g ring).
    const perStep = Math.max(40, Math.round((net * 0.022) / 10) * 10);
    return (Number(size) - Number(base)) * perStep;
  }
  if (kind === 'chain_length') return Math.round((net * (Number(size) - Number(base))) / Number(base));
  if (kind === 'bangle_size') {
    const ratio = bangleDiameter(String(size)) / bangleDiameter(String(base)) - 1;
    return Math.round(net * ratio);
  }
  return 0;
}

function label(kind: OptionKind, size: number | string): SeedOption['label'] {
  if (kind === 'chain_length') return { en: `${size} in`, hi: `${size} इंच`, ar: `${size} بوصة` };
  return { en: `Size ${size}`, hi: `साइज़ ${size}`, ar: `مقاس ${size}` };
}

function code(kind: OptionKind, size: number | string): string {
  if (kind === 'chain_length') return `len-${size}in`;
  return `size-${String(size).replace('.', '-')}`;
}

export function buildOptions(input: OptionsInput): SeedOption[] {
  const { sku, kind, subsites } = input;
  const random = createRandom(`stock:${sku}`);
  const stockFor = (subsite: SubsiteCode): number => {
    if (!subsites.includes(subsite)) return 0;
    // Some sizes sold out, so the storefront's out-of-stock states have something to show.
    return random.chance(0.18) ? 0 : random.int(1, 12);
  };

  if (kind === 'one_size') {
    // A single option that sells out takes the whole product off sale: keep some in stock.
    const oneStock = (subsite: SubsiteCode) =>
      !subsites.includes(subsite) ? 0 : input.deepStock ? random.int(8, 40) : random.int(2, 12);
    const stock = { in: oneStock('in'), ae: oneStock('ae') };
    const oneSize = { en: 'One size', hi: 'एक साइज़', ar: 'مقاس واحد' };
    return [{ code: 'std', kind, label: oneSize, weightDeltaMg: 0, stock }];
  }

  const sizes = input.sizes ?? DEFAULTS[kind].sizes;
  const base = input.baseSize ?? DEFAULTS[kind].base;
  const options = sizes.map((size) => ({
    code: code(kind, size),
    kind,
    label: label(kind, size),
    weightDeltaMg: weightDelta(kind, size, base, input.netWeightMg),
    stock: { in: stockFor('in'), ae: stockFor('ae') },
  }));
  // Every product must stay buyable where it is sold: keep the base size in stock.
  const baseOption = options.find((option) => option.code === code(kind, base)) ?? options[0];
  for (const subsite of subsites) {
    if (baseOption && baseOption.stock[subsite] === 0) baseOption.stock[subsite] = 3;
  }
  return options;
}
