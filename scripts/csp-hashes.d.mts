/** Types of scripts/csp-hashes.mjs (plain JavaScript, run by scripts/build.mjs) for the tests. */
export declare const INLINE_SCRIPT_HASHES_MARKER: string;
export declare function scriptHash(text: string): string;
export declare function bootstrapScripts(buildManifest: { pagesChunkGroupBootstrapParams?: Record<string, unknown>; chunkLoadingGlobal?: string }): string[];
export declare function ownInlineScripts(): string[];
export declare function executableInlineScripts(html: string): string[];
export declare function applyInlineScriptHashes(distDir: string): string[];
