import { describe, expect, it } from 'vitest';
import { wireAmount, wireAmountText } from '@/shared/contracts/money';
import { optionalText, safeString, text, textProblem } from '@/shared/contracts/text';

const messages = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues.map((issue) => issue.message) ?? [];

describe('text that may reach the database', () => {
  it.each([
    ['a NUL byte', 'ab\u0000c', /control characters/],
    ['an escape sequence', '\u001b[31mred', /control characters/],
    ['DEL', 'a\u007f', /control characters/],
    ['a lone high surrogate', 'a\uD800', /well-formed Unicode/],
    ['a lone low surrogate', '\uDC00b', /well-formed Unicode/],
    ['two high surrogates', '\uDBFF\uDBFF', /well-formed Unicode/],
  ])('refuses %s', (_, value, message) => {
    expect(textProblem(value)).toMatch(message);
    expect(textProblem(value, { multiline: true })).toMatch(message);
  });

  it('accepts any printable text: scripts, emoji (surrogate pairs), RTL marks', () => {
    for (const value of ['Priya Sharma', 'प्रिया', 'عائشة\u200F', '💍 ring', '\u202Eevil\u202C']) expect(textProblem(value)).toBeNull();
  });

  it('allows line breaks and tabs only where a field is multiline', () => {
    expect(textProblem('line one\nline two\ttab\r\n')).toMatch(/control characters/);
    expect(textProblem('line one\nline two\ttab\r\n', { multiline: true })).toBeNull();
  });

  it('text() trims, requires and bounds', () => {
    expect(text(5).parse('  ab  ')).toBe('ab');
    expect(messages(text(5).safeParse('   '))).toContain('is required');
    expect(messages(text(5).safeParse('abcdef'))).toContain('must be at most 5 characters');
    expect(messages(text(5).safeParse('a\u0000'))).toContain('must not contain control characters');
    expect(text(10, 1, { multiline: true }).parse('a\nb')).toBe('a\nb');
  });

  it('optionalText() may be empty; safeString() keeps a token as sent', () => {
    expect(optionalText(5).parse('  ')).toBe('');
    expect(safeString({ max: 10 }).parse(' tok ')).toBe(' tok ');
    expect(safeString({ max: 10 }).safeParse('\uD800').success).toBe(false);
  });
});

describe('money on the wire', () => {
  it.each([1e308, 5e-324, 1e-7, 123.456, -1])('a body amount of %d is refused', (amount) => {
    expect(wireAmount().safeParse(amount).success).toBe(false);
  });

  it.each(['1e308', '5e-324', '1e-7', 'Infinity', 'NaN', '12.345'])('a query amount of %s is refused', (amount) => {
    expect(wireAmountText().safeParse(amount).success).toBe(false);
  });

  it('passes plain money through', () => {
    expect(wireAmount().parse(290.25)).toBe(290.25);
    expect(wireAmountText().parse('7250')).toBe(7250);
  });
});
