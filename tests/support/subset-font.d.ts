/** The one function of the `subset-font` package (no types of its own) that scripts/font-cuts.mjs and its test use. */
declare module 'subset-font' {
  export default function subsetFont(font: Buffer, text: string, options?: { targetFormat?: 'woff2' | 'woff' | 'sfnt' | 'truetype' }): Promise<Buffer>;
}
