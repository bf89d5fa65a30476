/** Types of scripts/rupee-font.mjs (plain JavaScript) for the tests. */
export const RUPEE_SIGN: string;
export const WEIGHTS: readonly number[];
export function target(weight: number): string;
export function cutRupeeFont(weight: number): Promise<Buffer>;
