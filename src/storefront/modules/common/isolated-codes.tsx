import { Fragment, type ReactNode } from 'react';

/**
 * Codes that mix digits and Latin letters (`22K`, `PT950`, `4.250 g`) inside words of another
 * script. In Arabic the bidirectional algorithm splits such a code around its neighbours ("ذهب 22K"
 * shows as "Kذهب 22"); each code is isolated in a `<bdi>`, so it keeps its own order wherever it stands.
 */
const MIXED_CODE = /\d[\d.,]*\s?[A-Za-z][\w]*|[A-Za-z]+\d[\w]*/g;

export function IsolatedCodes({ text }: { text: string }): ReactNode {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(MIXED_CODE)) {
    const start = match.index ?? 0;
    if (start > last) parts.push(text.slice(last, start));
    parts.push(<bdi key={start}>{match[0]}</bdi>);
    last = start + match[0].length;
  }
  if (last === 0) return text;
  if (last < text.length) parts.push(text.slice(last));
  return <Fragment>{parts}</Fragment>;
}
