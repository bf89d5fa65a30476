/** A LIKE/ILIKE pattern matching `text` anywhere: the text is data, never a pattern (its `%`, `_` and `\` are escaped). */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`;

/** `%`, `_` and `\` as plain letters in a LIKE pattern. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);
