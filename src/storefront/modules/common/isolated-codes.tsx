import { Fragment, type ReactNode } from 'react';
import styles from './isolated-codes.module.css';

/**
 * Codes inside words of another script, each isolated in a `<bdi>` so it keeps its own order
 * wherever it stands:
 * - codes that mix digits and Latin letters (`22K`, `PT950`, `4.250 g`): in Arabic the bidirectional
 *   algorithm splits such a code around its neighbours ("ذهب 22K" shows as "Kذهب 22");
 * - order and return numbers (`SLV-IN-100042`, `RMA-SLV-IN-100042-1`), which are also kept on one
 *   line: a phone's narrow line broke them at their hyphens, and a shopper quoting one reads it
 *   whole (docs/shopper-grade.md, "Mixed directions in one line").
 */
const NUMBER = '([A-Z]{2,}(?:-[A-Z0-9]+){2,})';
const EVERY_CODE = new RegExp(`${NUMBER}|\\d[\\d.,]*\\s?[A-Za-z][\\w]*|[A-Za-z]+\\d[\\w]*`, 'g');
const NUMBERS = new RegExp(NUMBER, 'g');

/** `numbersOnly`: only the order and return numbers (a sentence of the store's own, such as an order's notes). */
export function IsolatedCodes({ text, numbersOnly = false }: { text: string; numbersOnly?: boolean }): ReactNode {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(numbersOnly ? NUMBERS : EVERY_CODE)) {
    const start = match.index ?? 0;
    if (start > last) parts.push(text.slice(last, start));
    parts.push(match[1] ? <bdi key={start} dir="ltr" className={styles.number}>{match[0]}</bdi> : <bdi key={start}>{match[0]}</bdi>);
    last = start + match[0].length;
  }
  if (last === 0) return text;
  if (last < text.length) parts.push(text.slice(last));
  return <Fragment>{parts}</Fragment>;
}
