/** Types of scripts/font-cuts.mjs (plain JavaScript) for the tests. */
export type Cut = 'rupee-sign' | 'arabic-core' | 'noto-sans-core' | 'cormorant-core';
export const WEIGHTS: readonly number[];
export const RUPEE_SIGN: string;
export const ARABIC_CORE: readonly (readonly [number, number])[];
export const LATIN_CORE: readonly (readonly [number, number])[];
export const CUTS: Record<Cut, { source: (weight: number) => string; weights: readonly number[]; text: string }>;
export function target(cut: Cut, weight: number): string;
export function cutFont(cut: Cut, weight: number): Promise<Buffer>;
export function unicodeRange(ranges: readonly (readonly [number, number])[]): string;
export function restOf(family: string, subset: string, coreRanges: readonly (readonly [number, number])[]): [number, number][];
export function arabicRest(): [number, number][];
export function latinRest(family: string): [number, number][];
