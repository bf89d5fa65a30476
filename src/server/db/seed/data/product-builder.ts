import type {
  Localised,
  MetalCode,
  PerSubsite,
  Purity,
  SeedMakingCharge,
  SeedProduct,
  SeedStone,
  SubsiteCode,
} from '../types';
import { buildOptions, type OptionKind } from './product-options';
import { createRandom, hashString } from './seeded-random';
import { rupeesToFils, type StoneInput } from './stone-pricing';

/**
 * Product files list what a jeweller would write on a tag; this fills in what follows from it
 * (gross weight, options and stock, hallmarking, certificate numbers, images, extra charges), so the
 * data files stay short and the derived values stay consistent.
 */
export interface ProductInput {
  sku: string;
  slug: string;
  name: Localised;
  description: Localised;
  metal: MetalCode;
  purity: Purity;
  colour: SeedProduct['colour'];
  netMg: number;
  /** Weight that is neither metal nor priced stone: lac in kundan work, silk thread, black beads. */
  extraMg?: number;
  making: SeedMakingCharge;
  wastageBp?: number;
  makingOfferBp?: number;
  stones?: StoneInput[];
  gender: SeedProduct['gender'];
  occasion: SeedProduct['occasion'];
  sizes?: readonly (number | string)[];
  baseSize?: number | string;
  subsites?: SubsiteCode[];
  popularity?: number;
  listedDaysAgo?: number;
}

export const BOTH: SubsiteCode[] = ['in', 'ae'];
export const INDIA_ONLY: SubsiteCode[] = ['in'];
export const UAE_ONLY: SubsiteCode[] = ['ae'];

/** Making charge per gram: rupees for India, whole dirhams for the UAE (derived unless given). */
export const perGram = (rupees: number, dirhams?: number): SeedMakingCharge => ({
  type: 'per_gram',
  perGram: { in: rupees, ae: dirhams === undefined ? rupeesToFils(rupees) : dirhams * 100 },
});

/** Making charge as a percentage of the metal value. */
export const percentOfMetal = (percent: number): SeedMakingCharge => ({
  type: 'percent',
  basisPoints: Math.round(percent * 100),
});

const OPTION_KIND: Record<string, OptionKind> = {
  rings: 'ring_size',
  chains: 'chain_length',
  bangles: 'bangle_size',
};

const MG_PER_CARAT = 200;

function certificateNumber(lab: 'IGI' | 'GIA' | 'SGL', seed: string): string {
  const random = createRandom(`cert:${seed}`);
  const digits = (n: number) => Array.from({ length: n }, () => random.int(0, 9)).join('');
  if (lab === 'GIA') return `2${digits(9)}`; // GIA report numbers: 10 digits
  if (lab === 'IGI') return `${random.pick(['5', '6'])}${digits(8)}`; // IGI: 9 digits
  return `SGL${digits(8)}`;
}

function toStone(stone: StoneInput, sku: string, index: number): SeedStone {
  const { lab, ...rest } = stone;
  return lab ? { ...rest, certificate: { lab, number: certificateNumber(lab, `${sku}:${index}`) } } : rest;
}

/** Packaging everywhere; the BIS hallmark fee (₹45) in India; a grading report where stones are certified. */
function otherCharges(input: ProductInput, certified: boolean, isCoin: boolean): PerSubsite<number> {
  const hallmark = input.metal === 'platinum' ? 0 : 45;
  const platinumCard = input.metal === 'platinum' ? 350 : 0;
  const packaging = isCoin ? 150 : 250;
  const report = certified ? 500 : 0;
  return {
    in: hallmark + platinumCard + packaging + report,
    ae: (isCoin ? 1500 : 2500) + (certified ? 5000 : 0) + (input.metal === 'platinum' ? 1500 : 0),
  };
}

export function defineProducts(categorySlug: string, inputs: ProductInput[]): SeedProduct[] {
  return inputs.map((input) => {
    const subsites = input.subsites ?? BOTH;
    const random = createRandom(`product:${input.sku}`);
    const stones = (input.stones ?? []).map((stone, index) => toStone(stone, input.sku, index));
    const stoneMg = stones.reduce((sum, stone) => sum + (stone.caratMilli * MG_PER_CARAT) / 1000, 0);
    const isCoin = categorySlug === 'coins';
    // BIS hallmarks gold (HUID mandatory) and, at this store's request, silver; platinum comes
    // with its own assay card instead (docs/hallmarking.md).
    const hallmarkedInIndia = subsites.includes('in') && input.metal !== 'platinum';
    const viewCount = isCoin || hashString(input.slug) % 5 !== 0 ? 3 : 2;
    return {
      sku: input.sku,
      slug: input.slug,
      categorySlug,
      name: input.name,
      description: input.description,
      metal: input.metal,
      purity: input.purity,
      colour: input.colour,
      grossWeightMg: input.netMg + Math.round(stoneMg) + (input.extraMg ?? 0),
      netWeightMg: input.netMg,
      makingCharge: input.making,
      wastageBp: input.wastageBp ?? 0,
      stones,
      otherCharges: otherCharges(input, stones.some((stone) => stone.certificate), isCoin),
      makingOfferBp: input.makingOfferBp ?? 0,
      gender: input.gender,
      occasion: input.occasion,
      ...(hallmarkedInIndia ? { hallmarked: true } : {}),
      popularity: input.popularity ?? random.int(40, 980),
      listedDaysAgo: input.listedDaysAgo ?? random.int(0, 200),
      options: buildOptions({
        sku: input.sku,
        kind: OPTION_KIND[categorySlug] ?? 'one_size',
        netWeightMg: input.netMg,
        subsites,
        sizes: input.sizes,
        baseSize: input.baseSize,
        deepStock: isCoin,
      }),
      images: Array.from({ length: viewCount }, (_, i) => `/images/products/${input.slug}-${i + 1}.svg`),
      subsites,
    };
  });
}
