import type { SiteContext } from '../../../lib/site';
import type { CatalogueMemo, MemoOptions } from './catalogue-memo';

/**
 * Answers worth having in a copy before shoppers ask for them again (search-memo.ts: the matches of
 * the words asked for most products, docs/performance.md#search-at-100000-eighth-round). Asked as
 * a copy starts building after a change of texts or products, with the keys and weights the dropped
 * copy had kept; the items are computed beside the build, WARM_CONCURRENCY at a time, each kept in
 * the new copy unless a shopper's ask kept it first.
 */
export type WarmCopy = (site: SiteContext, retired: ReadonlyMap<string, number>) => WarmItem[];

export interface WarmItem<T = unknown> {
  key: string;
  compute: () => Promise<T>;
  options: MemoOptions<T>;
}

/**
 * Warm items computed at once per copy: one, so the database keeps its other cores for the build
 * and the shoppers (two at once made a 100,000-product rebuild take twice as long on two cores).
 */
export const WARM_CONCURRENCY = 1;

/** A warm value started before its copy was built. */
export interface WarmedValue {
  item: WarmItem;
  value: Promise<unknown>;
}

/** The copy being warmed, as the read model holds it. */
export interface WarmTarget {
  /** The copy's memo once it is built. */
  memo(): CatalogueMemo | undefined;
  /** The copy was dropped (a change heard meanwhile): warming stops. */
  dropped(): boolean;
  /** Where values started before the copy was built wait for it (keepEarly). */
  early: WarmedValue[];
  onError(error: unknown): void;
}

/** Computes the items for a copy being built, WARM_CONCURRENCY at a time, until it is dropped. */
export function startWarming(items: WarmItem[], target: WarmTarget): void {
  let next = 0;
  const worker = async () => {
    while (next < items.length && !target.dropped()) {
      const item = items[next++]!;
      const memo = target.memo();
      if (memo?.has(item.key)) continue;
      const value = Promise.resolve().then(item.compute);
      if (memo) memo.set(item.key, value, item.options);
      else target.early.push({ item, value });
      // A failed value is not kept (the memo drops it): the shopper who asks computes it again.
      await value.catch(target.onError);
    }
  };
  for (let started = 0; started < WARM_CONCURRENCY; started += 1) void worker();
}

/** Keeps in the copy just built the values started before it was, unless a key is kept already. */
export function keepEarly(memo: CatalogueMemo, early: WarmedValue[]): void {
  for (const { item, value } of early.splice(0)) if (!memo.has(item.key)) memo.set(item.key, value, item.options);
}
