import { z } from 'zod';

/**
 * Text that may reach the database (docs/security.md "Input"). PostgreSQL refuses a NUL byte in
 * `text` and a lone UTF-16 surrogate cannot be encoded as UTF-8, so either would fail a query
 * with a 500; they, and the other control characters, are bad input and answer 400 naming the
 * field. Every string a route accepts (body, query, path, header) goes through `safeString` or a
 * schema built on it, with a length limit.
 */

/** C0 controls and DEL, except tab (\t), line feed (\n) and carriage return (\r). */
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/** Any C0 control or DEL: for one-line fields (names, codes, search words). */
const LINE_CONTROL_CHARACTERS = /[\u0000-\u001F\u007F]/;
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const CONTROL_CHARACTER_MESSAGE = 'must not contain control characters';
export const MULTILINE_CONTROL_CHARACTER_MESSAGE = 'must not contain control characters other than line breaks and tabs';
export const MALFORMED_UNICODE_MESSAGE = 'must be well-formed Unicode text (no lone surrogates)';

/** The first reason a string cannot be stored as text, or null when it can. */
export function textProblem(value: string, { multiline = false }: { multiline?: boolean } = {}): string | null {
  if (LONE_SURROGATE.test(value)) return MALFORMED_UNICODE_MESSAGE;
  if (multiline ? CONTROL_CHARACTERS.test(value) : LINE_CONTROL_CHARACTERS.test(value)) return multiline ? MULTILINE_CONTROL_CHARACTER_MESSAGE : CONTROL_CHARACTER_MESSAGE;
  return null;
}

export interface SafeStringOptions {
  /** Longest accepted length (required: no field is unbounded). */
  max: number;
  /** Line breaks and tabs allowed (review text, notes, messages); default one line. */
  multiline?: boolean;
  /** Trim surrounding white space before the checks (default false: tokens are taken as sent). */
  trim?: boolean;
}

/** A string with a length limit, no control characters and well-formed Unicode. */
export function safeString({ max, multiline = false, trim = false }: SafeStringOptions) {
  return (trim ? z.string().trim() : z.string()).max(max, `must be at most ${max} characters`).superRefine((value, context) => {
    const problem = textProblem(value, { multiline });
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });
}

/** Printable text: trimmed, no control characters, between `min` and `max` characters. */
export function text(max: number, min = 1, { multiline = false }: { multiline?: boolean } = {}) {
  return safeString({ max, multiline, trim: true }).min(min, min === 1 ? 'is required' : `must be at least ${min} characters`);
}

/** Printable text that may be empty: trimmed, no control characters, at most `max` characters. */
export function optionalText(max: number, { multiline = false }: { multiline?: boolean } = {}) {
  return safeString({ max, multiline, trim: true });
}

/** A query or path value that arrives as text: one line, trimmed, bounded. */
export function queryText(max: number) {
  return safeString({ max, trim: true });
}
