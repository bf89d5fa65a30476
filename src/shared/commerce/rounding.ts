/**
 * Integer arithmetic for money. Prices are products of weights (mg), rates (minor units per
 * gram) and basis points, so every amount is an exact fraction; BigInt keeps the numerators
 * exact however large they grow, and each line is rounded exactly once.
 */

/** numerator / denominator rounded half up (half away from zero for negatives). */
export function divideRoundHalfUp(numerator: bigint, denominator: bigint): bigint {
  if (denominator <= 0n) throw new RangeError('The denominator must be positive');
  if (numerator < 0n) return -divideRoundHalfUp(-numerator, denominator);
  return (2n * numerator + denominator) / (2n * denominator);
}

/** A BigInt result back to a number, refusing anything a number cannot hold exactly. */
export function toSafeNumber(value: bigint): number {
  const result = Number(value);
  if (!Number.isSafeInteger(result)) throw new RangeError(`Amount ${value} is beyond a safe integer`);
  return result;
}

/** Checks an input is a non-negative safe integer and lifts it to BigInt. */
export function toBigIntAmount(name: string, value: number): bigint {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a non-negative integer, got ${value}`);
  }
  return BigInt(value);
}
