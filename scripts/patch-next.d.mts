/** Types of scripts/patch-next.mjs (plain JavaScript) for the tests. */
export declare const MARKER: string;
export interface PatchTarget {
  file: string;
  call: string;
  react: string;
}
export declare const TARGETS: readonly [PatchTarget, PatchTarget];
export declare function patchText(text: string, target: PatchTarget): { text: string; state: 'patched' | 'already' | 'missing' };
export declare function hydratesInTransition(chunkText: string): boolean;
export declare function checkBuiltClient(distDir: string): void;
