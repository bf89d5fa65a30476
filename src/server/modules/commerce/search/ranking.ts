import { positionFrom } from './search-candidates';

/**
 * The products a search found and each one's relevance (higher first), as two aligned typed arrays
 * in ascending id order (docs/performance.md#search-at-100000-sixth-round). A Map of thousands of
 * entries per new search cost a sixth of the services' time under fifty new searches at once, and
 * the collector copied every kept one; typed arrays are built in one pass and hold no objects.
 */
export class Ranking {
  private constructor(
    /** Ascending. */
    readonly ids: Int32Array,
    readonly scores: Float64Array,
  ) {}

  /** From aligned arrays whose ids ascend (checked), copied to their length. */
  static of(ids: Int32Array, scores: Float64Array, length = ids.length): Ranking {
    for (let index = 1; index < length; index += 1) {
      if (ids[index - 1]! >= ids[index]!) throw new Error('Ranking.of: ids must ascend');
    }
    return new Ranking(ids.slice(0, length), scores.slice(0, length));
  }

  /** From pairs in any order (each id once). */
  static fromEntries(entries: ReadonlyArray<readonly [number, number]>): Ranking {
    const sorted = [...entries].sort((a, b) => a[0] - b[0]);
    return Ranking.of(Int32Array.from(sorted, ([id]) => id), Float64Array.from(sorted, ([, score]) => score));
  }

  static empty(): Ranking {
    return new Ranking(new Int32Array(0), new Float64Array(0));
  }

  get size(): number {
    return this.ids.length;
  }

  /** The relevance of a found product, else undefined. */
  get(id: number): number | undefined {
    const at = positionFrom(this.ids, id);
    return at < 0 ? undefined : this.scores[at];
  }

  keys(): IterableIterator<number> {
    return this.ids.values();
  }

  /** [id, relevance] pairs in ascending id order. */
  *entries(): IterableIterator<[number, number]> {
    for (let index = 0; index < this.ids.length; index += 1) yield [this.ids[index]!, this.scores[index]!];
  }
}
