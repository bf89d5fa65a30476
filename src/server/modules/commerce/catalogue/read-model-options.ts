import type { SiteContext } from '../../../lib/site';
import type { CatalogueMemo } from './catalogue-memo';
import type { WarmCopy, WarmItem } from './copy-warming';

/** What the model needs of a sellable product (sellable.ts); structural, so the two files need not import each other. */
export interface ModelProduct {
  row: { product: { id: number }; categorySlug: string };
  options: Array<{ productOptionId: number }>;
}

export type LoadProducts = (site: SiteContext, productIds?: number[]) => Promise<ModelProduct[]>;

/**
 * Whether listings holding `before` keep their order and counts when a stock patch replaces it with
 * `after` (the same listed price); when not, the copy's listings are dropped with the patch.
 */
export type SameListing = (before: ModelProduct, after: ModelProduct) => boolean;

/**
 * Prices the products of a copy a rate change dropped with the rates as they are now, reading
 * nothing else (sellable.ts; docs/performance.md#a-rate-change-reprices-the-copy).
 */
export type Reprice = (site: SiteContext, products: ModelProduct[]) => Promise<ModelProduct[]>;

/**
 * The answers of `memo` (a copy's) to bring up to date for products whose data changed, reading only
 * those products: items computed beside the patch and kept in the patched copy (search-memo.ts: the
 * words' matches; docs/performance.md#a-staff-edit-patches-the-copy). What it leaves out is dropped.
 */
export type RefreshKept = (site: SiteContext, memo: CatalogueMemo, productIds: number[]) => WarmItem[];

/**
 * The keys a copy would warm, kept across restarts (search-memo.ts: the words shoppers asked for most
 * products; docs/performance.md#the-vocabulary-across-a-restart).
 */
export interface Vocabulary {
  save(site: SiteContext, kept: ReadonlyMap<string, number>): Promise<void>;
  /** The saved keys with their weights, for a copy built with nothing else to go by. */
  load(site: SiteContext): Promise<ReadonlyMap<string, number>>;
}

export interface ReadModelOptions {
  sameListing?: SameListing;
  /** Without it a rate change reads the copy again from the database. */
  reprice?: Reprice;
  warm?: WarmCopy;
  /** Without it a process's first copies warm nothing. */
  vocabulary?: Vocabulary;
  /** Without it a product change drops every answer but the other products' own. */
  refresh?: RefreshKept;
  /** A warming or refreshing statement failed: its answers are computed again when asked. */
  onWarmError?: (error: unknown) => void;
}
